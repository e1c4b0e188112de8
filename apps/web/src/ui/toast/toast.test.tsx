import {
  TOAST_BOTTOM_OFFSET_PX,
  TOAST_LONG_DURATION_MS,
  TOAST_MAX_WIDTH_PX,
  TOAST_SHORT_DURATION_MS,
} from '@academy/domain/toast/toast.constants';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast } from './toast';

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the SPEC durations: 2000 ms for SHORT, 5000 ms otherwise', () => {
    expect(TOAST_SHORT_DURATION_MS).toBe(2000);
    expect(TOAST_LONG_DURATION_MS).toBe(5000);
  });

  it('takes its size from the SPEC constants: at most 968px wide, 16px from the bottom', () => {
    render(<Toast open msg="출석 처리되었습니다." toastType="SHORT" onHide={() => {}} />);
    const region = screen.getByRole('status');
    expect(TOAST_MAX_WIDTH_PX).toBe(968);
    expect(TOAST_BOTTOM_OFFSET_PX).toBe(16);
    expect(region.style.getPropertyValue('--toast-max-width')).toBe('968px');
    expect(region.style.getPropertyValue('--toast-bottom')).toBe('16px');
  });

  it('shows the message in a polite status region', () => {
    render(<Toast open msg="출석 처리되었습니다." toastType="SHORT" onHide={() => {}} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('출석 처리되었습니다.');
  });

  it('hides itself after 2000 ms when SHORT', () => {
    const onHide = vi.fn();
    render(<Toast open msg="저장되었습니다." toastType="SHORT" onHide={onHide} />);
    act(() => vi.advanceTimersByTime(1999));
    expect(onHide).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('hides itself after 5000 ms when LONG', () => {
    const onHide = vi.fn();
    render(<Toast open msg="청구서를 보냈습니다." toastType="LONG" onHide={onHide} />);
    act(() => vi.advanceTimersByTime(4999));
    expect(onHide).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('restarts the timer for a new message and keeps it across re-renders with a new onHide', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<Toast open msg="첫 번째" toastType="SHORT" onHide={first} />);
    act(() => vi.advanceTimersByTime(1500));
    rerender(<Toast open msg="두 번째" toastType="SHORT" onHide={second} />);
    act(() => vi.advanceTimersByTime(1500));
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('두 번째');
    act(() => vi.advanceTimersByTime(500));
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });

  it('shows nothing and never calls onHide while closed', () => {
    const onHide = vi.fn();
    render(<Toast open={false} msg="숨김" toastType="SHORT" onHide={onHide} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(10_000));
    expect(onHide).not.toHaveBeenCalled();
  });
});
