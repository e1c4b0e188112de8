import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { CHANNEL, photo, ROOM_BASE } from '../testing/chat-fixtures';
import { ChatFileViewerPage } from './chat-file-viewer-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const stored = (n: number) => ({
  ...photo(n),
  messageId: `m${n}`,
  sentAt: `2026-11-26T0${n}:00:00.000Z`,
  senderNm: '박강사',
});

function renderViewer(file: string) {
  mockApi({
    'GET /api/auth/me': () => ok(DIRECTOR_ME),
    // Newest first, as the room's files come.
    [`GET ${ROOM_BASE}/files`]: () => ok({ files: [stored(3), stored(2), stored(1)] }),
  });
  return renderRoutes(
    [{ path: '/chatFileViewer', element: <ChatFileViewerPage /> }],
    `/chatFileViewer?${new URLSearchParams({ room: CHANNEL, file })}`,
    { academy: 'demo' },
  );
}

describe('the chat photo viewer', () => {
  it('opens at the photo, turns to the next one sent, and offers its download', async () => {
    const { router } = renderViewer(photo(2).fileNm);
    expect(await screen.findByRole('img', { name: '사진 2/3 · 박강사' })).toHaveAttribute('src', photo(2).phoneUrl);
    expect(screen.getByRole('link', { name: '내려받기' })).toHaveAttribute('href', photo(2).url);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toContain(photo(3).fileNm));
    expect(await screen.findByRole('link', { name: '내려받기' })).toHaveAttribute('href', photo(3).url);
  });

  it('says a photo that is not the room’s is not there', async () => {
    renderViewer('019a0000-0000-7000-8000-00000000ffff.jpg');
    expect(await screen.findByText('사진을 찾을 수 없습니다')).toBeInTheDocument();
  });
});
