import { formatDateTime } from '@academy/domain/format/format.date';
import type { SubmissionView } from '@academy/domain/homework/homework.schema';
import { HOMEWORK_TEXTS } from '../homework.texts';
import { Attachments } from './attachments';
import styles from './homework.module.css';

const T = HOMEWORK_TEXTS.manage;

/** One version handed in: when and by whom, its text and files, and the teacher's check of it. */
export function SubmissionBody({ submission, label }: { submission: SubmissionView; label: string }) {
  return (
    <>
      <p className={styles.meta}>
        {T.submittedAt(formatDateTime(new Date(submission.submittedAt)), submission.late)}
        {submission.version > 1 && ` · ${T.version(submission.version)}`}
        {submission.submittedByRole === 'PARENT' && ` · ${T.byParent(submission.submittedByNm)}`}
      </p>
      {submission.text && <p className={styles.text}>{submission.text}</p>}
      <Attachments files={submission.files} label={label} />
      {submission.checkResult && (
        <p className={styles.comment}>
          <strong>{T.checked(HOMEWORK_TEXTS.checkResults[submission.checkResult], submission.checkedByNm)}</strong>
          {submission.checkComment ? `\n${submission.checkComment}` : ''}
        </p>
      )}
    </>
  );
}
