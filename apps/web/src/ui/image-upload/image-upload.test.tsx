import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageUpload, type ImageUploadProps } from './image-upload';

const TYPE_MESSAGE = '허용되지 않는 파일 형식입니다. (jpg, jpeg, png, heif, heic)';

function setup(props: Partial<ImageUploadProps> = {}) {
  const user = userEvent.setup({ applyAccept: false });
  render(
    <ImageUpload
      label="사진 올리기"
      hint="jpg, jpeg, png, heif, heic 파일, 10MB까지"
      accept=".jpg,.jpeg,.png,.heif,.heic"
      maxBytes={16}
      maxLabel="10MB"
      checkType={(name) => (/\.(jpe?g|png|heif|heic)$/i.test(name) ? null : TYPE_MESSAGE)}
      imageAlt="올린 프로필 사진"
      {...props}
    />,
  );
  return { user, input: screen.getByLabelText('사진 올리기') };
}

const png = (bytes = 8, name = 'me.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

beforeEach(() => {
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => `blob:preview-${++next}`), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('ImageUpload', () => {
  it('is a labelled file input that accepts the image types', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.heif,.heic');
    expect(input).toHaveAccessibleDescription('jpg, jpeg, png, heif, heic 파일, 10MB까지');
  });

  it('refuses a file of the wrong type, an empty one and a too big one in Korean, sending nothing', async () => {
    const upload = vi.fn();
    const { user, input } = setup({ upload });
    await user.upload(input, new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent(TYPE_MESSAGE);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.upload(input, png(0));
    expect(screen.getByRole('alert')).toHaveTextContent('내용이 없는 빈 파일입니다. 다른 파일을 선택해 주세요.');
    await user.upload(input, png(17));
    expect(screen.getByRole('alert')).toHaveTextContent('이미지가 너무 큽니다. 10MB 이하의 이미지를 올려 주세요.');
    expect(upload).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the photo at once and the progress while it is sent', async () => {
    let report: (fraction: number) => void = () => {};
    let finish: () => void = () => {};
    const upload = vi.fn(
      (_file: File, onProgress: (fraction: number) => void) =>
        new Promise<void>((resolve) => {
          report = onProgress;
          finish = resolve;
        }),
    );
    const { user, input } = setup({ upload });
    await user.upload(input, png());
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'me.png' }), expect.any(Function));
    expect(screen.getByRole('img', { name: '올린 프로필 사진' })).toHaveAttribute('src', 'blob:preview-1');
    const bar = screen.getByRole('progressbar', { name: '올리는 중' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(input).toBeDisabled();
    report(0.42);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '42'));
    finish();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(input).toBeEnabled();
    expect(screen.getByRole('img', { name: '올린 프로필 사진' })).toHaveAttribute('src', 'blob:preview-1');
  });

  it('shows the stored copy once the caller has its address', async () => {
    const upload = vi.fn().mockResolvedValue(undefined);
    const props = {
      label: '로고 올리기',
      accept: '.png',
      maxBytes: 16,
      maxLabel: '10MB',
      checkType: () => null,
      imageAlt: '한빛학원 로고',
      upload,
    };
    const user = userEvent.setup();
    const { rerender } = render(<ImageUpload {...props} imageUrl="/api/files/old" />);
    await user.upload(screen.getByLabelText('로고 올리기'), png());
    await waitFor(() => expect(upload).toHaveBeenCalled());
    rerender(<ImageUpload {...props} imageUrl="/api/files/new" />);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '한빛학원 로고' })).toHaveAttribute('src', '/api/files/new'),
    );
  });

  it('shows a refusal or a time-out under the picker and goes back to the picture in use', async () => {
    const timeout = '[파일 업로드 실패] 파일이 너무 크거나 네트워크 속도가 느립니다. 네트워크 상태를 확인해 주세요.';
    const upload = vi.fn().mockRejectedValue(new Error(timeout));
    const { user, input } = setup({ upload, imageUrl: '/api/files/old' });
    await user.upload(input, png());
    expect(await screen.findByRole('alert')).toHaveTextContent(timeout);
    expect(screen.getByRole('img', { name: '올린 프로필 사진' })).toHaveAttribute('src', '/api/files/old');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('only chooses the file when the caller sends it later, and can drop it again', async () => {
    const onSelect = vi.fn();
    const { user, input } = setup({ onSelect, onRemove: () => onSelect(null), removeLabel: '로고 지우기' });
    await user.upload(input, png(8, 'logo.png'));
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'logo.png' }));
    expect(screen.getByText('선택한 파일: logo.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '로고 지우기' }));
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the caller’s own progress and error', () => {
    setup({ progress: 0.5, error: '로고를 올리지 못했습니다.' });
    expect(screen.getByRole('progressbar', { name: '올리는 중' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('alert')).toHaveTextContent('로고를 올리지 못했습니다.');
  });
});
