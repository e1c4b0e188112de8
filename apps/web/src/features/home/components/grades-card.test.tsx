import type { StudentGradeItem, StudentGradesResponse } from '@academy/domain/grades/grades.schema';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INST_ID, INST_NM, meWith } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { GradesCard } from './grades-card';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const STUDENT_ID = '019a0000-0000-7000-8000-0000000000d1';
const GRADE_ID = '019a0000-0000-7000-8000-0000000000e1';

const item = (overrides: Partial<StudentGradeItem> = {}): StudentGradeItem => ({
  gradeId: GRADE_ID,
  name: '11월 단원평가',
  subject: '수학',
  testDate: '2026-11-20',
  classId: 'c1',
  classNm: '중등 수학 A반',
  maxScore: 100,
  score: 92.5,
  absent: false,
  classAverage: 81.3,
  classHighest: 98,
  rank: null,
  rankOf: null,
  publishedAt: '2026-11-21T01:00:00.000Z',
  ...overrides,
});

function renderCard(items: StudentGradeItem[]) {
  const body: StudentGradesResponse = {
    studentId: STUDENT_ID,
    studentNm: '최민준',
    showRank: false,
    items,
    nextCursor: null,
  };
  const api = mockApi({
    'GET /api/auth/me': () =>
      ok(meWith([{ instId: INST_ID, instNm: INST_NM, relationCd: null, role: 'PARENT', authCd: null }])),
    [`GET /api/insts/${INST_ID}/students/${STUDENT_ID}/grades`]: () => ok(body),
  });
  renderRoutes([{ path: '/mainTF', element: <GradesCard instId={INST_ID} studentId={STUDENT_ID} /> }], '/mainTF', {
    academy: 'demo',
  });
  return api;
}

describe('the home’s grades card', () => {
  it('lists the newest published tests with score / maximum, each opening the child’s test', async () => {
    const api = renderCard([item(), item({ gradeId: 'g2', name: '10월 모의고사', absent: true, score: null })]);
    const card = await screen.findByRole('region', { name: '최근 성적' });
    const list = await within(card).findByRole('list', { name: '최근 공개된 성적' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', `/v3/MyGradeDetailPage/${GRADE_ID}?studentId=${STUDENT_ID}`);
    expect(links[0]).toHaveTextContent('92.5 / 100점');
    expect(links[0]).toHaveTextContent('반 평균 81.3점');
    expect(links[1]).toHaveTextContent('결시');
    expect(within(card).getByRole('link', { name: '성적 전체' })).toHaveAttribute(
      'href',
      `/v3/MyGradeManagement?studentId=${STUDENT_ID}`,
    );
    // A small page: the card never asks for the whole list.
    expect(api.callsTo(`GET /api/insts/${INST_ID}/students/${STUDENT_ID}/grades`)[0]?.query.get('limit')).toBe('3');
  });

  it('says there is nothing published yet', async () => {
    renderCard([]);
    expect(await screen.findByText('공개된 성적이 없습니다.')).toBeInTheDocument();
  });
});
