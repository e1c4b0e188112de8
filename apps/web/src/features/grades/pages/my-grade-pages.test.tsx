import type { StudentGradeDetail, StudentGradeItem } from '@academy/domain/grades/grades.schema';
import type { MyStudent } from '@academy/domain/students/students.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INST_ID, INST_NM, meWith } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { GRADE_ID, gradeDetail, STUDENTS } from '../testing/grades-fixtures';
import { MyGradeDetailPage, MyGradeManagementPage } from './my-grade-pages';

// recharts cannot load in this test window (its ESM build is refused): the chart's figure and its text
// alternative are still drawn by ChartWrapper, which is what these tests read.
vi.mock('../../../ui/chart-wrapper/chart-renderer', () => ({ default: () => null }));

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const [HANEUL, BADA] = STUDENTS;
const PARENT_ME = meWith([{ instId: INST_ID, instNm: INST_NM, relationCd: null, role: 'PARENT', authCd: null }]);

/** The parent's children at the academy (GET …/my-students). */
const myStudents: MyStudent[] = [HANEUL, BADA].map((student) => ({
  studentId: student.studentId,
  studentNm: student.studentNm,
  status: 'enrolled',
  schoolNm: null,
  gradeYear: null,
  relation: 'guardian',
  relationType: '어머니',
  userId: null,
}));

const item = (overrides: Partial<StudentGradeItem> = {}): StudentGradeItem => ({
  gradeId: GRADE_ID,
  name: '11월 단원평가',
  subject: '수학',
  testDate: '2026-11-20',
  classId: 'c1',
  classNm: '중등 수학 A반',
  maxScore: 100,
  score: 92,
  absent: false,
  classAverage: 81.3,
  classHighest: 98,
  rank: null,
  rankOf: null,
  publishedAt: '2026-11-21T01:00:00.000Z',
  ...overrides,
});

const gradesPath = (studentId: string) => `GET /api/insts/${INST_ID}/students/${studentId}/grades`;

function renderMy(url: string) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(PARENT_ME),
    [`GET /api/insts/${INST_ID}/my-students`]: () => ok({ students: myStudents }),
    [gradesPath(HANEUL.studentId)]: () =>
      ok({
        studentId: HANEUL.studentId,
        studentNm: HANEUL.studentNm,
        showRank: false,
        items: [item(), item({ gradeId: 'g0', name: '10월 단원평가', testDate: '2026-10-20', score: 70 })],
        nextCursor: null,
      }),
    [gradesPath(BADA.studentId)]: () =>
      ok({ studentId: BADA.studentId, studentNm: BADA.studentNm, showRank: false, items: [], nextCursor: null }),
    [`${gradesPath(HANEUL.studentId)}/${GRADE_ID}`]: () => ok(detailOf()),
  });
  renderRoutes(
    [
      { path: '/v3/MyGradeManagement', element: <MyGradeManagementPage /> },
      { path: '/v3/MyGradeDetailPage/:gradeId?', element: <MyGradeDetailPage /> },
    ],
    url,
    { academy: 'demo' },
  );
  return api;
}

function detailOf(overrides: Partial<StudentGradeDetail> = {}): StudentGradeDetail {
  const base = gradeDetail();
  return {
    gradeId: base.gradeId,
    name: base.name,
    subject: base.subject,
    testDate: base.testDate,
    classId: base.classId,
    classNm: base.classNm,
    maxScore: 100,
    sections: [
      { name: '듣기', maxScore: 40 },
      { name: '독해', maxScore: 60 },
    ],
    publishedAt: '2026-11-21T01:00:00.000Z',
    studentId: HANEUL.studentId,
    studentNm: HANEUL.studentNm,
    score: 92,
    absent: false,
    sectionScores: [38, 54],
    rank: 2,
    rankOf: 18,
    showRank: true,
    statistics: {
      takers: 18,
      absent: 1,
      notEntered: 0,
      average: 81.3,
      highest: 98,
      lowest: 52,
      distribution: Array.from({ length: 10 }, (_unused, index) => ({
        label: `${index * 10}~${index * 10 + 10}`,
        from: index * 10,
        to: index * 10 + 10,
        count: index === 9 ? 4 : 1,
      })),
    },
    ...overrides,
  };
}

describe('MyGradeManagement', () => {
  it('shows the first child’s published tests with score / maximum and class average, and a chart', async () => {
    renderMy('/v3/MyGradeManagement');
    const list = await screen.findByRole('list', { name: '시험 성적' });
    const links = within(list).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', `/v3/MyGradeDetailPage/${GRADE_ID}?studentId=${HANEUL.studentId}`);
    expect(links[0]).toHaveTextContent('92 / 100점');
    expect(links[0]).toHaveTextContent('반 평균 81.3점');
    // The chart tells screen readers its data, oldest test first.
    expect(screen.getByRole('figure', { name: '김하늘의 점수 추이 (만점 대비 %)' })).toHaveAccessibleDescription(
      '10월 단원평가 70%, 11월 단원평가 92%',
    );
  });

  it('lets a parent of two choose the child, and says when nothing is published', async () => {
    const user = userEvent.setup();
    const api = renderMy('/v3/MyGradeManagement');
    await screen.findByRole('list', { name: '시험 성적' });
    await user.selectOptions(screen.getByRole('combobox', { name: '자녀' }), BADA.studentId);
    expect(await screen.findByText('공개된 성적이 없습니다')).toBeInTheDocument();
    expect(api.callsTo(gradesPath(BADA.studentId))).toHaveLength(1);
  });
});

describe('MyGradeDetailPage', () => {
  it('shows the child’s score, sections, the class’s figures, the rank and the child’s band', async () => {
    renderMy(`/v3/MyGradeDetailPage/${GRADE_ID}?studentId=${HANEUL.studentId}`);
    expect(await screen.findByText('김하늘의 점수')).toBeInTheDocument();
    expect(screen.getByText('38 / 40점')).toBeInTheDocument();
    const figures = screen.getAllByRole('list', { name: '시험 통계' })[0];
    expect(figures).toHaveTextContent('반 평균81.3점');
    expect(figures).toHaveTextContent('반 등수2등 / 18명');
    const bands = screen.getByRole('list', { name: '점수 분포' });
    expect(within(bands).getByRole('listitem', { name: '90~100점 4명 (내 점수 구간)' })).toBeInTheDocument();
  });
});
