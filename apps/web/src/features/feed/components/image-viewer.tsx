import type { FeedFileView } from '@academy/domain/feed/feed.schema';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { FEED_TEXTS } from '../feed.texts';
import styles from './feed.module.css';

const T = FEED_TEXTS.viewer;
const MIN_ZOOM = 1;
const MAX_ZOOM = 3;
/** A horizontal drag longer than this (px) turns the page. */
const SWIPE_PX = 50;

export type ImageViewerProps = {
  photos: readonly FeedFileView[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
};

/**
 * A post's photos, one at a time on black: swipe or ←/→ to turn, double-tap or +/− to zoom (and drag
 * to look around when zoomed), Escape or 닫기 to leave. Each photo is its phone-sized copy; 원본 보기
 * opens the file as uploaded.
 */
export function ImageViewer({ photos, index, onIndex, onClose }: ImageViewerProps) {
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const start = useRef<{ x: number; y: number; offset: { x: number; y: number } } | null>(null);
  const stage = useRef<HTMLButtonElement>(null);
  const photo = photos[index];

  useEffect(() => stage.current?.focus(), []);

  const turn = (step: number) => {
    const next = index + step;
    if (next < 0 || next >= photos.length) return;
    setZoom(MIN_ZOOM);
    setOffset({ x: 0, y: 0 });
    onIndex(next);
  };
  const zoomTo = (level: number) => {
    setZoom(Math.min(Math.max(level, MIN_ZOOM), MAX_ZOOM));
    if (level <= 1) setOffset({ x: 0, y: 0 });
  };

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') turn(-1);
    else if (event.key === 'ArrowRight') turn(1);
    else if (event.key === 'Escape') onClose();
    else if (event.key === '+' || event.key === '=') zoomTo(zoom + 1);
    else if (event.key === '-') zoomTo(zoom - 1);
    else return;
    event.preventDefault();
  }
  function onPointerDown(event: PointerEvent) {
    start.current = { x: event.clientX, y: event.clientY, offset };
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
  }
  function onPointerMove(event: PointerEvent) {
    if (!start.current || zoom === 1) return;
    setOffset({
      x: start.current.offset.x + event.clientX - start.current.x,
      y: start.current.offset.y + event.clientY - start.current.y,
    });
  }
  function onPointerUp(event: PointerEvent) {
    const from = start.current;
    start.current = null;
    if (!from || zoom !== 1) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) > SWIPE_PX) turn(dx < 0 ? 1 : -1);
  }

  return (
    <div className={styles.viewer} role="dialog" aria-modal="true" aria-label={T.title}>
      <div className={styles.viewerBar}>
        <button type="button" className={styles.viewerButton} onClick={onClose}>
          {T.close}
        </button>
        <span aria-live="polite">{photos.length > 0 ? T.position(index, photos.length) : T.empty}</span>
        {photo && (
          <a className={styles.viewerButton} href={photo.url} target="_blank" rel="noreferrer">
            {T.original}
          </a>
        )}
      </div>
      <button
        ref={stage}
        type="button"
        className={styles.viewerStage}
        aria-label={T.stage}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onDoubleClick={() => zoomTo(zoom === 1 ? 2 : 1)}
        onWheel={(event) => zoomTo(zoom + (event.deltaY < 0 ? 1 : -1))}
      >
        {photo && (
          <img
            className={styles.viewerImage}
            src={photo.phoneUrl ?? photo.url}
            alt={FEED_TEXTS.card.photo(index, photos.length)}
            draggable={false}
            style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoom})` }}
          />
        )}
      </button>
      <div className={styles.viewerBar}>
        <button type="button" className={styles.viewerButton} onClick={() => turn(-1)} disabled={index === 0}>
          {T.prev}
        </button>
        <button
          type="button"
          className={styles.viewerButton}
          onClick={() => zoomTo(zoom - 1)}
          disabled={zoom === MIN_ZOOM}
        >
          {T.zoomOut}
        </button>
        <button
          type="button"
          className={styles.viewerButton}
          onClick={() => zoomTo(zoom + 1)}
          disabled={zoom === MAX_ZOOM}
        >
          {T.zoomIn}
        </button>
        <button
          type="button"
          className={styles.viewerButton}
          onClick={() => turn(1)}
          disabled={index >= photos.length - 1}
        >
          {T.next}
        </button>
      </div>
    </div>
  );
}
