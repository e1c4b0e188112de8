import { todayBusinessDate } from '@academy/domain/format/format.business-date';
import { formatDate } from '@academy/domain/format/format.date';
import { MEMO_CONTENT_MAX, type MemoBody, type MemoView, memoBody } from '@academy/domain/students/students.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showRefusal, showServerError } from '../../../lib/forms/server-errors';
import { confirmModal } from '../../../lib/modal';
import { ActionRow } from '../../../ui/action-row/action-row';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Notice } from '../../../ui/notice/notice';
import { Section, SectionHeader } from '../../../ui/section/section';
import { TextArea } from '../../../ui/text-area/text-area';
import { TextField } from '../../../ui/text-field/text-field';
import { useChangeMemo, useMemos } from '../api/memos';
import styles from '../components/students.module.css';
import { LoadFailed, Loading, StudentsGate } from '../components/students-gate';
import { StudentsScreen } from '../components/students-screen';
import { WithStudent } from '../components/with-student';
import type { StudentsAccess } from '../lib/use-students-access';
import { STUDENTS_TEXTS } from '../students.texts';

const T = STUDENTS_TEXTS.memo;

function MemoForm({
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  initial: MemoBody;
  submitLabel: string;
  onSave: (body: MemoBody) => Promise<void>;
  onCancel?: () => void;
}) {
  const form = useForm<MemoBody>({ resolver: zodResolver(memoBody), defaultValues: initial });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      if (!onCancel) form.reset({ memoDate: values.memoDate, content: '' });
    } catch (error) {
      showServerError(error, form.setError, ['memoDate', 'content']);
    }
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField label={T.date} type="date" required error={errors.memoDate?.message} {...form.register('memoDate')} />
      <TextArea
        label={T.content}
        placeholder={T.contentPlaceholder}
        rows={4}
        maxLength={MEMO_CONTENT_MAX}
        required
        error={errors.content?.message}
        {...form.register('content')}
      />
      <ActionRow>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {STUDENTS_TEXTS.common.cancel}
          </Button>
        )}
        <Button type="submit" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </ActionRow>
    </form>
  );
}

function Memos({ access, studentId, studentNm }: { access: StudentsAccess; studentId: string; studentNm: string }) {
  const memos = useMemos(access.instId, studentId);
  const change = useChangeMemo(access.instId, studentId);
  const [editing, setEditing] = useState<string | null>(null);

  async function remove(memo: MemoView) {
    if ((await confirmModal({ contents: T.deleteConfirm })) !== 'yes') return;
    await change.mutateAsync({ kind: 'delete', memoId: memo.memoId }).catch(showRefusal);
  }

  return (
    <>
      {memos.data?.canWrite === false ? (
        <Notice>{T.readOnly}</Notice>
      ) : (
        <Section title={`${studentNm} · ${T.add}`}>
          <p className={styles.intro}>{T.staffOnly}</p>
          <MemoForm
            initial={{ memoDate: todayBusinessDate(), content: '' }}
            submitLabel={T.add}
            onSave={async (body) => {
              await change.mutateAsync({ kind: 'add', body });
            }}
          />
        </Section>
      )}
      {memos.isPending ? (
        <Loading />
      ) : memos.isError ? (
        <LoadFailed onRetry={() => void memos.refetch()} />
      ) : memos.data.memos.length === 0 ? (
        <EmptyState title={T.empty} description={T.emptyHint} />
      ) : (
        <ul className={styles.timeline} aria-label={T.listLabel}>
          {memos.data.memos.map((memo) => (
            <li key={memo.memoId} className={styles.timelineItem}>
              {editing === memo.memoId ? (
                <MemoForm
                  initial={{ memoDate: memo.memoDate, content: memo.content }}
                  submitLabel={T.save}
                  onCancel={() => setEditing(null)}
                  onSave={async (body) => {
                    await change.mutateAsync({ kind: 'edit', memoId: memo.memoId, body });
                    setEditing(null);
                  }}
                />
              ) : (
                <>
                  <p className={styles.timelineTitle}>{formatDate(memo.memoDate)}</p>
                  <p className={styles.intro}>{memo.content}</p>
                  <SectionHeader>
                    <span className={styles.meta}>{T.by(memo.authorNm)}</span>
                    {memo.editable && (
                      <span className={styles.meta}>
                        <Button variant="text" size="sm" onClick={() => setEditing(memo.memoId)}>
                          {T.edit}
                        </Button>
                        <Button variant="text" size="sm" onClick={() => void remove(memo)}>
                          {T.delete}
                        </Button>
                      </span>
                    )}
                  </SectionHeader>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** StudentMemo (?studentId=): dated notes only staff see. */
export function StudentMemoPage() {
  return (
    <StudentsScreen screen="StudentMemo" fallbackTitle="원생 메모" narrow>
      <StudentsGate need="view">
        {(access) => (
          <WithStudent access={access}>
            {(student) => <Memos access={access} studentId={student.studentId} studentNm={student.studentNm} />}
          </WithStudent>
        )}
      </StudentsGate>
    </StudentsScreen>
  );
}
