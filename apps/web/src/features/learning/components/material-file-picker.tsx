import { fileSizeLabel, MATERIAL_FILES_MAX } from '@academy/domain/materials/materials.rules';
import type { MaterialFileView } from '@academy/domain/materials/materials.schema';
import { UPLOAD_PURPOSE_RULES } from '@academy/domain/uploads/uploads.purposes';
import { FilePicker } from '../../../lib/forms/file-picker';
import { uploadMaterialFile } from '../api/upload-material-file';
import { LEARNING_TEXTS } from '../learning.texts';

const T = LEARNING_TEXTS.write;
const KINDS = UPLOAD_PURPOSE_RULES['study-material'].kinds;
const TEXTS = {
  count: (count: number) => T.fileCount(count),
  remove: T.removeFile,
  removeShort: T.removeFileShort,
  uploading: T.uploading,
};

const viewOf = (file: MaterialFileView) => ({
  key: file.fileId,
  name: file.originalNm,
  meta: `${LEARNING_TEXTS.kinds[file.kind]} · ${fileSizeLabel(file.sizeBytes)}`,
});

/**
 * The files of a material, through the one picker of lib/forms with the `study-material` purpose's
 * allow-lists; the server checks every file again.
 */
export function MaterialFilePicker({
  instId,
  files,
  onChange,
  onBusyChange,
  error,
}: {
  instId: string;
  files: readonly MaterialFileView[];
  onChange: (files: MaterialFileView[]) => void;
  /** Told when an upload starts and when the last one ends (the form waits for them before it is sent). */
  onBusyChange?: (busy: boolean) => void;
  error?: string | null;
}) {
  return (
    <FilePicker
      label={T.files}
      hint={T.filesHint}
      addLabel={T.addFiles}
      kinds={KINDS}
      max={MATERIAL_FILES_MAX}
      files={files}
      onChange={onChange}
      upload={(file, onProgress) => uploadMaterialFile(instId, file, { onProgress })}
      view={viewOf}
      texts={TEXTS}
      onBusyChange={onBusyChange}
      error={error}
    />
  );
}
