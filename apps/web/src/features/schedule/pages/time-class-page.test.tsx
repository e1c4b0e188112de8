import type { Role } from '@academy/domain/access/access.roles';
import type { MeResponse } from '@academy/domain/account/account.schema';
import type { TimetableResponse } from '@academy/domain/schedule/schedule.schema';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INST_ID, INST_NM, meWith } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { TimeClassPage } from './time-class-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const memberAs = (role: Extract<Role, 'PARENT' | 'STUDENT'>): MeResponse =>
  meWith([{ instId: INST_ID, instNm: INST_NM, relationCd: role === 'STUDENT' ? '010' : null, role, authCd: null }]);

const week = (students: TimetableResponse['students']): TimetableResponse => ({
  from: '2026-11-16',
  to: '2026-11-22',
  students,
  studentId: students[0]?.studentId ?? null,
  holidays: [],
  sessions: [],
});

function renderTimetable(me: MeResponse, timetable: TimetableResponse) {
  mockApi({
    'GET /api/auth/me': () => ok(me),
    [`GET /api/insts/${INST_ID}/schedule/timetable`]: () => ok(timetable),
  });
  renderRoutes([{ path: '/timeClass', element: <TimeClassPage /> }], '/timeClass?date=2026-11-18', {
    academy: 'demo',
  });
}

describe('/timeClass in the reader’s words', () => {
  it('tells a parent with no linked child about their child', async () => {
    renderTimetable(memberAs('PARENT'), week([]));
    expect(await screen.findByText('연결된 자녀가 없습니다')).toBeInTheDocument();
    expect(screen.getByText(/자녀의 시간표가 여기에 보여요/)).toBeInTheDocument();
  });

  it('speaks to a student of their own timetable, never of 자녀', async () => {
    renderTimetable(memberAs('STUDENT'), week([]));
    expect(await screen.findByText('내 원생 정보가 아직 연결되지 않았습니다')).toBeInTheDocument();
    expect(screen.getByText(/내 시간표가 여기에 보여요/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/자녀/);
  });

  it('lets a parent of two choose a child, labelled 자녀', async () => {
    renderTimetable(
      memberAs('PARENT'),
      week([
        { studentId: 's1', studentNm: '최민준' },
        { studentId: 's2', studentNm: '최서연' },
      ]),
    );
    expect(await screen.findByRole('combobox', { name: '자녀' })).toHaveDisplayValue('최민준');
  });
});
