import {
  CASH_BOOK_CATEGORY_LABELS,
  CASH_BOOK_FILE_MAX_MB,
  type CashBookKind,
  cashBookCategoriesOf,
} from '@academy/domain/books/cash-book';
import {
  type CashBookEntryBody,
  type CashBookEntryInput,
  cashBookEntryBody,
} from '@academy/domain/books/cash-book.schema';
import type { CashBookFileView } from '@academy/domain/books/transactions.schema';
import { todayBusinessDate } from '@academy/domain/format/format.business-date';
import { digitsToNumber } from '@academy/domain/text/text.rules';
import { UPLOAD_PURPOSE_RULES } from '@academy/domain/uploads/uploads.purposes';
import { acceptAttribute } from '@academy/domain/uploads/uploads.rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { NumberInput } from '../../../lib/forms/number-input';
import { RadioInput } from '../../../lib/forms/radio-input';
import { maxLengthOf } from '../../../lib/forms/schema-limits';
import { errorMessageOf, showServerError } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { FormDialog, FormDialogButtons } from '../../../ui/form-dialog/form-dialog';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { useSaveCashBookEntry } from '../api/save-cash-book-entry';
import { uploadCashBookFile } from '../api/upload-cash-book-file';
import { TRANSACTIONS_TEXTS } from '../transactions.texts';
import styles from './transactions.module.css';

const T = TRANSACTIONS_TEXTS.form;
const KIND_OPTIONS = (['out', 'in'] as const).map((value) => ({ value, label: T.kinds[value] }));
const ACCEPT = acceptAttribute(UPLOAD_PURPOSE_RULES['cash-book-receipt'].kinds);

/** An entry being changed: its values and its receipt as saved. */
export type EditedEntry = { entryId: string; values: CashBookEntryInput; file: CashBookFileView | null };

/**
 * 수입·지출 기록: the academy's own income or expense with its category, day, amount, a note and
 * optionally a receipt photo or PDF (uploaded at once through the pipeline, attached on 저장).
 */
export function CashBookDialog({
  instId,
  open,
  onOpenChange,
  edited = null,
}: {
  instId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  edited?: EditedEntry | null;
}) {
  const save = useSaveCashBookEntry(instId, edited?.entryId ?? null);
  const form = useForm<CashBookEntryBody, unknown, CashBookEntryInput>({
    defaultValues: edited?.values ?? {
      kind: 'out',
      category: 'rent',
      entryDate: todayBusinessDate(),
      amount: 0,
      note: '',
      fileId: null,
    },
    resolver: zodResolver(cashBookEntryBody),
  });
  const [file, setFile] = useState<{ name: string } | null>(edited?.file ? { name: edited.file.name } : null);
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const kind = form.watch('kind') as CashBookKind;
  const { errors } = form.formState;
  // Switching 수입/지출 offers that kind's categories: keep the chosen one only if it belongs.
  useEffect(() => {
    const categories = cashBookCategoriesOf(kind);
    if (!categories.includes(form.getValues('category'))) form.setValue('category', categories[0] ?? 'other_expense');
  }, [kind, form]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      showToast(T.saved);
      onOpenChange(false);
    } catch (error) {
      showServerError(error, form.setError, ['kind', 'category', 'entryDate', 'amount', 'note']);
    }
  });

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={edited ? T.editTitle : T.createTitle} lead={T.lead}>
      <form className={styles.stack} onSubmit={onSubmit} noValidate>
        <RadioInput control={form.control} name="kind" label={T.kind} options={KIND_OPTIONS} direction="horizontal" />
        <Select
          label={T.category}
          required
          options={cashBookCategoriesOf(kind).map((value) => ({ value, label: CASH_BOOK_CATEGORY_LABELS[value] }))}
          error={errors.category?.message}
          {...form.register('category')}
        />
        <TextField
          label={T.date}
          type="date"
          required
          error={errors.entryDate?.message}
          {...form.register('entryDate')}
        />
        <NumberInput
          control={form.control}
          name="amount"
          parse={digitsToNumber}
          label={T.amount}
          required
          suffix={TRANSACTIONS_TEXTS.common.won}
        />
        <TextField
          label={T.note}
          placeholder={T.notePlaceholder}
          maxLength={maxLengthOf(cashBookEntryBody.shape.note)}
          error={errors.note?.message}
          {...form.register('note')}
        />
        <TextField
          label={T.file}
          type="file"
          accept={ACCEPT}
          hint={`${CASH_BOOK_FILE_MAX_MB}MB`}
          error={fileError ?? undefined}
          onChange={async (event) => {
            const chosen = event.currentTarget.files?.[0];
            if (!chosen) return;
            setFileError(null);
            setUploading(true);
            try {
              const uploaded = await uploadCashBookFile(instId, chosen);
              form.setValue('fileId', uploaded.id);
              setFile({ name: uploaded.name });
            } catch (error) {
              setFileError(errorMessageOf(error, TRANSACTIONS_TEXTS.common.loadFailedHint));
            } finally {
              setUploading(false);
            }
          }}
        />
        {uploading && (
          <p className={styles.muted} aria-live="polite">
            {T.fileUploading}
          </p>
        )}
        {file && !uploading && (
          <p className={styles.muted} aria-live="polite">
            {T.fileAttached(file.name)}{' '}
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                form.setValue('fileId', null);
                setFile(null);
              }}
            >
              {T.removeFile}
            </Button>
          </p>
        )}
        <FormDialogButtons>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {TRANSACTIONS_TEXTS.common.close}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting} disabled={uploading}>
            {T.submit}
          </Button>
        </FormDialogButtons>
      </form>
    </FormDialog>
  );
}
