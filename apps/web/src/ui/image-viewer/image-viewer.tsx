import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { UI_TEXTS } from '../ui.texts';
import styles from './image-viewer.module.css';

export type ImageViewerImage = {
  /** What the viewer shows: a phone-sized copy when there is one. */
  src: string;
  alt: string;
  /** The file as uploaded, offered as 원본 보기 when given. */
  originalUrl?: string;
};

export type ImageViewerProps = {
  images: readonly ImageViewerImage[];
  index: number;
  onIndexChange: (next: number) => void;
  onClose: () => void;
  /** The dialog's name (default '사진 보기'). */
  label?: string;
};

export const IMAGE_VIEWER_MIN_ZOOM = 1;
export const IMAGE_VIEWER_MAX_ZOOM = 4;
/** One press of 확대/축소, one double-tap, one +/− key. */
const ZOOM_STEP = 1;
/** One notch of Ctrl+wheel multiplies or divides the zoom by this. */
const WHEEL_FACTOR = 1.2;
/** A horizontal move this long (px) turns the page. */
const SWIPE_PX = 50;

type View = { zoom: number; x: number; y: number };
type Point = { x: number; y: number };
const FITTED: View = { zoom: IMAGE_VIEWER_MIN_ZOOM, x: 0, y: 0 };

/** The view at another zoom, kept within the limits; back at 1 the picture is centred again. */
function zoomed(view: View, level: number): View {
  const zoom = Math.min(IMAGE_VIEWER_MAX_ZOOM, Math.max(IMAGE_VIEWER_MIN_ZOOM, level));
  return zoom === IMAGE_VIEWER_MIN_ZOOM ? FITTED : { ...view, zoom };
}

/**
 * Pictures one at a time over the whole screen: swipe, ←/→ or the buttons to turn; double-tap (or
 * double-click), pinch, Ctrl+wheel, +/− or the buttons to zoom; drag to move a zoomed picture; Escape
 * or 닫기 to leave. The position is announced; the picture takes the focus on opening and the focus
 * goes back where it was on closing.
 */
export function ImageViewer({
  images,
  index,
  onIndexChange,
  onClose,
  label = UI_TEXTS.imageViewerTitle,
}: ImageViewerProps) {
  const [view, setView] = useState(FITTED);
  const stage = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef({ from: { x: 0, y: 0 }, spread: 0, view: FITTED });
  const hintId = useId();
  const total = images.length;
  const image = images[index];

  const go = (next: number) => {
    if (next < 0 || next >= total) return;
    setView(FITTED);
    onIndexChange(next);
  };
  const zoomBy = (step: number) => setView((current) => zoomed(current, current.zoom + step));

  useEffect(() => {
    const before = document.activeElement;
    stage.current?.focus();
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);

  // A button that turns disabled (확대 at 4×, 다음 사진 on the last picture) drops the focus to the page;
  // it comes back to the picture so the keys keep working.
  useEffect(() => {
    const focused = document.activeElement;
    if (focused === document.body || (focused instanceof HTMLButtonElement && focused.disabled)) stage.current?.focus();
  });

  // React listens to wheel passively; only a listener of our own may stop the page from zooming.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      const factor = event.deltaY < 0 ? WHEEL_FACTOR : 1 / WHEEL_FACTOR;
      setView((current) => zoomed(current, current.zoom * factor));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  /** A new gesture starts from where the fingers are now and the view as it is. */
  const restartGesture = (from: Point) => {
    gesture.current = { from, spread: spread(), view };
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'Escape') onClose();
    else if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
    else if (event.key === '-') zoomBy(-ZOOM_STEP);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const at = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, at);
    restartGesture(at);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const { from, spread: startSpread, view: startView } = gesture.current;
    if (pointers.current.size === 2 && startSpread > 0) {
      setView(zoomed(startView, startView.zoom * (spread() / startSpread)));
    } else if (pointers.current.size === 1 && view.zoom > IMAGE_VIEWER_MIN_ZOOM) {
      setView({ ...startView, x: startView.x + event.clientX - from.x, y: startView.y + event.clientY - from.y });
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const wasPinch = pointers.current.size > 1;
    pointers.current.delete(event.pointerId);
    const left = [...pointers.current.values()][0];
    if (left) restartGesture(left);
    if (wasPinch || view.zoom > IMAGE_VIEWER_MIN_ZOOM) return;
    const moved = event.clientX - gesture.current.from.x;
    if (moved <= -SWIPE_PX) go(index + 1);
    else if (moved >= SWIPE_PX) go(index - 1);
  };

  return (
    <div className={styles.viewer} role="dialog" aria-modal="true" aria-label={label} onKeyDown={onKeyDown}>
      <div className={styles.bar}>
        <span aria-live="polite">{image ? UI_TEXTS.imageViewerPosition(index, total) : ''}</span>
        <div className={styles.actions}>
          {image?.originalUrl && (
            <a className={styles.button} href={image.originalUrl} target="_blank" rel="noreferrer">
              {UI_TEXTS.imageViewerOriginal}
            </a>
          )}
          <button type="button" className={styles.button} onClick={onClose}>
            {UI_TEXTS.imageViewerClose}
          </button>
        </div>
      </div>
      <div
        ref={stage}
        className={styles.stage}
        data-zoomed={view.zoom > IMAGE_VIEWER_MIN_ZOOM || undefined}
        // The stage takes the pointer's gestures; the keys work anywhere in the dialog.
        role="application"
        aria-label={label}
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the picture takes the focus so its keys (turn, zoom) work
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={(event) => pointers.current.delete(event.pointerId)}
        onDoubleClick={() => setView((current) => zoomed(current, current.zoom > IMAGE_VIEWER_MIN_ZOOM ? 1 : 2))}
      >
        {image ? (
          <img
            className={styles.image}
            src={image.src}
            alt={image.alt}
            decoding="async"
            draggable={false}
            style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})` }}
          />
        ) : (
          <p>{UI_TEXTS.imageViewerEmpty}</p>
        )}
      </div>
      <p id={hintId} className={styles.hint}>
        {UI_TEXTS.imageViewerHint}
      </p>
      <div className={styles.controls}>
        <button type="button" className={styles.button} disabled={index <= 0} onClick={() => go(index - 1)}>
          {UI_TEXTS.imageViewerPrev}
        </button>
        <button
          type="button"
          className={styles.button}
          disabled={!image || view.zoom <= IMAGE_VIEWER_MIN_ZOOM}
          onClick={() => zoomBy(-ZOOM_STEP)}
        >
          {UI_TEXTS.imageViewerZoomOut}
        </button>
        <button
          type="button"
          className={styles.button}
          disabled={!image || view.zoom >= IMAGE_VIEWER_MAX_ZOOM}
          onClick={() => zoomBy(ZOOM_STEP)}
        >
          {UI_TEXTS.imageViewerZoomIn}
        </button>
        <button type="button" className={styles.button} disabled={index >= total - 1} onClick={() => go(index + 1)}>
          {UI_TEXTS.imageViewerNext}
        </button>
      </div>
    </div>
  );
}
