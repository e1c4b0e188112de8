import { NOTICE_MESSAGES } from '@academy/domain/notice/notice.rules';
import type { NoticeAudienceChoicesResponse, NoticeCostResponse } from '@academy/domain/notice/notice.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID, INST_NM, meFixture, TEACHER_ID } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import { seoulLocalOf } from '../lib/notice-form';
import { NoticeWritePage } from './notice-write-pages';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const base = `/api/insts/${INST_ID}/notices`;
const CLASS_A = '019a0000-0000-7000-8000-00000000c001';
const CLASS_B = '019a0000-0000-7000-8000-00000000c002';
const NOTICE_ID = '019a0000-0000-7000-8000-00000000a001';

const CHOICES: NoticeAudienceChoicesResponse = {
  canAddressAcademy: true,
  classes: [
    { classId: CLASS_A, classNm: '중3 수학 심화반', studentCnt: 3 },
    { classId: CLASS_B, classNm: '초등 사고력 수학', studentCnt: 4 },
  ],
  students: [{ studentId: '019a0000-0000-7000-8000-00000000d001', studentNm: '최민준', classNms: ['중3 수학 심화반'] }],
  staff: [],
};

const COST: NoticeCostResponse = {
  studentMaxCnt: 7,
  staffCnt: 2,
  cost: { recipients: 9, appOnly: 1, alimTalk: 8, sms: 0, lms: 0, totalWon: 104 },
};

function renderWrite(options: { me?: typeof DIRECTOR_ME; choices?: NoticeAudienceChoicesResponse } = {}) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(options.me ?? DIRECTOR_ME),
    [`GET ${base}/audience`]: () => ok(options.choices ?? CHOICES),
    [`POST ${base}/cost`]: () => ok(COST),
    [`POST ${base}`]: () => ok({ noticeId: NOTICE_ID, sentAt: '2026-11-23T07:00:00.000Z', told: 9 }),
  });
  renderRoutes(
    [{ path: '/noticeWrite', element: <NoticeWritePage /> }, landing('/noticeView/:noticeId', '공지 보기 화면')],
    '/noticeWrite',
    { academy: 'demo' },
  );
  return api;
}

const send = () => screen.getByRole('button', { name: '보내기' });

describe('the notice write form', () => {
  it('asks for a title and content in Korean, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = renderWrite();
    await user.click(await screen.findByRole('button', { name: '보내기' }));
    expect(await screen.findByText('제목을 입력해 주세요')).toBeInTheDocument();
    expect(screen.getByText('내용을 입력해 주세요')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /제목/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(`POST ${base}`)).toHaveLength(0);
  });

  it('needs a class when 반 선택 is chosen, and shows the cost once classes are picked', async () => {
    const user = userEvent.setup();
    const api = renderWrite();
    await user.type(await screen.findByRole('textbox', { name: /제목/ }), '겨울방학 보강 안내');
    await user.type(screen.getByRole('textbox', { name: /내용/ }), '12월 보강 일정입니다.');
    await user.click(screen.getByRole('radio', { name: '반 선택' }));
    await user.click(send());
    expect(await screen.findByText('받는 반을 선택해 주세요')).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}`)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: '중3 수학 심화반 (3명)' }));
    await user.click(screen.getByRole('checkbox', { name: '초등 사고력 수학 (4명)' }));
    await user.click(screen.getByRole('checkbox', { name: /알림톡으로도 보내기/ }));
    const cost = await screen.findByText(/알림톡 8건/);
    expect(cost).toHaveTextContent('104원');
    expect(screen.getByText('원생 7명(보호자 포함) · 직원 2명')).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/cost`).at(-1)?.body).toEqual({
      audience: { kind: 'classes', classIds: [CLASS_A, CLASS_B] },
      alimTalk: true,
      advertising: false,
    });
  });

  it('turns 알림톡 off for an advertising notice', async () => {
    const user = userEvent.setup();
    renderWrite();
    const alimTalk = await screen.findByRole('checkbox', { name: /알림톡으로도 보내기/ });
    await user.click(alimTalk);
    expect(alimTalk).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /광고성 공지/ }));
    expect(alimTalk).not.toBeChecked();
    expect(alimTalk).toBeDisabled();
  });

  it('refuses a send time that has passed', async () => {
    const user = userEvent.setup();
    const api = renderWrite();
    await user.type(await screen.findByRole('textbox', { name: /제목/ }), '예약 공지');
    await user.type(screen.getByRole('textbox', { name: /내용/ }), '내용');
    await user.click(screen.getByRole('checkbox', { name: '예약 발송' }));
    const when = screen.getByLabelText(/보낼 시각/);
    await user.clear(when);
    await user.type(when, seoulLocalOf(new Date(Date.now() - 3_600_000)));
    await user.click(screen.getByRole('button', { name: '예약하기' }));
    expect(await screen.findByText(NOTICE_MESSAGES.sendAtPast)).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}`)).toHaveLength(0);
  });

  it('shows whom and what it costs before it sends, then sends the body the server checks', async () => {
    const user = userEvent.setup();
    const api = renderWrite();
    await user.type(await screen.findByRole('textbox', { name: /제목/ }), '겨울방학 보강 안내');
    await user.type(screen.getByRole('textbox', { name: /내용/ }), '12월 보강 일정입니다.');
    await user.click(screen.getByRole('radio', { name: '반 선택' }));
    await user.click(screen.getByRole('checkbox', { name: '중3 수학 심화반 (3명)' }));
    await user.click(screen.getByRole('checkbox', { name: /확인 요청/ }));
    await user.click(send());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('9명에게 보냅니다. 예상 메시지 비용은 104원입니다.');
    expect(api.callsTo(`POST ${base}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('공지 보기 화면')).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}`)[0]?.body).toEqual({
      title: '겨울방학 보강 안내',
      content: '12월 보강 일정입니다.',
      audience: { kind: 'classes', classIds: [CLASS_A] },
      pinned: false,
      confirmRequested: true,
      alimTalk: false,
      advertising: false,
      sendAt: null,
      imageIds: [],
      fileIds: [],
    });
  });

  it('does not offer a teacher the whole academy', async () => {
    const teacher = meFixture(
      { userId: TEACHER_ID, userNm: '박강사' },
      { memberships: [{ instId: INST_ID, instNm: INST_NM, relationCd: '050', role: 'TEACHER', authCd: '020' }] },
    );
    renderWrite({
      me: teacher,
      choices: { ...CHOICES, canAddressAcademy: false, classes: CHOICES.classes.slice(0, 1) },
    });
    await waitFor(() => expect(screen.getByRole('radio', { name: '반 선택' })).toBeChecked());
    expect(screen.queryByRole('radio', { name: '학원 전체' })).toBeNull();
  });
});
