import type { FeedFileView } from '@academy/domain/feed/feed.schema';
import { Link } from 'react-router';
import { FEED_TEXTS } from '../feed.texts';
import styles from './feed.module.css';

const T = FEED_TEXTS.card;

/** Where a photo opens: the viewer, at that photo. */
export const viewerPath = (boardId: string, index: number) =>
  `/feedImgView?${new URLSearchParams({ boardId, index: String(index) })}`;

export type BoardMediaProps = {
  boardId: string;
  media: readonly FeedFileView[];
  /** Show at most this many (the rest as "+n" on the last). */
  max?: number;
};

/**
 * A post's photos and videos: each photo its phone-sized copy, loaded only when it nears the screen
 * (loading="lazy"), with its size reserved so nothing jumps; a photo opens the viewer; a video plays
 * in place and loads nothing until played.
 */
export function BoardMedia({ boardId, media, max = media.length }: BoardMediaProps) {
  if (media.length === 0) return null;
  const shown = media.slice(0, max);
  const photos = media.filter((file) => file.kind === 'image');
  return (
    <ul className={[styles.media, shown.length === 1 ? styles.mediaOne : ''].join(' ')}>
      {shown.map((file, index) => {
        const rest = index === shown.length - 1 ? media.length - shown.length : 0;
        if (file.kind !== 'image')
          return (
            <li key={file.fileNm} className={styles.mediaItem}>
              {/* biome-ignore lint/a11y/useMediaCaption: teachers' short clips have no captions */}
              <video className={styles.video} src={file.url} controls preload="none" aria-label={T.video(index)} />
            </li>
          );
        const photoIndex = photos.indexOf(file);
        return (
          <li key={file.fileNm} className={styles.mediaItem}>
            <Link to={viewerPath(boardId, photoIndex)} className={styles.mediaButton}>
              <img
                className={styles.photo}
                src={file.phoneUrl ?? file.url}
                alt={T.photo(photoIndex, photos.length)}
                loading="lazy"
                decoding="async"
                width={file.width ?? undefined}
                height={file.height ?? undefined}
              />
              {rest > 0 && (
                <span className={styles.moreOverlay} aria-hidden="true">
                  {T.morePhotos(rest)}
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** A post's documents, each a download. */
export function BoardFiles({ files }: { files: readonly FeedFileView[] }) {
  if (files.length === 0) return null;
  return (
    <ul className={styles.files} aria-label={T.files}>
      {files.map((file) => (
        <li key={file.fileNm}>
          <a className={styles.fileLink} href={file.url} download={file.originalNm}>
            {file.originalNm}
          </a>
        </li>
      ))}
    </ul>
  );
}
