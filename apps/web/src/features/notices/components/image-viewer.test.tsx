import type { NoticeAttachment } from '@academy/domain/notice/notice.schema';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ImageViewer } from './image-viewer';

const image = (n: number): NoticeAttachment => ({
  id: `i${n}`,
  fileNm: `i${n}.png`,
  name: `사진${n}.png`,
  size: 10,
  contentType: 'image/png',
  url: `/api/x/i${n}.png`,
});

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [index, setIndex] = useState(0);
  return (
    <ImageViewer images={[image(1), image(2), image(3)]} index={index} onIndexChange={setIndex} onClose={onClose} />
  );
}

describe('the notice picture viewer', () => {
  it('turns with the arrow keys and the buttons, and closes with Escape', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: '공지 사진' })).toHaveTextContent('1 / 3');
    expect(screen.getByRole('application')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img')).toHaveAttribute('src', '/api/x/i2.png');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다음 사진' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '이전 사진' }));
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    screen.getByRole('application').focus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('turns on a swipe and zooms on a double tap, where a swipe no longer turns', () => {
    render(<Harness />);
    const stage = screen.getByRole('application');
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 300, clientY: 100 });
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: 200, clientY: 100 });
    expect(screen.getByText('2 / 3')).toBeInTheDocument();

    fireEvent.doubleClick(stage);
    expect(screen.getByRole('img').style.transform).toContain('scale(2)');
    expect(screen.getByRole('button', { name: '축소' })).toBeEnabled();
    fireEvent.pointerDown(stage, { pointerId: 2, clientX: 300, clientY: 100 });
    fireEvent.pointerUp(stage, { pointerId: 2, clientX: 100, clientY: 100 });
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    fireEvent.doubleClick(stage);
    expect(screen.getByRole('img').style.transform).toContain('scale(1)');
  });
});
