import type { ScheduleMonthResponse, SessionView } from '@academy/domain/schedule/schedule.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { MonthlySchedulePage } from './monthly-schedule-page';

const CLASS_ID = '019a0000-0000-7000-8000-0000000000c1';

const session = (date: string, overrides: Partial<SessionView> = {}): SessionView => ({
  key: `${CLASS_ID}:${date}:10:00`,
  classId: CLASS_ID,
  classNm: '초등 영어',
  date,
  start: '10:00',
  end: '11:00',
  room: '201호',
  kind: 'regular',
  status: 'scheduled',
  exceptionId: null,
  originalDate: null,
  movedTo: null,
  reason: null,
  holidayNm: null,
  teacherNms: ['박강사'],
  studentNms: [],
  ...overrides,
});

function september(cancelled: boolean): ScheduleMonthResponse {
  return {
    month: '2026-09',
    holidays: [
      { date: '2026-09-24', name: '추석 연휴' },
      { date: '2026-09-25', name: '추석' },
      { date: '2026-09-26', name: '추석 연휴' },
    ],
    holidaysKnown: true,
    classes: [{ classId: CLASS_ID, classNm: '초등 영어', manageable: true }],
    sessions: [
      session('2026-09-18'),
      cancelled
        ? session('2026-09-25', { holidayNm: '추석', status: 'cancelled', exceptionId: 'x1', reason: '추석' })
        : session('2026-09-25', { holidayNm: '추석' }),
      session('2026-09-26', {
        key: 'm1',
        kind: 'makeup',
        exceptionId: 'm1',
        studentNms: ['최민준'],
        start: '13:00',
        end: '14:00',
      }),
    ],
  };
}

function renderMonth(url: string) {
  let cancelled = false;
  const { calls } = mockApi({
    'GET /api/auth/me': ok(DIRECTOR_ME),
    [`GET /api/insts/${INST_ID}/schedule/month`]: ({ query }) => {
      const month = query.get('month');
      return ok(
        month === '2026-09' ? september(cancelled) : { ...september(false), month, holidays: [], sessions: [] },
      );
    },
    [`POST /api/insts/${INST_ID}/classes/${CLASS_ID}/sessions`]: () => {
      cancelled = true;
      return ok({
        session: {
          sessionId: 'x1',
          classId: CLASS_ID,
          kind: 'cancel',
          originalDate: '2026-09-25',
          date: null,
          start: null,
          end: null,
          room: null,
          reason: '추석',
          students: [],
        },
      });
    },
  });
  const { router } = renderRoutes([{ path: '/v3/MonthlySchedule', element: <MonthlySchedulePage /> }], url, {
    academy: 'demo',
  });
  return { calls, router };
}

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

describe('MonthlySchedule', () => {
  it('is a calendar table with Korean weekday headers, holiday names and sessions as buttons', async () => {
    renderMonth('/v3/MonthlySchedule?month=2026-09');
    const table = await screen.findByRole('table', { name: '2026년 9월 수업 일정' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByText('추석')).toBeInTheDocument();
    expect(within(table).getAllByText('추석 연휴')).toHaveLength(2);
    expect(within(table).getByRole('button', { name: '9월 18일 (금) 10:00~11:00 초등 영어' })).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: '9월 26일 (토) 13:00~14:00 초등 영어 (보강)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2026년 9월' })).toBeInTheDocument();
  });

  it('writes each session on its day as its time and its class name, not the time alone', async () => {
    renderMonth('/v3/MonthlySchedule?month=2026-09');
    const button = await screen.findByRole('button', { name: '9월 18일 (금) 10:00~11:00 초등 영어' });
    expect(within(button).getByText('10:00')).toBeVisible();
    expect(within(button).getByText('초등 영어')).toBeVisible();
    expect(button).toHaveTextContent(/^10:00초등 영어$/);
  });

  it('offers 휴강 처리 on a holiday in one tap, and shows the day cancelled', async () => {
    const user = userEvent.setup();
    const { calls } = renderMonth('/v3/MonthlySchedule?month=2026-09');
    await user.click(await screen.findByRole('button', { name: '9월 25일 (금) 10:00~11:00 초등 영어' }));
    const panel = screen.getByRole('region', { name: '선택한 수업: 초등 영어' });
    expect(panel).toHaveFocus();
    expect(within(panel).getByText('공휴일(추석)입니다. 이날 수업을 쉬려면 휴강 처리해 주세요.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: '휴강 처리' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        kind: 'cancel',
        date: '2026-09-25',
        reason: '추석',
      }),
    );
    expect(
      await screen.findByRole('button', { name: '9월 25일 (금) 10:00~11:00 초등 영어 (휴강)' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '휴강 취소' })).toBeInTheDocument();
  });

  it('moves between months through the address', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderMonth('/v3/MonthlySchedule?month=2026-09');
    await screen.findByRole('table', { name: '2026년 9월 수업 일정' });
    await user.click(screen.getByRole('button', { name: '다음 달' }));
    expect(await screen.findByRole('table', { name: '2026년 10월 수업 일정' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?month=2026-10');
    await user.click(screen.getByRole('button', { name: '이전 달' }));
    await user.click(screen.getByRole('button', { name: '이전 달' }));
    expect(await screen.findByRole('table', { name: '2026년 8월 수업 일정' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/schedule/month')).map((call) => call.search)).toEqual(
      expect.arrayContaining(['?month=2026-09', '?month=2026-10', '?month=2026-08']),
    );
  });
});
