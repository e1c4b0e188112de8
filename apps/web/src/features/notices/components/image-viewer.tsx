import type { NoticeAttachment } from '@academy/domain/notice/notice.schema';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { NOTICES_TEXTS } from '../notices.texts';
import styles from './notices.module.css';

const T = NOTICES_TEXTS.imageView;

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;
/** A horizontal move this long (px) turns the page. */
const SWIPE_PX = 50;

const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/**
 * The pictures of a notice, one at a time over the whole screen: swipe or the arrow keys (← →) to
 * turn, double-tap (or double-click), pinch, Ctrl+wheel or the buttons to zoom, drag to move a zoomed
 * picture, Escape to close. The position is announced.
 */
export function ImageViewer({
  images,
  index,
  onIndexChange,
  onClose,
}: {
  images: readonly NoticeAttachment[];
  index: number;
  onIndexChange: (next: number) => void;
  onClose: () => void;
}) {
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const stage = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const start = useRef<{ x: number; y: number; distance: number; zoom: number; offset: { x: number; y: number } }>({
    x: 0,
    y: 0,
    distance: 0,
    zoom: 1,
    offset: { x: 0, y: 0 },
  });
  const total = images.length;
  const image = images[index];

  const go = (next: number) => {
    if (next < 0 || next >= total) return;
    setZoom(1);
    setOffset({ x: 0, y: 0 });
    onIndexChange(next);
  };
  const zoomTo = (next: number) => {
    const clamped = clampZoom(next);
    setZoom(clamped);
    if (clamped === 1) setOffset({ x: 0, y: 0 });
  };

  useEffect(() => stage.current?.focus(), []);

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      setZoom((current) => clampZoom(current * (event.deltaY < 0 ? 1.2 : 1 / 1.2)));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    start.current = { x: event.clientX, y: event.clientY, distance: spread(), zoom, offset };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2 && start.current.distance > 0) {
      zoomTo(start.current.zoom * (spread() / start.current.distance));
    } else if (pointers.current.size === 1 && zoom > 1) {
      setOffset({
        x: start.current.offset.x + (event.clientX - start.current.x),
        y: start.current.offset.y + (event.clientY - start.current.y),
      });
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const wasPinch = pointers.current.size > 1;
    pointers.current.delete(event.pointerId);
    if (wasPinch || zoom > 1) return;
    const moved = event.clientX - start.current.x;
    if (moved <= -SWIPE_PX) go(index + 1);
    else if (moved >= SWIPE_PX) go(index - 1);
  };

  return (
    <div className={styles.viewer} role="dialog" aria-modal="true" aria-label={T.label}>
      <div className={styles.viewerBar}>
        <span aria-live="polite">{T.position(index + 1, total)}</span>
        <button type="button" className={styles.viewerButton} onClick={onClose}>
          {T.close}
        </button>
      </div>
      <div
        ref={stage}
        className={styles.viewerStage}
        // The stage takes the keys (arrows turn, +/− zoom, Escape closes) and the pointer's gestures.
        role="application"
        aria-roledescription={T.label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the picture takes the focus so its keys (turn, zoom) work
        tabIndex={0}
        aria-describedby="notice-viewer-hint"
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') go(index + 1);
          else if (event.key === 'ArrowLeft') go(index - 1);
          else if (event.key === 'Escape') onClose();
          else if (event.key === '+' || event.key === '=') zoomTo(zoom + 0.5);
          else if (event.key === '-') zoomTo(zoom - 0.5);
          else return;
          event.preventDefault();
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={(event) => pointers.current.delete(event.pointerId)}
        onDoubleClick={() => zoomTo(zoom > 1 ? 1 : 2)}
      >
        {image ? (
          <img
            src={image.url}
            alt={NOTICES_TEXTS.view.imageAlt(index + 1, total)}
            draggable={false}
            style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoom})` }}
          />
        ) : (
          <p>{T.none}</p>
        )}
      </div>
      <p id="notice-viewer-hint" className={styles.viewerHint}>
        {T.hint}
      </p>
      <div className={styles.viewerControls}>
        <button type="button" className={styles.viewerButton} disabled={index <= 0} onClick={() => go(index - 1)}>
          {T.prev}
        </button>
        <button
          type="button"
          className={styles.viewerButton}
          disabled={zoom <= MIN_ZOOM}
          onClick={() => zoomTo(zoom - 0.5)}
        >
          {T.zoomOut}
        </button>
        <button
          type="button"
          className={styles.viewerButton}
          disabled={zoom >= MAX_ZOOM}
          onClick={() => zoomTo(zoom + 0.5)}
        >
          {T.zoomIn}
        </button>
        <button
          type="button"
          className={styles.viewerButton}
          disabled={index >= total - 1}
          onClick={() => go(index + 1)}
        >
          {T.next}
        </button>
      </div>
    </div>
  );
}
