import type { DeskCheckResponse } from '@academy/domain/attendance/attendance.schema';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enterKiosk, leaveKiosk, parseKioskLock } from '../../../lib/routing/kiosk-lock';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { resetModals } from '../../../test/render-routes';
import { renderInRouter } from '../testing/render-attendance';
import { DeskKiosk, FEEDBACK_MS } from './desk-kiosk';
import { LEAVE_IDLE_MS } from './desk-leave-form';

const STATUS = { unlocked: true, instId: 'i', instNm: '한빛수학학원', expiresAt: '2026-11-23T17:00:00.000Z' };
const answer = (overrides: Partial<DeskCheckResponse>): DeskCheckResponse => ({
  result: 'check-in',
  message: '최민준 학생 등원했습니다',
  studentNm: '최민준',
  at: '2026-11-23T06:02:00.000Z',
  studyMinutes: null,
  candidates: [],
  ...overrides,
});

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  resetModals();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DeskKiosk', () => {
  it('checks in by keyboard and shows a big answer that clears itself', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = mockApi({ 'POST /api/desk/check': () => ok(answer({})) });
    renderInRouter(<DeskKiosk status={STATUS} />);
    expect(screen.getByText('출결 번호를 입력해 주세요')).toBeInTheDocument();
    await user.keyboard('5678{Enter}');
    expect(await screen.findByText('최민준 학생 등원했습니다')).toBeInTheDocument();
    expect(api.callsTo('POST /api/desk/check')[0]?.body).toEqual({ pin: '5678' });
    act(() => vi.advanceTimersByTime(FEEDBACK_MS + 10));
    expect(screen.queryByText('최민준 학생 등원했습니다')).toBeNull();
    expect(screen.getByText('출결 번호를 입력해 주세요')).toBeInTheDocument();
  });

  it('shows the study time on check-out, and the Korean answer to an unknown number', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let next = () => ok(answer({ result: 'check-out', message: '최민준 학생 하원했습니다', studyMinutes: 150 }));
    mockApi({ 'POST /api/desk/check': () => next() });
    renderInRouter(<DeskKiosk status={STATUS} />);
    await user.keyboard('5678{Enter}');
    expect(await screen.findByText('최민준 학생 하원했습니다')).toBeInTheDocument();
    expect(screen.getByText('오늘 공부 시간 2시간 30분')).toBeInTheDocument();
    next = () => fail(404, 'DESK_PIN_UNKNOWN', '등록되지 않은 번호입니다. 다시 입력해 주세요.');
    for (const key of ['0', '0', '0', '0']) await user.click(screen.getByRole('button', { name: key }));
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('등록되지 않은 번호입니다. 다시 입력해 주세요.')).toBeInTheDocument();
  });

  it('asks which student when the number is shared, then sends the choice', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = mockApi({
      'POST /api/desk/check': (call) =>
        (call.body as { studentId?: string }).studentId
          ? ok(answer({ message: '이바다 학생 등원했습니다', studentNm: '이바다' }))
          : ok(
              answer({
                result: 'choose',
                message: '같은 번호를 쓰는 학생이 여러 명입니다.',
                studentNm: null,
                candidates: [
                  { studentId: 'a', maskedNm: '김*늘' },
                  { studentId: 'b', maskedNm: '이*다' },
                ],
              }),
            ),
    });
    renderInRouter(<DeskKiosk status={STATUS} />);
    await user.keyboard('7777{Enter}');
    const choose = await screen.findByRole('group', { name: '본인 이름을 골라 주세요' });
    await user.click(within(choose).getByRole('button', { name: '이*다' }));
    expect(await screen.findByText('이바다 학생 등원했습니다')).toBeInTheDocument();
    expect(api.callsTo('POST /api/desk/check').map((call) => call.body)).toEqual([
      { pin: '7777' },
      { pin: '7777', studentId: 'b' },
    ]);
  });

  it('sends 외출·복귀 to the break route, then goes back to 등원·하원', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = mockApi({
      'POST /api/desk/break': () => ok(answer({ result: 'break-out', message: '최민준 학생 외출했습니다' })),
    });
    renderInRouter(<DeskKiosk status={STATUS} />);
    await user.click(screen.getByRole('radio', { name: '외출·복귀' }));
    expect(screen.getByText('외출·복귀할 번호를 입력해 주세요')).toBeInTheDocument();
    await user.keyboard('5678{Enter}');
    expect(await screen.findByText('최민준 학생 외출했습니다')).toBeInTheDocument();
    expect(api.callsTo('POST /api/desk/break')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: '등원·하원' })).toBeChecked();
  });

  it('hides the last answer as soon as the next student types, and never shows a phone number', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockApi({ 'POST /api/desk/check': () => ok(answer({})) });
    renderInRouter(<DeskKiosk status={STATUS} />);
    await user.keyboard('5678{Enter}');
    expect(await screen.findByText('최민준 학생 등원했습니다')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/01[0-9]-?\d{3,4}-?\d{4}/);
    await user.keyboard('1');
    expect(screen.queryByText('최민준 학생 등원했습니다')).toBeNull();
    // The typed number is not shown either: dots, and how many digits for a screen reader.
    expect(screen.getByText('●')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '입력한 번호 1자리' })).toBeInTheDocument();
  });
});

describe('leaving the kiosk', () => {
  const lock = { instId: 'i', expiresAt: '2099-01-01T00:00:00.000Z' };
  beforeEach(() => enterKiosk(lock));
  afterEach(() => leaveKiosk());
  const stored = () => parseKioskLock(window.localStorage.getItem('academy.kiosk'));

  it('needs a staff password: a wrong one keeps the kiosk, the right one locks it and ends the hold', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = mockApi({
      'POST /api/desk/leave': (call) =>
        (call.body as { password: string }).password === 'staff-pass'
          ? ok({ unlocked: false, instId: null, instNm: null, expiresAt: null })
          : fail(400, 'WRONG_PASSWORD', '비밀번호가 올바르지 않습니다. 다시 입력해 주세요.'),
    });
    const { queryClient } = renderInRouter(<DeskKiosk status={STATUS} />);
    await user.click(screen.getByRole('button', { name: '데스크 나가기' }));
    const form = screen.getByRole('form', { name: '데스크를 잠그고 나가기' });
    // The pad gives way to the form; typing goes to the password, not to a desk number.
    expect(screen.queryByRole('group', { name: '숫자 패드' })).toBeNull();
    const password = within(form).getByLabelText('직원 비밀번호');
    expect(password).toHaveFocus();
    await user.type(password, 'student-guess');
    await user.click(within(form).getByRole('button', { name: '잠그고 나가기' }));
    expect(await within(form).findByText('비밀번호가 올바르지 않습니다. 다시 입력해 주세요.')).toBeInTheDocument();
    expect(stored()).toEqual(lock);

    await user.clear(password);
    await user.type(password, 'staff-pass');
    await user.click(within(form).getByRole('button', { name: '잠그고 나가기' }));
    await vi.waitFor(() => expect(stored()).toBeNull());
    expect(api.callsTo('POST /api/desk/leave').map((call) => call.body)).toEqual([
      { password: 'student-guess' },
      { password: 'staff-pass' },
    ]);
    expect(queryClient.getQueryData(['desk', 'status'])).toEqual({
      unlocked: false,
      instId: null,
      instNm: null,
      expiresAt: null,
    });
  });

  it('closes a form nobody fills in, and 취소 goes back to the pad', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = mockApi({});
    renderInRouter(<DeskKiosk status={STATUS} />);
    await user.click(screen.getByRole('button', { name: '데스크 나가기' }));
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('form', { name: '데스크를 잠그고 나가기' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '데스크 나가기' }));
    expect(screen.getByRole('form', { name: '데스크를 잠그고 나가기' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(LEAVE_IDLE_MS + 10));
    expect(screen.queryByRole('form', { name: '데스크를 잠그고 나가기' })).toBeNull();
    expect(api.callsTo('POST /api/desk/leave')).toHaveLength(0);
    expect(stored()).toEqual(lock);
  });
});
