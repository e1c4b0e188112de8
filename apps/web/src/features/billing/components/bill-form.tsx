import { billTitle } from '@academy/domain/billing/bill-titles';
import {
  BILL_DISCOUNTS_MAX,
  BILL_ITEM_KIND_LABELS,
  BILL_ITEM_KINDS,
  BILL_ITEMS_MAX,
  BILL_MEMO_MAX,
  BILL_TITLE_MAX,
  DISCOUNT_KIND_LABELS,
  DISCOUNT_KINDS,
  DISCOUNT_REASON_MAX,
} from '@academy/domain/billing/billing.constants';
import type { BillDetailResponse } from '@academy/domain/billing/billing.schema';
import type { BillingStudent } from '@academy/domain/billing/billing-students.schema';
import { formatShortDate } from '@academy/domain/format/format.date';
import { formatWon } from '@academy/domain/format/format.money';
import { gradeLabel } from '@academy/domain/students/students.rules';
import { digitsToNumber } from '@academy/domain/text/text.rules';
import { useMemo, useState } from 'react';
import { type Path, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { NumberInput } from '../../../lib/forms/number-input';
import { showServerError } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { ActionRow } from '../../../ui/action-row/action-row';
import { Button } from '../../../ui/button/button';
import { Facts } from '../../../ui/facts/facts';
import { Notice } from '../../../ui/notice/notice';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section } from '../../../ui/section/section';
import { Select } from '../../../ui/select/select';
import { TextArea } from '../../../ui/text-area/text-area';
import { TextField } from '../../../ui/text-field/text-field';
import { useCreateBill } from '../api/create-bill';
import { useFindStudents } from '../api/find-students';
import { useUpdateBill } from '../api/update-bill';
import { BILLING_TEXTS } from '../billing.texts';
import {
  type BillFormMode,
  type BillFormOutput,
  type BillFormValues,
  billFormResolver,
  createBodyOf,
  newDiscount,
  newItem,
  totalsOf,
  updateBodyOf,
} from '../lib/bill-form';
import { useDebounced } from '../lib/use-debounced';
import { useSendBillsFlow } from '../lib/use-send-bills';
import styles from './billing.module.css';

const T = BILLING_TEXTS.form;

const ITEM_KIND_OPTIONS = BILL_ITEM_KINDS.map((kind) => ({ value: kind, label: BILL_ITEM_KIND_LABELS[kind] }));
const DISCOUNT_KIND_OPTIONS = DISCOUNT_KINDS.map((kind) => ({ value: kind, label: DISCOUNT_KIND_LABELS[kind] }));

/** The student a new bill is for: searched by name among the academy's students, one chosen. */
function StudentPicker({
  instId,
  value,
  onChange,
  error,
}: {
  instId: string;
  value: string;
  onChange: (student: BillingStudent | null) => void;
  error?: string;
}) {
  const [typed, setTyped] = useState('');
  const [chosenNm, setChosenNm] = useState('');
  const q = useDebounced(typed.trim());
  const students = useFindStudents(instId, q, value === '');

  if (value !== '') {
    return (
      <div className={styles.toolbar}>
        <p className={styles.rowTitle} aria-live="polite">
          {T.studentChosen(chosenNm)}
        </p>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setChosenNm('');
            onChange(null);
          }}
        >
          {T.studentChange}
        </Button>
      </div>
    );
  }

  let results = null;
  if (students.isPending) {
    results = (
      <p className={styles.muted} role="status">
        {T.studentSearching}
      </p>
    );
  } else if (students.isError) {
    results = (
      <Notice tone="warning" role="alert">
        {isApiError(students.error) && students.error.status === 403 ? T.studentsForbidden : students.error.message}
      </Notice>
    );
  } else if (students.data.items.length === 0) {
    results = <p className={styles.muted}>{T.studentNone}</p>;
  } else {
    results = (
      <ul className={styles.results} aria-label={T.studentResults}>
        {students.data.items.map((student) => (
          <li key={student.studentId}>
            <Button
              variant="outline"
              size="sm"
              fullWidth
              onClick={() => {
                setChosenNm(student.studentNm);
                onChange(student);
              }}
            >
              {[student.studentNm, student.gradeYear ? gradeLabel(student.gradeYear) : null, student.schoolNm]
                .filter(Boolean)
                .join(' · ')}
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.stack}>
      <TextField
        label={T.studentSearch}
        placeholder={T.studentSearchPlaceholder}
        required
        autoComplete="off"
        value={typed}
        error={error}
        onChange={(event) => setTyped(event.target.value)}
      />
      {results}
    </div>
  );
}

/** 청구 합계: the lines less the discounts, recomputed as the office types (the server computes it again). */
function RunningTotal({ values }: { values: Pick<BillFormValues, 'items' | 'discounts'> }) {
  const totals = totalsOf(values.items ?? [], values.discounts ?? []);
  return (
    <section className={styles.total} aria-label={T.total} aria-live="polite">
      <div className={styles.totalLine}>
        <span>{T.subtotal}</span>
        <span>{formatWon(totals.subtotal)}</span>
      </div>
      <div className={styles.totalLine}>
        <span>{T.discount}</span>
        <span className={styles.minus}>{totals.discount > 0 ? `-${formatWon(totals.discount)}` : formatWon(0)}</span>
      </div>
      <div className={styles.totalLine}>
        <span className={styles.rowTitle}>{T.totalValue}</span>
        <span className={styles.totalBig}>{formatWon(totals.total)}</span>
      </div>
    </section>
  );
}

/** Where the server's field messages go: every line's and discount's own fields first, then the lists. */
function serverFields(values: BillFormValues): Path<BillFormValues>[] {
  const items = values.items.flatMap((_, index) =>
    (['kind', 'name', 'amount'] as const).map((key) => `items.${index}.${key}` as Path<BillFormValues>),
  );
  const discounts = values.discounts.flatMap((_, index) =>
    (['kind', 'amount', 'reason'] as const).map((key) => `discounts.${index}.${key}` as Path<BillFormValues>),
  );
  return [
    ...items,
    ...discounts,
    'studentId',
    'classId',
    'periodStart',
    'periodEnd',
    'title',
    'dueDate',
    'memo',
    'items',
    'discounts',
  ];
}

export type BillFormProps = {
  instId: string;
  mode: BillFormMode;
  initial: BillFormValues;
  /** The draft being edited (edit mode): the student, class and period it keeps. */
  draft?: BillDetailResponse['bill'];
  onSaved: (bill: BillDetailResponse['bill']) => void;
};

/**
 * /billCreate's form: for whom (student, optional class, period — fixed once made), the title and due
 * date, the lines (only the kinds 학원법 allows) and discounts with their reasons, a memo, and the
 * running total. 저장 keeps a draft; 저장 후 발송 saves, then shows the message cost and sends.
 */
export function BillForm({ instId, mode, initial, draft, onSaved }: BillFormProps) {
  const resolver = useMemo(() => billFormResolver(mode), [mode]);
  const form = useForm<BillFormValues, unknown, BillFormOutput>({ defaultValues: initial, resolver });
  const { errors } = form.formState;
  const items = useFieldArray({ control: form.control, name: 'items' });
  const discounts = useFieldArray({ control: form.control, name: 'discounts' });
  const watched = useWatch({ control: form.control }) as BillFormValues;
  const create = useCreateBill(instId);
  const update = useUpdateBill(instId, draft?.billId ?? '');
  const sendFlow = useSendBillsFlow(instId);
  const studentId = watched.studentId ?? '';
  // The classes the chosen student attends, as the search found them: the bill may name one.
  const [chosenClasses, setChosenClasses] = useState<BillingStudent['classes']>([]);
  const classOptions = chosenClasses.map((cls) => ({ value: cls.classId, label: cls.classNm }));
  const [busy, setBusy] = useState(false);

  const save = (send: boolean) =>
    form.handleSubmit(async (output) => {
      setBusy(true);
      try {
        const saved =
          mode === 'create'
            ? await create.mutateAsync(createBodyOf(output))
            : await update.mutateAsync(updateBodyOf(output));
        if (send) {
          const sent = await sendFlow.run([saved.bill.billId]);
          if (!sent) showToast(T.savedNotSent);
        } else {
          showToast(T.saved);
        }
        onSaved(saved.bill);
      } catch (error) {
        showServerError(error, form.setError, serverFields(form.getValues()));
      } finally {
        setBusy(false);
      }
    });

  const itemsError = errors.items?.root?.message ?? errors.items?.message;
  const discountsError = errors.discounts?.root?.message ?? errors.discounts?.message;

  return (
    <form className={screenStyles.form} onSubmit={save(false)} noValidate>
      {mode === 'create' ? (
        <Section title={T.student}>
          <div className={styles.stack}>
            <StudentPicker
              instId={instId}
              value={studentId}
              error={errors.studentId?.message}
              onChange={(chosen) => {
                form.setValue('studentId', chosen?.studentId ?? '', { shouldValidate: form.formState.isSubmitted });
                form.setValue('classId', null);
                setChosenClasses(chosen?.classes ?? []);
              }}
            />
            {studentId !== '' && (
              <Select
                label={T.class}
                placeholder={T.noClass}
                options={classOptions}
                error={errors.classId?.message}
                {...form.register('classId', {
                  setValueAs: (value: string | null) => value || null,
                  onChange: (event: { target: { value: string } }) => {
                    const cls = classOptions.find((option) => option.value === event.target.value);
                    if (cls && form.getValues('title').trim() === '') {
                      const title = billTitle({
                        classNm: cls.label,
                        month: form.getValues('periodStart').slice(0, 7),
                        prepaymentMonths: 1,
                        round: null,
                      });
                      form.setValue('title', title);
                    }
                  },
                })}
              />
            )}
            <div className={screenStyles.inline}>
              <TextField
                label={T.periodStart}
                type="date"
                required
                error={errors.periodStart?.message}
                {...form.register('periodStart')}
              />
              <TextField
                label={T.periodEnd}
                type="date"
                required
                error={errors.periodEnd?.message}
                {...form.register('periodEnd')}
              />
            </div>
          </div>
        </Section>
      ) : (
        draft && (
          <Section title={T.student}>
            <Facts>
              <dt>{T.student}</dt>
              <dd>{draft.studentNm}</dd>
              <dt>{BILLING_TEXTS.detail.class}</dt>
              <dd>{draft.classNm ?? T.noClass}</dd>
              <dt>{BILLING_TEXTS.detail.period}</dt>
              <dd>
                {BILLING_TEXTS.detail.periodValue(formatShortDate(draft.regStartDt), formatShortDate(draft.regEndDt))}
              </dd>
            </Facts>
            <p className={styles.muted}>{T.fixed}</p>
          </Section>
        )
      )}

      <TextField
        label={T.title}
        placeholder={T.titlePlaceholder}
        required
        maxLength={BILL_TITLE_MAX}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextField label={T.dueDate} type="date" required error={errors.dueDate?.message} {...form.register('dueDate')} />

      <Section>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{T.lines}</legend>
          {items.fields.map((field, index) => (
            // biome-ignore lint/a11y/useSemanticElements: one line of the bill inside the lines' fieldset
            <div key={field.id} className={styles.entry} role="group" aria-label={T.line(index)}>
              <Select
                label={T.lineKind}
                placeholder={false}
                options={ITEM_KIND_OPTIONS}
                error={errors.items?.[index]?.kind?.message}
                {...form.register(`items.${index}.kind`)}
              />
              <TextField
                label={T.lineName}
                placeholder={T.lineNamePlaceholder}
                maxLength={BILL_TITLE_MAX}
                error={errors.items?.[index]?.name?.message}
                {...form.register(`items.${index}.name`)}
              />
              <NumberInput
                control={form.control}
                name={`items.${index}.amount`}
                parse={digitsToNumber}
                label={T.lineAmount}
                required
                suffix={BILLING_TEXTS.common.won}
              />
              {items.fields.length > 1 && (
                <div className={styles.entryActions}>
                  <Button size="sm" variant="text" onClick={() => items.remove(index)}>
                    {T.removeLine(index)}
                  </Button>
                </div>
              )}
            </div>
          ))}
          {itemsError && (
            <p className={styles.fieldError} role="alert">
              {itemsError}
            </p>
          )}
          <Button
            variant="outline"
            size="sm"
            disabled={items.fields.length >= BILL_ITEMS_MAX}
            onClick={() => items.append(newItem())}
          >
            {T.addLine}
          </Button>
        </fieldset>
      </Section>

      <Section>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{T.discounts}</legend>
          {discounts.fields.length === 0 && <p className={styles.muted}>{T.noDiscounts}</p>}
          {discounts.fields.map((field, index) => (
            // biome-ignore lint/a11y/useSemanticElements: one discount inside the discounts' fieldset
            <div key={field.id} className={styles.entry} role="group" aria-label={T.discountLine(index)}>
              <Select
                label={T.discountKind}
                placeholder={false}
                options={DISCOUNT_KIND_OPTIONS}
                error={errors.discounts?.[index]?.kind?.message}
                {...form.register(`discounts.${index}.kind`)}
              />
              <NumberInput
                control={form.control}
                name={`discounts.${index}.amount`}
                parse={digitsToNumber}
                label={T.discountAmount}
                required
                suffix={BILLING_TEXTS.common.won}
              />
              <TextField
                label={T.discountReason}
                placeholder={T.discountReasonPlaceholder}
                required
                maxLength={DISCOUNT_REASON_MAX}
                error={errors.discounts?.[index]?.reason?.message}
                {...form.register(`discounts.${index}.reason`)}
              />
              <div className={styles.entryActions}>
                <Button size="sm" variant="text" onClick={() => discounts.remove(index)}>
                  {T.removeDiscount(index)}
                </Button>
              </div>
            </div>
          ))}
          {discountsError && (
            <p className={styles.fieldError} role="alert">
              {discountsError}
            </p>
          )}
          <Button
            variant="outline"
            size="sm"
            disabled={discounts.fields.length >= BILL_DISCOUNTS_MAX}
            onClick={() => discounts.append(newDiscount())}
          >
            {T.addDiscount}
          </Button>
        </fieldset>
      </Section>

      <TextArea
        label={T.memo}
        rows={3}
        maxLength={BILL_MEMO_MAX}
        error={errors.memo?.message}
        {...form.register('memo')}
      />

      <RunningTotal values={watched} />

      <ActionRow>
        <Button type="submit" variant="outline" loading={busy}>
          {T.save}
        </Button>
        <Button loading={busy} onClick={(event) => void save(true)(event)}>
          {T.saveAndSend}
        </Button>
      </ActionRow>
    </form>
  );
}
