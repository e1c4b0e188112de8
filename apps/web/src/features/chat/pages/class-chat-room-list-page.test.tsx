import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import { CHANNEL, CHAT_BASE } from '../testing/chat-fixtures';
import { ClassChatRoomListPage } from './class-chat-room-list-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const CLASS_A = '019a0000-0000-7000-8000-0000000000c1';
const CLASS_B = '019a0000-0000-7000-8000-0000000000c2';

function renderClasses(answers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(DIRECTOR_ME),
    [`GET ${CHAT_BASE}/class-rooms`]: () =>
      ok({
        classes: [
          { classId: CLASS_A, classNm: '수학A', channelUrl: CHANNEL, memberCount: 14, unreadCount: 4 },
          { classId: CLASS_B, classNm: '영어B', channelUrl: null, memberCount: 0, unreadCount: 0 },
        ],
      }),
    ...answers,
  });
  const view = renderRoutes(
    [
      { path: '/classChatRoomList', element: <ClassChatRoomListPage /> },
      landing('/chatRoomInside/:channelUrl', '채팅방 화면'),
    ],
    '/classChatRoomList',
    { academy: 'demo' },
  );
  return { api, ...view };
}

describe('the class rooms', () => {
  it('lists the classes with their room, and opens one (made on first use)', async () => {
    const { api, router } = renderClasses({
      [`POST ${CHAT_BASE}/class-rooms/${CLASS_B}`]: () => ok({ channelUrl: 'ch_NewClassRoomNewClass1' }),
    });
    const first = await screen.findByRole('button', { name: /수학A/ });
    expect(first).toHaveTextContent('14명');
    expect(screen.getByRole('img', { name: '읽지 않은 메시지 4개' })).toBeInTheDocument();
    const second = screen.getByRole('button', { name: /영어B/ });
    expect(second).toHaveTextContent('아직 대화가 없습니다');
    await userEvent.click(second);
    await waitFor(() => expect(router.state.location.pathname).toBe('/chatRoomInside/ch_NewClassRoomNewClass1'));
    expect(api.callsTo(`POST ${CHAT_BASE}/class-rooms/${CLASS_B}`)).toHaveLength(1);
  });

  it('shows a refusal as the server words it, and an empty list plainly', async () => {
    renderClasses({
      [`POST ${CHAT_BASE}/class-rooms/${CLASS_A}`]: () => fail(403, 'FORBIDDEN', '이 반의 채팅방을 열 수 없습니다.'),
    });
    await userEvent.click(await screen.findByRole('button', { name: /수학A/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('이 반의 채팅방을 열 수 없습니다.');
  });

  it('says there is no class to talk in', async () => {
    renderClasses({ [`GET ${CHAT_BASE}/class-rooms`]: () => ok({ classes: [] }) });
    expect(await screen.findByText('채팅방을 열 수 있는 반이 없습니다')).toBeInTheDocument();
  });
});
