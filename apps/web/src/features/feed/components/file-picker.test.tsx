import type { FeedFileView } from '@academy/domain/feed/feed.schema';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilePicker } from './file-picker';

const uploads: { file: File; resolve: (view: FeedFileView) => void; progress?: (fraction: number) => void }[] = [];
vi.mock('../api/upload-feed-file', () => ({
  uploadFeedFile: (_instId: string, file: File, options: { onProgress?: (fraction: number) => void }) =>
    new Promise<FeedFileView>((resolve) => uploads.push({ file, resolve, progress: options.onProgress })),
}));

const stored = (name: string): FeedFileView => ({
  fileNm: `019a0000-0000-7000-8000-0000000000${name.length}0.jpg`,
  kind: 'image',
  originalNm: name,
  sizeBytes: 10,
  contentType: 'image/jpeg',
  url: `/files/${name}`,
  phoneUrl: `/files/phone-${name}`,
  width: 10,
  height: 10,
});

function Harness({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const [files, setFiles] = useState<FeedFileView[]>([]);
  return (
    <FilePicker
      instId="inst"
      label="사진·동영상"
      addLabel="사진·동영상 올리기"
      kinds={['image', 'media']}
      max={3}
      files={files}
      onChange={setFiles}
      onBusyChange={onBusyChange}
    />
  );
}

describe('the feed file picker', () => {
  it('uploads the chosen photos one after another with their progress, busy until the last is in', async () => {
    const busy = vi.fn();
    render(<Harness onBusyChange={busy} />);
    const input = screen.getByLabelText('사진·동영상 올리기', { selector: 'input' });
    await userEvent.upload(input, [
      new File(['a'], 'a.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'bb.jpg', { type: 'image/jpeg' }),
    ]);
    expect(busy).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]?.progress?.(0.5);
    expect(await screen.findByRole('progressbar', { name: /a\.jpg 올리는 중/ })).toBeInTheDocument();
    uploads[0]?.resolve(stored('a.jpg'));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(busy).not.toHaveBeenCalledWith(false);
    uploads[1]?.resolve(stored('bb.jpg'));
    await waitFor(() => expect(busy).toHaveBeenLastCalledWith(false));
    expect(screen.getByText('a.jpg')).toBeInTheDocument();
    expect(screen.getByText('bb.jpg')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'a.jpg 빼기' }));
    expect(screen.queryByText('a.jpg')).toBeNull();
  });

  it('refuses a file that is not on the allow-lists, before sending it', async () => {
    uploads.length = 0;
    render(<Harness onBusyChange={vi.fn()} />);
    const input = screen.getByLabelText('사진·동영상 올리기', { selector: 'input' });
    await userEvent.upload(input, new File(['x'], 'virus.exe'), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('허용되지 않는 파일 형식입니다.');
    expect(uploads).toHaveLength(0);
  });
});
