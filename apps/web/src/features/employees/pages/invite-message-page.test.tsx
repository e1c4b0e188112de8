import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { resetModals } from '../../../test/render-routes';
import { renderRoutes } from '../testing/render-employees';
import { InviteMessagePage } from './invite-message-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const INVITE_ID = '019a0000-0000-7000-8000-0000000000bb';
const MESSAGE = {
  invite: {
    inviteId: INVITE_ID,
    code: 'K7M2Q9XA',
    userNm: '서강사',
    relationCd: '050',
    mobileNo: '01012345678',
    maskedMobileNo: '010-****-5678',
    state: 'usable',
    createdAt: '2026-11-22T01:00:00.000Z',
    expiresAt: '2026-12-06T01:00:00.000Z',
    createdByNm: '김원장',
  },
  link: 'http://localhost/v3/InstConnect?code=K7M2Q9XA',
  text: '[학원ON] 한빛수학학원 직원 초대\n초대 코드: K7M2Q9XA\nhttp://localhost/v3/InstConnect?code=K7M2Q9XA',
  channels: [
    { channel: 'sms', billedAs: 'lms', cost: 50 },
    { channel: 'alimtalk', billedAs: 'alimtalk', cost: 8 },
  ],
  sendable: true,
};

describe('/inviteMessage', () => {
  it('previews the text, shows each channel’s cost before sending, and sends on the chosen channel', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/auth/me': () => ok(DIRECTOR_ME),
      [`GET /api/insts/${INST_ID}/invites/${INVITE_ID}/message`]: () => ok(MESSAGE),
      [`POST /api/insts/${INST_ID}/invites/${INVITE_ID}/send`]: () =>
        ok({ sent: true, channel: 'sms', billedAs: 'lms', cost: 50, maskedMobileNo: '010-****-5678', sentAt: 'x' }),
    });
    renderRoutes([{ path: '/inviteMessage', element: <InviteMessagePage /> }], `/inviteMessage?inviteId=${INVITE_ID}`);
    expect(await screen.findByText(/초대 코드: K7M2Q9XA/)).toBeInTheDocument();
    expect(screen.getByText('받는 분: 서강사 (010-****-5678)')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /알림톡 · 건당 8원/ })).toBeChecked();
    expect(screen.getByText('예상 비용 8원 (1건)')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /문자 · 건당 50원/ }));
    expect(screen.getByText('장문 문자(LMS)')).toBeInTheDocument();
    expect(screen.getByText('예상 비용 50원 (1건)')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/insts/${INST_ID}/invites/${INVITE_ID}/send`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('보냈습니다: 장문 문자(LMS) · 50원')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/insts/${INST_ID}/invites/${INVITE_ID}/send`)[0]?.body).toEqual({ channel: 'sms' });
  });

  it('says an invitation that cannot be used cannot be sent', async () => {
    mockApi({
      'GET /api/auth/me': () => ok(DIRECTOR_ME),
      [`GET /api/insts/${INST_ID}/invites/${INVITE_ID}/message`]: () =>
        ok({ ...MESSAGE, invite: { ...MESSAGE.invite, state: 'revoked' }, sendable: false }),
    });
    renderRoutes([{ path: '/inviteMessage', element: <InviteMessagePage /> }], `/inviteMessage?inviteId=${INVITE_ID}`);
    expect(await screen.findByText('이 초대는 보낼 수 없습니다')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '보내기' })).toBeNull();
  });
});
