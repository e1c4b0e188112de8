import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { CHANNEL, document as chatDocument, photo, ROOM_BASE } from '../testing/chat-fixtures';
import { ChatRoomFileManagePage } from './chat-room-file-manage-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const stored = (file: ReturnType<typeof photo>, seq: number) => ({
  ...file,
  messageId: `m${seq}`,
  sentAt: `2026-11-26T0${seq}:00:00.000Z`,
  senderNm: '박강사',
});

function renderFiles(files: unknown[]) {
  mockApi({ 'GET /api/auth/me': () => ok(DIRECTOR_ME), [`GET ${ROOM_BASE}/files`]: () => ok({ files }) });
  renderRoutes(
    [{ path: '/chatRoomFileManage/:channelUrl', element: <ChatRoomFileManagePage /> }],
    `/chatRoomFileManage/${CHANNEL}`,
    {
      academy: 'demo',
    },
  );
}

describe('the room’s files', () => {
  it('shows the photos as a grid opening the viewer, and the files as downloads', async () => {
    renderFiles([stored(photo(2), 2), stored(photo(1), 1), stored(chatDocument(), 3)]);
    const grid = await screen.findByRole('list', { name: '사진' });
    const links = within(grid).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', `/chatFileViewer?room=${CHANNEL}&file=${photo(2).fileNm}`);
    expect(within(grid).getByRole('img', { name: '사진 1/2 · 박강사' })).toHaveAttribute('src', photo(2).phoneUrl);
    const download = screen.getByRole('link', { name: '겨울방학 안내.pdf 내려받기' });
    expect(download).toHaveAttribute('href', chatDocument().url);
    expect(download).toHaveAttribute('download', '겨울방학 안내.pdf');
    expect(download).toHaveTextContent('박강사 · 2026.11.26 (목) 12:00 · 3.0MB');
  });

  it('says when nothing was shared yet', async () => {
    renderFiles([]);
    expect(await screen.findByText('주고받은 사진이 없습니다')).toBeInTheDocument();
    expect(screen.getByText('주고받은 파일이 없습니다')).toBeInTheDocument();
  });
});
