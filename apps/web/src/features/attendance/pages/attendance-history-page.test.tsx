import type { MeResponse } from '@academy/domain/account/account.schema';
import type {
  AttendanceScopeResponse,
  ClassHistoryResponse,
  StudentHistoryResponse,
} from '@academy/domain/attendance/attendance.schema';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID, INST_NM, meWith } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { AttendanceHistoryPage } from './attendance-history-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const CLASS_ID = '019a0000-0000-7000-8000-0000000000c1';
const NO_COUNTS = { PRESENT: 0, LATE: 0, ABSENT: 0, EARLY_LEAVE: 0, MAKEUP: 0 };
const summary = { counts: NO_COUNTS, total: 0, attended: 0, rate: null };

const history = (studentId: string, studentNm: string): StudentHistoryResponse => ({
  studentId,
  studentNm,
  month: '2026-11',
  days: [],
  summary,
  totalStudyMinutes: 0,
  deskPin: null,
});

function renderHistory(me: MeResponse, scope: AttendanceScopeResponse, url = '/v3/AttendanceHistory') {
  const api = mockApi({
    'GET /api/auth/me': () => ok(me),
    [`GET /api/insts/${INST_ID}/attendance/scope`]: () => ok(scope),
    [`GET /api/insts/${INST_ID}/attendance/students/s1`]: () => ok(history('s1', '최민준')),
    [`GET /api/insts/${INST_ID}/attendance/classes/${CLASS_ID}`]: () => ok(classMonth),
  });
  renderRoutes([{ path: '/v3/AttendanceHistory', element: <AttendanceHistoryPage /> }], url, { academy: 'demo' });
  return api;
}

/** A class meeting every day of November: a month too wide for a 320px screen. */
const days = Array.from({ length: 30 }, (_unused, index) => `2026-11-${String(index + 1).padStart(2, '0')}`);
const classMonth: ClassHistoryResponse = {
  classId: CLASS_ID,
  classNm: '중등 수학 A반',
  month: '2026-11',
  sessionDates: days,
  students: [
    {
      studentId: 's1',
      studentNm: '최민준',
      statuses: Object.fromEntries(days.map((date) => [date, 'PRESENT' as const])),
      summary,
    },
  ],
  days: days.map((date) => ({ date, counts: NO_COUNTS })),
  summary,
};

describe('AttendanceHistory in the reader’s words', () => {
  it('lets a parent choose among their children, labelled 자녀', async () => {
    renderHistory(meWith([{ instId: INST_ID, instNm: INST_NM, relationCd: null, role: 'PARENT', authCd: null }]), {
      role: 'PARENT',
      classes: [],
      students: [
        { studentId: 's1', studentNm: '최민준' },
        { studentId: 's2', studentNm: '최서연' },
      ],
      canEditDeskPin: false,
    });
    const picker = await screen.findByRole('combobox', { name: '자녀' });
    expect(within(picker).getByRole('option', { name: '자녀를 선택해 주세요' })).toBeInTheDocument();
    expect(screen.getByText('자녀를 선택해 주세요', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '원생' })).toBeNull();
  });

  it('shows a student their own month with nothing to pick', async () => {
    renderHistory(meWith([{ instId: INST_ID, instNm: INST_NM, relationCd: '010', role: 'STUDENT', authCd: null }]), {
      role: 'STUDENT',
      classes: [],
      students: [{ studentId: 's1', studentNm: '최민준' }],
      canEditDeskPin: false,
    });
    expect(await screen.findByRole('heading', { name: '최민준' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.body.textContent).not.toMatch(/자녀/);
  });
});

describe('AttendanceHistory by class on a narrow screen', () => {
  it('keeps the wide month grid inside its own focusable, named scrolling region', async () => {
    renderHistory(
      DIRECTOR_ME,
      {
        role: 'DIRECTOR',
        classes: [{ classId: CLASS_ID, classNm: '중등 수학 A반' }],
        students: [{ studentId: 's1', studentNm: '최민준' }],
        canEditDeskPin: true,
      },
      `/v3/AttendanceHistory?classId=${CLASS_ID}`,
    );
    const table = await screen.findByRole('table', { name: /출결 달력/ });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(32);
    // Each day shows the status's first letter and reads it whole (출석, not 출 석).
    expect(within(table).getAllByRole('cell', { name: '출석' })).toHaveLength(30);
    const region = table.closest('section[aria-label]');
    expect(region).toHaveAccessibleName(/출결 달력/);
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('region');
  });
});
