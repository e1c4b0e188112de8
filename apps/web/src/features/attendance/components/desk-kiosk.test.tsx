import type { DeskCheckResponse } from '@academy/domain/attendance/attendance.schema';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { resetModals } from '../../../test/render-routes';
import { renderInRouter } from '../testing/render-attendance';
import { DeskKiosk, FEEDBACK_MS } from './desk-kiosk';

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
});
