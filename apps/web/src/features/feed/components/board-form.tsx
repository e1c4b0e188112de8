import { BOARD_CONTENT_MAX, BOARD_FILES_MAX, BOARD_MEDIA_MAX } from '@academy/domain/feed/feed.rules';
import type { BoardCard, FeedFileView } from '@academy/domain/feed/feed.schema';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Select } from '../../../ui/select/select';
import { TextArea } from '../../../ui/text-area/text-area';
import { useCreateBoard, useCreatePersonalBoard, useEditBoard } from '../api/board-mutations';
import { useWriteOptions } from '../api/get-write-options';
import { FEED_TEXTS } from '../feed.texts';
import { boardPath } from './board-card';
import styles from './feed.module.css';
import { FilePicker } from './file-picker';
import { TagPicker } from './tag-picker';

const T = FEED_TEXTS.write;

export type BoardFormProps = {
  inst: ChosenAcademy;
  kind: 'class' | 'personal';
  /** Editing this post (its class, or its 알림장's student, stays). */
  editing?: BoardCard;
};

/**
 * Writing or editing a class post (class, tagged students, text, photos and videos, files) or a
 * 알림장 (one student, text, files). Field errors from the server show under their fields.
 */
export function BoardForm({ inst, kind, editing }: BoardFormProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [classId, setClassId] = useState(editing?.classId ?? params.get('classId') ?? '');
  const [studentId, setStudentId] = useState(
    editing?.kind === 'personal' ? (editing.tagList[0]?.studentId ?? '') : (params.get('studentId') ?? ''),
  );
  const [content, setContent] = useState(editing?.content ?? '');
  const [media, setMedia] = useState<FeedFileView[]>(editing?.feedImage ?? []);
  const [files, setFiles] = useState<FeedFileView[]>(editing?.feedFile ?? []);
  const [tags, setTags] = useState<string[]>(editing?.tagList.map((tag) => tag.studentId) ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState({ media: false, files: false });
  const options = useWriteOptions(inst.instId, {
    classId: classId || undefined,
    boardId: editing?.kind === 'class' ? editing.boardId : undefined,
  });
  const create = useCreateBoard(inst.instId);
  const personal = useCreatePersonalBoard(inst.instId);
  const edit = useEditBoard(inst.instId, editing?.boardId ?? '');
  const pending = create.isPending || personal.isPending || edit.isPending;
  const students = [...(options.data?.selectedUsers ?? []), ...(options.data?.unselectedUsers ?? [])].sort((a, b) =>
    a.studentNm.localeCompare(b.studentNm, 'ko'),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    const common = { content, feedImage: media.map((file) => file.fileNm), feedFile: files.map((file) => file.fileNm) };
    try {
      const saved = editing
        ? await edit.mutateAsync(kind === 'class' ? { ...common, tagList: tags } : common)
        : kind === 'class'
          ? await create.mutateAsync({ ...common, classId, tagList: tags })
          : await personal.mutateAsync({ ...common, studentId });
      showToast(editing ? T.editedDone : T.posted);
      navigate(boardPath(saved.boardId), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.hasFieldErrors) setErrors(error.fields ?? {});
      else setFailure(isApiError(error) ? error.message : null);
    }
  }

  const fieldError = (prefix: string) =>
    Object.entries(errors).find(([key]) => key === prefix || key.startsWith(`${prefix}.`))?.[1];

  return (
    <form className={screenStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      {editing ? (
        editing.classNm && <p className={styles.meta}>{editing.classNm}</p>
      ) : (
        <Select
          label={T.classLabel}
          required
          value={classId}
          placeholder={T.classPlaceholder}
          options={(options.data?.classes ?? []).map((item) => ({ value: item.classId, label: item.classNm }))}
          onChange={(event) => {
            setClassId(event.target.value);
            setTags([]);
            if (kind === 'personal') setStudentId('');
          }}
          error={fieldError('classId')}
        />
      )}
      {kind === 'personal' && !editing && (
        <Select
          label={T.studentLabel}
          required
          value={studentId}
          options={students.map((student) => ({ value: student.studentId, label: student.studentNm }))}
          onChange={(event) => setStudentId(event.target.value)}
          error={fieldError('studentId')}
          disabled={!classId}
        />
      )}
      {kind === 'personal' && editing && <p className={styles.meta}>{editing.tagList[0]?.studentNm}</p>}
      {kind === 'class' && classId && <TagPicker students={students} value={tags} onChange={setTags} />}
      {fieldError('tagList') && (
        <p className={screenStyles.fieldError} role="alert">
          {fieldError('tagList')}
        </p>
      )}
      <TextArea
        label={T.content}
        value={content}
        maxLength={BOARD_CONTENT_MAX}
        rows={6}
        placeholder={kind === 'class' ? T.contentPlaceholder : T.personalPlaceholder}
        onChange={(event) => setContent(event.target.value)}
        error={fieldError('content')}
      />
      <FilePicker
        instId={inst.instId}
        label={T.media}
        hint={T.mediaHint}
        addLabel={T.addMedia}
        kinds={['image', 'media']}
        max={BOARD_MEDIA_MAX}
        files={media}
        onChange={setMedia}
        onBusyChange={(busy) => setUploading((now) => ({ ...now, media: busy }))}
      />
      {fieldError('feedImage') && (
        <p className={screenStyles.fieldError} role="alert">
          {fieldError('feedImage')}
        </p>
      )}
      <FilePicker
        instId={inst.instId}
        label={T.files}
        hint={T.filesHint}
        addLabel={T.addFiles}
        kinds={['document']}
        max={BOARD_FILES_MAX}
        files={files}
        onChange={setFiles}
        onBusyChange={(busy) => setUploading((now) => ({ ...now, files: busy }))}
      />
      {failure && (
        <p className={screenStyles.fieldError} role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" fullWidth loading={pending} disabled={uploading.media || uploading.files}>
        {editing ? T.submitEdit : T.submit}
      </Button>
    </form>
  );
}
