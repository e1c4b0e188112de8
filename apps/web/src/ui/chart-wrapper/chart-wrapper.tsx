import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { Component, type ErrorInfo, lazy, type ReactElement, type ReactNode, Suspense, useId } from 'react';
import type * as Recharts from 'recharts';
import { Spinner } from '../spinner/spinner';
import { UI_TEXTS } from '../ui.texts';
import styles from './chart-wrapper.module.css';

/** The recharts module, handed to `render` once it has loaded. */
export type RechartsModule = typeof Recharts;

export type ChartRendererProps = {
  render: (recharts: RechartsModule) => ReactElement;
  height: number;
};

const ChartRenderer = lazy(() => import('./chart-renderer'));

export type ChartWrapperProps = {
  /** What the chart shows; the figure caption (read by screen readers, visible when showCaption). */
  caption: string;
  showCaption?: boolean;
  /** A text alternative of the data for screen readers (e.g. "3월 출석률 92%, 4월 95%"). */
  summary?: ReactNode;
  /** Chart height in px (default 240); the width follows the container. */
  height?: number;
  /** Builds the chart from the lazily loaded recharts module: `(R) => <R.BarChart data={…}>…</R.BarChart>`. */
  render: (recharts: RechartsModule) => ReactElement;
  className?: string;
};

/** The box shown at the chart's height while recharts loads or when the chart fails. */
export function ChartPlaceholder({
  height,
  role,
  children,
}: {
  height: number;
  role?: 'alert' | 'status';
  children: ReactNode;
}) {
  return (
    <div className={styles.placeholder} style={{ height }} role={role}>
      {children}
    </div>
  );
}

type BoundaryState = { failed: boolean };

class ChartErrorBoundary extends Component<{ children: ReactNode; height: number }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('차트 렌더링 실패', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <ChartPlaceholder height={this.props.height} role="alert">
          {UI_TEXTS.chartError}
        </ChartPlaceholder>
      );
    }
    return this.props.children;
  }
}

/**
 * A chart in a figure with a caption. recharts is loaded on first use (React.lazy), so pages without charts
 * never download it; meanwhile '차트를 불러오는 중…' is shown at the final height (no layout shift).
 */
export function ChartWrapper({
  caption,
  showCaption = false,
  summary,
  height = 240,
  render,
  className,
}: ChartWrapperProps) {
  const id = useId();
  const captionId = `chart-caption${id}`;
  const summaryId = `chart-summary${id}`;
  const captionContent = (
    <>
      <span id={captionId}>{caption}</span>
      {summary && (
        <span id={summaryId} className={styles.summary}>
          {summary}
        </span>
      )}
    </>
  );
  return (
    <figure
      className={[styles.figure, className].filter(Boolean).join(' ')}
      aria-labelledby={captionId}
      aria-describedby={summary ? summaryId : undefined}
    >
      {showCaption ? (
        <figcaption className={styles.caption}>{captionContent}</figcaption>
      ) : (
        <VisuallyHidden asChild>
          <figcaption>{captionContent}</figcaption>
        </VisuallyHidden>
      )}
      <div className={styles.chart} style={{ minHeight: height }}>
        <ChartErrorBoundary height={height}>
          <Suspense
            fallback={
              <ChartPlaceholder height={height} role="status">
                <Spinner size="sm" decorative />
                <span>{UI_TEXTS.chartLoading}</span>
              </ChartPlaceholder>
            }
          >
            <ChartRenderer render={render} height={height} />
          </Suspense>
        </ChartErrorBoundary>
      </div>
    </figure>
  );
}
