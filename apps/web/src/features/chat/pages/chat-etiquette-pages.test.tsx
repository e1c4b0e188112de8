import { CHAT_ETIQUETTE } from '@academy/domain/chat/chat.rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import { CHANNEL } from '../testing/chat-fixtures';
import { ChatRoomEtiquettePage, EtiquettePage } from './chat-etiquette-pages';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

describe('the etiquette', () => {
  it('is shown to anyone at /etiquette', async () => {
    mockApi({});
    renderRoutes([{ path: '/etiquette', element: <EtiquettePage /> }], '/etiquette');
    for (const line of CHAT_ETIQUETTE) expect(await screen.findByText(line)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '동의하고 대화 시작' })).toBeNull();
  });

  it('is agreed to before the first message, then the room opens again', async () => {
    const api = mockApi({
      'GET /api/auth/me': () => ok(DIRECTOR_ME),
      [`POST /api/insts/${INST_ID}/chat/etiquette`]: () => ok({ acceptedAt: '2026-11-26T01:00:00.000Z' }),
    });
    const { router } = renderRoutes(
      [
        { path: '/chatRoomEtiquette/:channelUrl', element: <ChatRoomEtiquettePage /> },
        landing('/chatRoomInside/:channelUrl', '채팅방 화면'),
      ],
      `/chatRoomEtiquette/${CHANNEL}`,
      { academy: 'demo' },
    );
    expect(await screen.findByText(CHAT_ETIQUETTE[0])).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '동의하고 대화 시작' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chatRoomInside/${CHANNEL}`));
    expect(api.callsTo(`POST /api/insts/${INST_ID}/chat/etiquette`)).toHaveLength(1);
  });
});
