import { DIRECT_ROOM_REFUSAL_MESSAGES } from '@academy/domain/chat/chat.rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID, INST_NM, meWith } from '../../../test/fixtures';
import { type ApiCall, fail, mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import { CHANNEL, CHAT_BASE, PARENT, ROOM_BASE, roomResponse, STUDENT, TEACHER } from '../testing/chat-fixtures';
import { ChatRoomCreatePage, ChatRoomNmPage } from './chat-room-create-pages';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

function renderCreate(answers: Parameters<typeof mockApi>[0] = {}, me = DIRECTOR_ME, url = '/chatRoomCreate') {
  const api = mockApi({
    'GET /api/auth/me': () => ok(me),
    [`GET ${CHAT_BASE}/contacts`]: (call: ApiCall) =>
      ok({
        people: [PARENT, STUDENT, TEACHER].filter((person) => person.name.includes(call.query.get('q') ?? '')),
      }),
    ...answers,
  });
  const view = renderRoutes(
    [
      { path: '/chatRoomCreate', element: <ChatRoomCreatePage /> },
      { path: '/chatRoomNm', element: <ChatRoomNmPage /> },
      landing('/chatRoomInside/:channelUrl', '채팅방 화면'),
      landing('/chatRoomChange/:channelUrl', '채팅방 설정 화면'),
    ],
    url,
    { academy: 'demo' },
  );
  return { api, ...view };
}

describe('making a room', () => {
  it('opens a 1:1 room with the one person chosen', async () => {
    const { api, router } = renderCreate({ [`POST ${CHAT_BASE}/rooms`]: () => ok({ channelUrl: CHANNEL }) });
    await userEvent.type(await screen.findByRole('searchbox', { name: '이름으로 찾기' }), '최학');
    await waitFor(() => expect(api.callsTo(`GET ${CHAT_BASE}/contacts`).at(-1)?.query.get('q')).toBe('최학'));
    await userEvent.click(await screen.findByRole('checkbox', { name: '최학부모 · 최민준 학부모' }));
    await userEvent.click(screen.getByRole('button', { name: '1:1 대화 시작' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chatRoomInside/${CHANNEL}`));
    expect(api.callsTo(`POST ${CHAT_BASE}/rooms`)[0]?.body).toEqual({ kind: 'direct', userId: PARENT.userId });
  });

  it('shows why a 1:1 room may not be opened, as the server says it', async () => {
    renderCreate(
      {
        [`POST ${CHAT_BASE}/rooms`]: () => fail(403, 'FORBIDDEN', DIRECT_ROOM_REFUSAL_MESSAGES.families),
      },
      meWith([{ instId: INST_ID, instNm: INST_NM, relationCd: null, role: 'PARENT', authCd: null }]),
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: '최민준 · 수학A' }));
    await userEvent.click(screen.getByRole('button', { name: '1:1 대화 시작' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DIRECT_ROOM_REFUSAL_MESSAGES.families);
  });

  it('names a group of several people, then makes it', async () => {
    const { api, router } = renderCreate({ [`POST ${CHAT_BASE}/rooms`]: () => ok({ channelUrl: CHANNEL }) });
    await userEvent.click(await screen.findByRole('checkbox', { name: '최학부모 · 최민준 학부모' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '박강사 · 수학A 담임' }));
    expect(screen.getByText('2명 선택됨')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '다음' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chatRoomNm'));
    expect(screen.getByText('초대할 사람: 최학부모, 박강사')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '채팅방 만들기' }));
    expect(await screen.findByText('채팅방 이름을 입력해 주세요')).toBeInTheDocument();
    expect(api.callsTo(`POST ${CHAT_BASE}/rooms`)).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: /채팅방 이름/ }), '수학A 상담');
    await userEvent.click(screen.getByRole('button', { name: '채팅방 만들기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chatRoomInside/${CHANNEL}`));
    expect(api.callsTo(`POST ${CHAT_BASE}/rooms`)[0]?.body).toEqual({
      kind: 'group',
      name: '수학A 상담',
      userIds: [PARENT.userId, TEACHER.userId],
    });
  });

  it('renames a room through /chatRoomNm?room=', async () => {
    const { api, router } = renderCreate(
      {
        [`GET ${ROOM_BASE}`]: () => ok(roomResponse({ kind: 'group', name: '옛 이름' })),
        [`PATCH ${ROOM_BASE}`]: (call) =>
          ok(roomResponse({ kind: 'group', name: (call.body as { name: string }).name })),
      },
      DIRECTOR_ME,
      `/chatRoomNm?room=${CHANNEL}`,
    );
    const name = await screen.findByRole('textbox', { name: /채팅방 이름/ });
    expect(name).toHaveValue('옛 이름');
    await userEvent.clear(name);
    await userEvent.type(name, '새 이름');
    await userEvent.click(screen.getByRole('button', { name: '이름 바꾸기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chatRoomChange/${CHANNEL}`));
    expect(api.callsTo(`PATCH ${ROOM_BASE}`)[0]?.body).toEqual({ name: '새 이름' });
  });
});
