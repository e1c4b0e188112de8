import { SUBMISSION_FILES_MAX, SUBMISSION_TEXT_MAX } from '@academy/domain/homework/homework.rules';
import { type HomeworkDetail, type HomeworkFileView, submitBody } from '@academy/domain/homework/homework.schema';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { alreadyReported } from '../../../lib/forms/server-errors';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section } from '../../../ui/section/section';
import { TextArea } from '../../../ui/text-area/text-area';
import { useHomework } from '../api/get-homework';
import { useSubmitHomework } from '../api/homework-mutations';
import { FilePicker } from '../components/file-picker';
import styles from '../components/homework.module.css';
import { familyStates, HomeworkScreen } from '../components/homework-screen';
import { HOMEWORK_TEXTS } from '../homework.texts';
import { formatDue } from '../lib/homework-time';

const T = HOMEWORK_TEXTS.submit;
const { Loading, QueryFailed } = familyStates;

function SubmitForm({ inst, homework }: { inst: ChosenAcademy; homework: HomeworkDetail }) {
  const navigate = useNavigate();
  const student = homework.student;
  const submit = useSubmitHomework(inst.instId, homework.homeworkId);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<HomeworkFileView[]>([]);
  const [files, setFiles] = useState<HomeworkFileView[]>([]);
  const [uploading, setUploading] = useState({ photos: false, files: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  if (!student) return <familyStates.NotFoundState />;
  const studentId = student.studentId;
  const revision = student.status === 'revision' ? student.submission?.checkComment : null;
  const again = student.submissionCnt > 0;

  async function send(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    const parsed = submitBody.safeParse({
      studentId,
      text,
      files: [...photos, ...files].map((file) => file.fileNm),
    });
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      setErrors({ [String(first?.path[0] ?? 'text')]: first?.message ?? '' });
      return;
    }
    try {
      await submit.mutateAsync(parsed.data);
      showToast(T.sent);
      navigate(
        `/v3/homework/detail/${encodeURIComponent(homework.homeworkId)}?studentId=${encodeURIComponent(studentId)}`,
        { replace: true },
      );
    } catch (error) {
      if (isApiError(error) && error.hasFieldErrors) {
        const [key, message] = Object.entries(error.fields ?? {})[0] ?? [];
        if (key && message) setErrors({ [key.split('.')[0] as string]: message });
      } else if (!alreadyReported(error)) setFailure(isApiError(error) ? error.message : null);
    }
  }

  if (!student.maySubmit) return <EmptyState title={T.closed} />;
  return (
    <>
      <Section title={homework.title}>
        <p className={styles.meta}>
          {student.studentNm} · {HOMEWORK_TEXTS.common.due(formatDue(homework.dueAt))}
        </p>
        {homework.instructions && <p className={styles.text}>{homework.instructions}</p>}
      </Section>
      {revision && (
        <Section title={T.revisionTitle}>
          <p className={styles.comment}>{revision}</p>
        </Section>
      )}
      <form
        className={screenStyles.form}
        onSubmit={(event) => void send(event)}
        noValidate
        aria-label={T.forWhom(student.studentNm)}
      >
        <TextArea
          label={T.text}
          value={text}
          rows={6}
          maxLength={SUBMISSION_TEXT_MAX}
          placeholder={T.textPlaceholder}
          onChange={(event) => setText(event.target.value)}
          error={errors.text}
        />
        <FilePicker
          instId={inst.instId}
          target="submission"
          label={T.photos}
          hint={T.photosHint}
          addLabel={T.addPhotos}
          kinds={['image']}
          max={SUBMISSION_FILES_MAX - files.length}
          files={photos}
          onChange={setPhotos}
          onBusyChange={(busy) => setUploading((now) => ({ ...now, photos: busy }))}
        />
        <FilePicker
          instId={inst.instId}
          target="submission"
          label={T.files}
          hint={T.filesHint}
          addLabel={T.addFiles}
          kinds={['media', 'document']}
          max={SUBMISSION_FILES_MAX - photos.length}
          files={files}
          onChange={setFiles}
          onBusyChange={(busy) => setUploading((now) => ({ ...now, files: busy }))}
          error={errors.files}
        />
        {failure && (
          <p className={screenStyles.fieldError} role="alert">
            {failure}
          </p>
        )}
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={submit.isPending}
          disabled={uploading.photos || uploading.files}
        >
          {again ? T.resend : T.send}
        </Button>
      </form>
    </>
  );
}

function Submit({ inst, homeworkId }: { inst: ChosenAcademy; homeworkId: string }) {
  const studentId = useSearchParams()[0].get('studentId') ?? undefined;
  const homework = useHomework(inst.instId, homeworkId, studentId);
  if (homework.isPending) return <Loading />;
  if (homework.isError) return <QueryFailed error={homework.error} onRetry={() => void homework.refetch()} />;
  return <SubmitForm inst={inst} homework={homework.data} />;
}

/** /v3/homework/submit/:homeworkId: a student (or their parent for them) hands in text, photos and files. */
export function HomeworkSubmitPage() {
  const homeworkId = useParams().homeworkId ?? '';
  return (
    <HomeworkScreen screen="homeworkSubmit" fallbackTitle="숙제 제출" width="md">
      {(inst) => <Submit key={homeworkId} inst={inst} homeworkId={homeworkId} />}
    </HomeworkScreen>
  );
}
