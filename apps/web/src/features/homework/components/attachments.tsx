import type { HomeworkFileView } from '@academy/domain/homework/homework.schema';
import { useState } from 'react';
import { ImageViewer } from '../../../ui/image-viewer/image-viewer';
import { HOMEWORK_TEXTS } from '../homework.texts';
import styles from './homework.module.css';

const T = HOMEWORK_TEXTS.files;

/**
 * An assignment's or a hand-in's files: photos as thumbnails (phone-sized copies, loaded lazily) that
 * open the shared image viewer at that photo, other files as links that download them.
 */
export function Attachments({ files, label = T.attachments }: { files: readonly HomeworkFileView[]; label?: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const photos = files.filter((file) => file.kind === 'image');
  const others = files.filter((file) => file.kind !== 'image');
  if (files.length === 0) return null;
  return (
    <div className={styles.attachments}>
      {photos.length > 0 && (
        <ul className={styles.photos} aria-label={label}>
          {photos.map((photo, index) => (
            <li key={photo.fileNm}>
              <button
                type="button"
                className={styles.photoButton}
                aria-label={T.photo(photo.originalNm)}
                onClick={() => setOpen(index)}
              >
                <img
                  className={styles.photo}
                  src={photo.phoneUrl ?? photo.url}
                  alt=""
                  loading="lazy"
                  width={photo.width ?? undefined}
                  height={photo.height ?? undefined}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <ul className={styles.fileLinks} aria-label={photos.length > 0 ? undefined : label}>
          {others.map((file) => (
            <li key={file.fileNm}>
              <a
                href={file.url}
                download={file.originalNm}
                className={styles.fileLink}
                aria-label={T.download(file.originalNm)}
              >
                <span className={styles.uploadName}>{file.originalNm}</span>
                <span className={styles.meta}>{T.size(file.sizeBytes)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {open !== null && (
        <ImageViewer
          label={T.viewer}
          images={photos.map((photo) => ({
            src: photo.phoneUrl ?? photo.url,
            alt: photo.originalNm,
            originalUrl: photo.url,
          }))}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
