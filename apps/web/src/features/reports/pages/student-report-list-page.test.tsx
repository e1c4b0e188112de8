import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patchCommon } from '../../../store/common-slice';
import { store } from '../../../store/store';
import { DIRECTOR_ME, INST_ID } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import {
  memberMe,
  PARENT_ME,
  REPORT_A,
  REPORT_B,
  REPORT_C,
  SCOPE_PATH,
  STUDENT_A,
  STUDENT_B,
  scope,
  studentItem,
} from '../testing/report-fixtures';
import { StudentReportListPage } from './student-report-list-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const reportsOf = (studentId: string) => `/api/insts/${INST_ID}/students/${studentId}/reports`;

function open(me = PARENT_ME, answers: Parameters<typeof mockApi>[0] = {}, url = '/v3/StudentReportList') {
  const api = mockApi({
    'GET /api/auth/me': ok(me),
    [`GET ${SCOPE_PATH}`]: ok(scope()),
    [`GET ${reportsOf(STUDENT_A)}`]: ok({
      student: { studentId: STUDENT_A, studentNm: '최민준' },
      items: [
        studentItem(),
        studentItem({
          reportId: REPORT_B,
          title: '2026년 9월 학습 리포트',
          month: '2026-09',
          readAt: '2026-10-03T01:00:00.000Z',
        }),
      ],
    }),
    ...answers,
  });
  const view = renderRoutes([{ path: '/v3/StudentReportList/:studentId?', element: <StudentReportListPage /> }], url, {
    academy: 'demo',
  });
  return { api, ...view };
}

describe('StudentReportList', () => {
  it("shows a parent their child's reports newest first, the unread ones marked, each opening the report", async () => {
    open();
    const list = await screen.findByRole('list', { name: '최민준 학습 리포트' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('2026년 10월 학습 리포트'),
      expect.stringContaining('2026년 9월 학습 리포트'),
    ]);
    expect(links[0]).toHaveAttribute('href', `/v3/ReportDetail/${REPORT_A}`);
    expect(within(links[0] as HTMLElement).getByRole('img', { name: '읽지 않은 리포트' })).toBeInTheDocument();
    expect(within(links[1] as HTMLElement).queryByRole('img', { name: '읽지 않은 리포트' })).toBeNull();
    // One child: nothing to choose.
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('lets a parent of two children switch between them', async () => {
    const { api } = open(PARENT_ME, {
      [`GET ${SCOPE_PATH}`]: ok(
        scope({
          students: [
            { studentId: STUDENT_A, studentNm: '최민준' },
            { studentId: STUDENT_B, studentNm: '최서윤' },
          ],
        }),
      ),
      [`GET ${reportsOf(STUDENT_B)}`]: ok({ student: { studentId: STUDENT_B, studentNm: '최서윤' }, items: [] }),
    });
    await screen.findByRole('list', { name: '최민준 학습 리포트' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '자녀' }), STUDENT_B);
    expect(await screen.findByText('아직 받은 리포트가 없습니다')).toBeInTheDocument();
    expect(api.callsTo(`GET ${reportsOf(STUDENT_B)}`)).toHaveLength(1);
  });

  it("opens on the parent's current child chosen elsewhere in the app", async () => {
    const me = { ...PARENT_ME, children: [{ userId: 'child-b', userNm: '최서윤', relationType: 'child' }] };
    const { api } = open(me, {
      [`GET ${SCOPE_PATH}`]: ok(
        scope({
          students: [
            { studentId: STUDENT_A, studentNm: '최민준' },
            { studentId: STUDENT_B, studentNm: '최서윤' },
          ],
        }),
      ),
      [`GET ${reportsOf(STUDENT_B)}`]: ok({ student: { studentId: STUDENT_B, studentNm: '최서윤' }, items: [] }),
      // The child's account is matched to its record by the family's own records, not by name.
      [`GET /api/insts/${INST_ID}/my-students`]: ok({
        students: [STUDENT_A, STUDENT_B].map((studentId) => ({
          studentId,
          studentNm: '최서윤',
          status: 'enrolled',
          schoolNm: null,
          gradeYear: null,
          relation: 'guardian',
          relationType: null,
          userId: studentId === STUDENT_B ? 'child-b' : null,
        })),
      }),
    });
    store.dispatch(patchCommon({ childUserId: 'child-b' }));
    expect(await screen.findByText('아직 받은 리포트가 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '자녀' })).toHaveValue(STUDENT_B);
    expect(api.callsTo(`GET ${reportsOf(STUDENT_A)}`)).toHaveLength(0);
  });

  it('lets staff pick a student, shows drafts leading to the form and whether the family read the rest', async () => {
    const { router } = open(DIRECTOR_ME, {
      [`GET ${SCOPE_PATH}`]: ok(
        scope({
          role: 'DIRECTOR',
          classes: [{ classId: 'c1', classNm: '수학A' }],
          students: [
            { studentId: STUDENT_A, studentNm: '최민준' },
            { studentId: STUDENT_B, studentNm: '김서연' },
          ],
        }),
      ),
      [`GET ${reportsOf(STUDENT_A)}`]: ok({
        student: { studentId: STUDENT_A, studentNm: '최민준' },
        items: [
          studentItem({ reportId: REPORT_C, status: 'draft', sentAt: null, title: '2026년 11월 학습 리포트' }),
          studentItem(),
        ],
      }),
    });
    expect(await screen.findByText('원생을 선택해 주세요', { selector: 'p' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '원생' }), STUDENT_A);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/v3/StudentReportList/${STUDENT_A}`));
    const list = await screen.findByRole('list', { name: '최민준 학습 리포트' });
    const [draft, sent] = within(list).getAllByRole('link');
    expect(draft).toHaveAttribute('href', `/v3/ReportForm/${REPORT_C}`);
    expect(draft).toHaveTextContent('작성 중');
    expect(sent).toHaveTextContent('가족 미열람');
  });

  it('opens on the student named in the address (from a student page)', async () => {
    const { api } = open(
      memberMe('TEACHER'),
      { [`GET ${SCOPE_PATH}`]: ok(scope({ role: 'TEACHER', students: [] })) },
      `/v3/StudentReportList/${STUDENT_A}`,
    );
    expect(await screen.findByRole('list', { name: '최민준 학습 리포트' })).toBeInTheDocument();
    expect(api.callsTo(`GET ${reportsOf(STUDENT_A)}`)).toHaveLength(1);
  });

  it("answers another child's list as not found", async () => {
    open(
      PARENT_ME,
      { [`GET ${reportsOf(STUDENT_B)}`]: fail(404, 'NOT_FOUND', '찾을 수 없습니다.') },
      `/v3/StudentReportList/${STUDENT_B}`,
    );
    expect(await screen.findByText('리포트를 찾을 수 없습니다')).toBeInTheDocument();
  });

  it('says when a family has no linked student', async () => {
    open(PARENT_ME, { [`GET ${SCOPE_PATH}`]: ok(scope({ students: [] })) });
    expect(await screen.findByText('리포트를 볼 수 있는 원생이 없습니다')).toBeInTheDocument();
  });
});
