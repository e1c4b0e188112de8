import type { HomeworkFileView } from '@academy/domain/homework/homework.schema';
import type { UploadKind } from '@academy/domain/uploads/uploads.rules';
import { FilePicker as UploadPicker } from '../../../lib/forms/file-picker';
import { type HomeworkUploadTarget, uploadHomeworkFile } from '../api/upload-homework-file';
import { HOMEWORK_TEXTS } from '../homework.texts';

const T = HOMEWORK_TEXTS.files;

export type FilePickerProps = {
  instId: string;
  target: HomeworkUploadTarget;
  label: string;
  hint?: string;
  addLabel: string;
  kinds: readonly UploadKind[];
  max: number;
  files: readonly HomeworkFileView[];
  onChange: (files: HomeworkFileView[]) => void;
  /** Told when an upload starts and when the last one ends (the form waits for them before it is sent). */
  onBusyChange?: (busy: boolean) => void;
  error?: string;
};

const viewOf = (file: HomeworkFileView) => ({
  key: file.fileNm,
  name: file.originalNm,
  thumbUrl: file.kind === 'image' ? (file.phoneUrl ?? file.url) : null,
});

/** Photos, videos or documents of an assignment or a hand-in, through the one picker of lib/forms. */
export function FilePicker({ instId, target, ...props }: FilePickerProps) {
  return (
    <UploadPicker
      {...props}
      upload={(file, onProgress) => uploadHomeworkFile(instId, target, file, { onProgress })}
      view={viewOf}
      texts={T}
    />
  );
}
