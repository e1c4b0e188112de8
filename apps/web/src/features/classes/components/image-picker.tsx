import { CLASS_STOCK_IMAGES, CLASS_UPLOAD_SLOTS, type ClassStockImage } from '@academy/domain/class/class.constants';
import { classImageUrl } from '@academy/domain/class/class.schema';
import { acceptAttribute, isAllowedUpload, notAllowedUploadMessage } from '@academy/domain/uploads/uploads.rules';
import { useId, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button/button';
import { ProgressBar } from '../../../ui/progress-bar/progress-bar';
import screenStyles from '../../../ui/screen/screen.module.css';
import { useUploadClassImage } from '../api/upload-class-image';
import { CLASSES_TEXTS } from '../classes.texts';
import styles from './image-picker.module.css';

const T = CLASSES_TEXTS.wizard;

export type ImagePickerProps = {
  instId: string;
  stockImage: ClassStockImage | null;
  uploads: readonly (string | null)[];
  onStockImage: (image: ClassStockImage | null) => void;
  onUploads: (uploads: (string | null)[]) => void;
};

/**
 * The class's images: one of the 5 stock images (radio thumbnails), or up to 4 uploaded photos
 * (jpg, jpeg, png, heif, heic; checked again by the server). Uploading shows progress and clears the
 * stock choice; removing the last upload brings the stock images back.
 */
export function ImagePicker({ instId, stockImage, uploads, onStockImage, onUploads }: ImagePickerProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadClassImage(instId);
  const [error, setError] = useState<string | null>(null);
  const filled = uploads.filter(Boolean) as string[];
  const hasUploads = filled.length > 0;

  async function onFiles(files: FileList | null) {
    setError(null);
    const chosen = [...(files ?? [])].slice(0, CLASS_UPLOAD_SLOTS - filled.length);
    const next = [...filled];
    for (const file of chosen) {
      if (!isAllowedUpload(file.name, ['image'])) {
        setError(notAllowedUploadMessage(['image']));
        continue;
      }
      try {
        const stored = await upload.mutateAsync(file);
        next.push(stored.fileNm);
      } catch (failure) {
        setError(isApiError(failure) ? failure.message : null);
      }
    }
    onUploads(Array.from({ length: CLASS_UPLOAD_SLOTS }, (_, index) => next[index] ?? null));
    if (next.length > 0) onStockImage(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  function remove(index: number) {
    const next = filled.filter((_, other) => other !== index);
    onUploads(Array.from({ length: CLASS_UPLOAD_SLOTS }, (_, slot) => next[slot] ?? null));
  }

  return (
    <fieldset className={screenStyles.fieldset} aria-describedby={`${id}-hint`}>
      <legend className={screenStyles.legend}>{T.images}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {T.imagesHint}
      </p>
      {!hasUploads && (
        <div className={styles.stock} role="radiogroup" aria-label={T.images}>
          {CLASS_STOCK_IMAGES.map((image, index) => (
            <label key={image} className={styles.stockItem}>
              <input
                type="radio"
                name={`${id}-stock`}
                className={styles.radio}
                checked={stockImage === image}
                onChange={() => onStockImage(image)}
              />
              <img src={classImageUrl(instId, image)} alt={T.stockImage(index)} className={styles.thumb} />
            </label>
          ))}
        </div>
      )}
      {hasUploads && (
        <ul className={styles.uploads} aria-label={T.upload}>
          {filled.map((fileNm, index) => (
            <li key={fileNm} className={styles.uploadItem}>
              <img src={classImageUrl(instId, fileNm)} alt={T.uploadSlot(index)} className={styles.thumb} />
              <Button variant="text" size="sm" onClick={() => remove(index)} aria-label={T.removeUpload(index)}>
                삭제
              </Button>
            </li>
          ))}
        </ul>
      )}
      {upload.isPending && <ProgressBar label={T.uploading} />}
      {error && (
        <p className={screenStyles.fieldError} role="alert">
          {error}
        </p>
      )}
      <input
        ref={fileInput}
        id={`${id}-file`}
        type="file"
        accept={acceptAttribute(['image'])}
        multiple
        className={styles.file}
        onChange={(event) => void onFiles(event.target.files)}
        disabled={filled.length >= CLASS_UPLOAD_SLOTS || upload.isPending}
      />
      <Button
        variant="outline"
        onClick={() => fileInput.current?.click()}
        disabled={filled.length >= CLASS_UPLOAD_SLOTS || upload.isPending}
        loading={upload.isPending}
      >
        {filled.length >= CLASS_UPLOAD_SLOTS ? T.uploadsFull : T.upload}
      </Button>
    </fieldset>
  );
}
