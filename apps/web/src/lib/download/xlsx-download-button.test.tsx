import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '../../app/query-client';
import { fail, mockApi } from '../../test/mock-api';
import { DOWNLOAD_FAILED_MESSAGE } from './download-xlsx';
import { XlsxDownloadButton } from './xlsx-download-button';

function renderButton() {
  return render(
    <QueryClientProvider client={createAppQueryClient()}>
      <XlsxDownloadButton
        path="/api/insts/i1/students/export"
        fallbackName="students.xlsx"
        label="엑셀 내보내기"
        progressLabel="엑셀 파일을 만드는 중"
      />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('XlsxDownloadButton', () => {
  it('shows the server’s Korean refusal under the button', async () => {
    mockApi({ 'GET /api/insts/i1/students/export': fail(403, 'FORBIDDEN', '원생을 내보낼 권한이 없습니다.') });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: '엑셀 내보내기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('원생을 내보낼 권한이 없습니다.');
  });

  it('says in Korean that the file could not be downloaded when the network fails or the server breaks', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: '엑셀 내보내기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DOWNLOAD_FAILED_MESSAGE);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await userEvent.click(screen.getByRole('button', { name: '엑셀 내보내기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DOWNLOAD_FAILED_MESSAGE);
  });
});
