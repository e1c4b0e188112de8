import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ImageViewer, type ImageViewerImage } from './image-viewer';

const image = (n: number, originalUrl?: string): ImageViewerImage => ({
  src: `/api/x/phone${n}.png`,
  alt: `사진 ${n} / 3`,
  ...(originalUrl ? { originalUrl } : {}),
});
const THREE = [image(1, '/api/x/orig1.png'), image(2, '/api/x/orig2.png'), image(3)];

function Harness({
  images = THREE,
  label,
  onClose = () => {},
}: {
  images?: ImageViewerImage[];
  label?: string;
  onClose?: () => void;
}) {
  const [index, setIndex] = useState(0);
  return <ImageViewer images={images} index={index} onIndexChange={setIndex} onClose={onClose} label={label} />;
}

const scale = () => screen.getByRole('img').style.transform;

describe('ImageViewer', () => {
  it('turns with the arrow keys and the buttons, announces the position and closes with Escape', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} label="공지 사진" />);
    expect(screen.getByRole('dialog', { name: '공지 사진' })).toHaveTextContent('3장 중 1번째');
    expect(screen.getByText('3장 중 1번째')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('application')).toHaveFocus();
    expect(screen.getByRole('application')).toHaveAccessibleDescription(
      '좌우로 밀거나 화살표 키로 넘기고, 두 번 눌러 확대합니다.',
    );
    expect(screen.getByRole('button', { name: '이전 사진' })).toBeDisabled();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: '사진 2 / 3' })).toHaveAttribute('src', '/api/x/phone2.png');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('3장 중 3번째')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다음 사진' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '이전 사진' }));
    expect(screen.getByText('3장 중 2번째')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('3장 중 1번째')).toBeInTheDocument();
    screen.getByRole('application').focus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('is called 사진 보기 unless named, and offers the original file only where there is one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const original = screen.getByRole('link', { name: '원본 보기' });
    expect(screen.getByRole('dialog', { name: '사진 보기' })).toBeInTheDocument();
    expect(original).toHaveAttribute('href', '/api/x/orig1.png');
    expect(original).toHaveAttribute('target', '_blank');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('3장 중 3번째')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '원본 보기' })).toBeNull();
  });

  it('turns on a swipe and zooms on a double tap, where a swipe no longer turns', () => {
    render(<Harness />);
    const stage = screen.getByRole('application');
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 300, clientY: 100 });
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: 200, clientY: 100 });
    expect(screen.getByText('3장 중 2번째')).toBeInTheDocument();
    fireEvent.pointerDown(stage, { pointerId: 2, clientX: 100, clientY: 100 });
    fireEvent.pointerUp(stage, { pointerId: 2, clientX: 200, clientY: 100 });
    expect(screen.getByText('3장 중 1번째')).toBeInTheDocument();
    fireEvent.pointerDown(stage, { pointerId: 3, clientX: 100, clientY: 100 });
    fireEvent.pointerUp(stage, { pointerId: 3, clientX: 120, clientY: 100 });
    expect(screen.getByText('3장 중 1번째')).toBeInTheDocument();

    fireEvent.doubleClick(stage);
    expect(scale()).toContain('scale(2)');
    expect(screen.getByRole('button', { name: '축소' })).toBeEnabled();
    fireEvent.pointerDown(stage, { pointerId: 4, clientX: 300, clientY: 100 });
    fireEvent.pointerUp(stage, { pointerId: 4, clientX: 100, clientY: 100 });
    expect(screen.getByText('3장 중 1번째')).toBeInTheDocument();
    fireEvent.doubleClick(stage);
    expect(scale()).toContain('scale(1)');
  });

  it('zooms with its buttons and the +/− keys within 1× to 4×, and starts each picture unzoomed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const zoomIn = screen.getByRole('button', { name: '확대' });
    const zoomOut = screen.getByRole('button', { name: '축소' });
    expect(zoomOut).toBeDisabled();
    await user.click(zoomIn);
    expect(scale()).toContain('scale(2)');
    await user.keyboard('+');
    expect(scale()).toContain('scale(3)');
    await user.click(zoomIn);
    expect(scale()).toContain('scale(4)');
    expect(zoomIn).toBeDisabled();
    expect(screen.getByRole('application')).toHaveFocus();
    await user.keyboard('-');
    expect(scale()).toContain('scale(3)');
    await user.click(screen.getByRole('button', { name: '다음 사진' }));
    expect(screen.getByText('3장 중 2번째')).toBeInTheDocument();
    expect(scale()).toContain('scale(1)');
    expect(zoomOut).toBeDisabled();
  });

  it('zooms with Ctrl+wheel only, keeping the page from zooming', () => {
    render(<Harness />);
    const stage = screen.getByRole('application');
    const plainWheel = new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true });
    stage.dispatchEvent(plainWheel);
    expect(plainWheel.defaultPrevented).toBe(false);
    expect(scale()).toContain('scale(1)');
    const ctrlWheel = new WheelEvent('wheel', { deltaY: -100, ctrlKey: true, bubbles: true, cancelable: true });
    fireEvent(stage, ctrlWheel);
    expect(ctrlWheel.defaultPrevented).toBe(true);
    expect(scale()).toContain('scale(1.2)');
    fireEvent(stage, new WheelEvent('wheel', { deltaY: 100, ctrlKey: true, bubbles: true, cancelable: true }));
    expect(scale()).toContain('scale(1)');
  });

  it('zooms on a pinch and drags a zoomed picture, without turning', () => {
    render(<Harness />);
    const stage = screen.getByRole('application');
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerDown(stage, { pointerId: 2, clientX: 200, clientY: 100 });
    fireEvent.pointerMove(stage, { pointerId: 2, clientX: 300, clientY: 100 });
    expect(scale()).toContain('scale(2)');
    fireEvent.pointerUp(stage, { pointerId: 2, clientX: 300, clientY: 100 });
    fireEvent.pointerMove(stage, { pointerId: 1, clientX: 40, clientY: 130 });
    expect(scale()).toBe('translate(-60px, 30px) scale(2)');
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: 40, clientY: 130 });
    expect(screen.getByText('3장 중 1번째')).toBeInTheDocument();
  });

  it('gives the focus back to where it was when it closes', () => {
    const { rerender } = render(<button type="button">사진 열기</button>);
    const opener = screen.getByRole('button', { name: '사진 열기' });
    opener.focus();
    rerender(
      <>
        <button type="button">사진 열기</button>
        <Harness />
      </>,
    );
    expect(screen.getByRole('application')).toHaveFocus();
    rerender(<button type="button">사진 열기</button>);
    expect(opener).toHaveFocus();
  });

  it('says so when there is no picture, with nothing to turn or zoom', () => {
    render(<Harness images={[]} />);
    expect(screen.getByRole('dialog', { name: '사진 보기' })).toHaveTextContent('볼 사진이 없습니다.');
    expect(screen.queryByRole('img')).toBeNull();
    for (const name of ['이전 사진', '다음 사진', '확대', '축소']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  });
});
