import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID, INST_NM, meWith } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import {
  CHANNEL,
  CHAT_BASE,
  DIRECTOR,
  PARENT,
  PARENT_ID,
  ROOM_BASE,
  roomResponse,
  STUDENT,
  TEACHER,
} from '../testing/chat-fixtures';
import { ChatRoomChangePage, ChatRoomInvitePage } from './chat-room-change-pages';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const GROUP = roomResponse({
  kind: 'group',
  name: '수학A 상담',
  members: [
    { ...DIRECTOR, lastReadSeq: 3 },
    { ...PARENT, lastReadSeq: 3 },
    { ...TEACHER, lastReadSeq: 2 },
  ],
});

function renderChange(
  answers: Parameters<typeof mockApi>[0] = {},
  me = DIRECTOR_ME,
  url = `/chatRoomChange/${CHANNEL}`,
) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(me),
    [`GET ${ROOM_BASE}`]: () => ok(GROUP),
    ...answers,
  });
  const view = renderRoutes(
    [
      { path: '/chatRoomChange/:channelUrl', element: <ChatRoomChangePage /> },
      { path: '/chatRoomInvite/:channelUrl', element: <ChatRoomInvitePage /> },
      landing('/chatRoomListMain', '채팅 목록 화면'),
    ],
    url,
    { academy: 'demo' },
  );
  return { api, ...view };
}

const confirm = async () =>
  userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '예' }));

describe('a room’s settings', () => {
  it('shows the name and the members with their roles; staff rename, invite and remove after asking', async () => {
    const { api } = renderChange({
      [`DELETE ${ROOM_BASE}/members/${PARENT_ID}`]: () =>
        ok({ ...GROUP, members: GROUP.members.filter((member) => member.userId !== PARENT_ID) }),
    });
    expect(await screen.findByText('수학A 상담')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '이름 바꾸기' })).toHaveAttribute('href', `/chatRoomNm?room=${CHANNEL}`);
    expect(screen.getByRole('link', { name: '초대하기' })).toHaveAttribute('href', `/chatRoomInvite/${CHANNEL}`);
    const members = screen.getByRole('list', { name: '참여자 3명' });
    expect(within(members).getByText('학부모 · 최민준 학부모')).toBeInTheDocument();
    expect(within(members).getByText('(나)')).toBeInTheDocument();
    expect(within(members).queryByRole('button', { name: '김원장 내보내기' })).toBeNull();
    await userEvent.click(within(members).getByRole('button', { name: '최학부모 내보내기' }));
    await confirm();
    expect(await screen.findByRole('list', { name: '참여자 2명' })).toBeInTheDocument();
    expect(api.callsTo(`DELETE ${ROOM_BASE}/members/${PARENT_ID}`)).toHaveLength(1);
  });

  it('lets a member leave after asking, and back to the list', async () => {
    const { api, router } = renderChange(
      // The server answers 204; the fake's Response cannot carry a 204, so an empty 200 stands for it.
      { [`POST ${ROOM_BASE}/leave`]: () => ({ status: 200 }) },
      meWith([{ instId: INST_ID, instNm: INST_NM, relationCd: null, role: 'PARENT', authCd: null }]),
    );
    await screen.findByText('수학A 상담');
    await userEvent.click(screen.getByRole('button', { name: '채팅방 나가기' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '아니요' }));
    expect(api.callsTo(`POST ${ROOM_BASE}/leave`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '채팅방 나가기' }));
    await confirm();
    await waitFor(() => expect(router.state.location.pathname).toBe('/chatRoomListMain'));
    expect(api.callsTo(`POST ${ROOM_BASE}/leave`)).toHaveLength(1);
  });

  it('offers no leaving, renaming or removing in a class room, whose members follow enrolment', async () => {
    renderChange({
      [`GET ${ROOM_BASE}`]: () => ok({ ...GROUP, kind: 'class', me: { ...GROUP.me, mayLeave: false } }),
    });
    expect(await screen.findByText('반 채팅방의 참여자는 반 등록을 따라 바뀝니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '채팅방 나가기' })).toBeNull();
    expect(screen.queryByRole('link', { name: '이름 바꾸기' })).toBeNull();
    expect(screen.queryByRole('button', { name: /내보내기/ })).toBeNull();
  });
});

describe('inviting', () => {
  it('invites the people chosen; members already in the room cannot be chosen', async () => {
    const { api, router } = renderChange(
      {
        [`GET ${CHAT_BASE}/contacts`]: () => ok({ people: [PARENT, STUDENT] }),
        [`POST ${ROOM_BASE}/members`]: () => ok(GROUP),
      },
      DIRECTOR_ME,
      `/chatRoomInvite/${CHANNEL}`,
    );
    const present = await screen.findByRole('checkbox', { name: '최학부모 · 최민준 학부모' });
    expect(present).toBeDisabled();
    expect(present).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: '최민준 · 수학A' }));
    await userEvent.click(screen.getByRole('button', { name: '1명 초대하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chatRoomChange/${CHANNEL}`));
    expect(api.callsTo(`POST ${ROOM_BASE}/members`)[0]?.body).toEqual({ userIds: [STUDENT.userId] });
  });
});
