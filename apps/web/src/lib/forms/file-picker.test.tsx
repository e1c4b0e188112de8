import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FilePicker } from './file-picker';

type Stored = { id: string; name: string };

function Picker({ upload }: { upload: (file: File, onProgress: (fraction: number) => void) => Promise<Stored> }) {
  const [files, setFiles] = useState<Stored[]>([]);
  return (
    <FilePicker
      label="사진"
      addLabel="사진 추가"
      kinds={['image']}
      max={2}
      files={files}
      onChange={setFiles}
      upload={upload}
      view={(file) => ({ key: file.id, name: file.name, thumbUrl: null })}
      texts={{
        count: (count, max) => `${count}/${max}`,
        remove: (name) => `${name} 빼기`,
        removeShort: '빼기',
        uploading: (name) => `${name} 올리는 중`,
      }}
    />
  );
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('the one file picker', () => {
  it('uploads allowed files one by one, lists them and takes one out again', async () => {
    const uploaded: string[] = [];
    render(
      <Picker
        upload={async (file, onProgress) => {
          onProgress(0.5);
          uploaded.push(file.name);
          return { id: file.name, name: file.name };
        }}
      />,
    );
    await userEvent.upload(screen.getByLabelText('사진 추가'), [png('a.png'), png('b.png'), png('c.png')]);
    // At most `max` files: the third is not sent.
    expect(uploaded).toEqual(['a.png', 'b.png']);
    expect(screen.getByText('2/2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'a.png 빼기' }));
    expect(screen.queryByText('a.png')).not.toBeInTheDocument();
    expect(screen.getByText('1/2')).toBeInTheDocument();
  });

  it('refuses a file outside the allow-lists with a Korean message, sending nothing', async () => {
    const uploaded: string[] = [];
    render(
      <Picker
        upload={async (file) => {
          uploaded.push(file.name);
          return { id: file.name, name: file.name };
        }}
      />,
    );
    await userEvent.upload(screen.getByLabelText('사진 추가'), new File(['x'], 'run.exe'), { applyAccept: false });
    expect(uploaded).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent(/[가-힣]/);
  });
});
