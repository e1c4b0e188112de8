import type { FeedFileView } from '@academy/domain/feed/feed.schema';
import type { UploadKind } from '@academy/domain/uploads/uploads.rules';
import { FilePicker as UploadPicker } from '../../../lib/forms/file-picker';
import { uploadFeedFile } from '../api/upload-feed-file';
import { FEED_TEXTS } from '../feed.texts';

const T = FEED_TEXTS.write;
const TEXTS = { count: T.mediaCount, remove: T.remove, removeShort: '삭제', uploading: T.uploading };

export type FilePickerProps = {
  instId: string;
  label: string;
  hint?: string;
  addLabel: string;
  kinds: readonly UploadKind[];
  max: number;
  files: readonly FeedFileView[];
  onChange: (files: FeedFileView[]) => void;
  /** Told when an upload starts and when the last one ends (the form waits for them before it is sent). */
  onBusyChange?: (busy: boolean) => void;
};

const viewOf = (file: FeedFileView) => ({
  key: file.fileNm,
  name: file.originalNm,
  thumbUrl: file.kind === 'image' ? (file.phoneUrl ?? file.url) : null,
});

/** Photos, videos or documents of a post or a comment, through the one picker of lib/forms. */
export function FilePicker({ instId, ...props }: FilePickerProps) {
  return (
    <UploadPicker
      {...props}
      upload={(file, onProgress) => uploadFeedFile(instId, file, { onProgress })}
      view={viewOf}
      texts={TEXTS}
    />
  );
}
