import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import {
  assignee,
  BASE,
  DETAIL,
  familyDetail,
  HOMEWORK_ID,
  PARENT_ME,
  STUDENT_A,
  STUDENT_B,
  submitted,
} from '../testing/homework-fixtures';
import { HomeworkDetailPage } from './homework-detail-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const routes = [{ path: '/v3/homework/detail/:homeworkId', element: <HomeworkDetailPage /> }];
const url = `/v3/homework/detail/${HOMEWORK_ID}`;
const detailPath = `GET ${BASE}/homework/${HOMEWORK_ID}`;

describe('a homework’s detail', () => {
  it('shows staff the instructions, due time, attachments and the way to check', async () => {
    mockApi({ 'GET /api/auth/me': () => ok(DIRECTOR_ME), [detailPath]: () => ok(DETAIL) });
    renderRoutes(routes, url, { academy: 'demo' });
    expect(await screen.findByRole('heading', { name: DETAIL.title })).toBeInTheDocument();
    expect(screen.getByText('풀이 과정을 꼭 적어 주세요.')).toBeInTheDocument();
    expect(screen.getByText(/마감 2026\.11\.27 \(금\) 22:00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '학습지9.pdf 내려받기' })).toBeInTheDocument();
    expect(screen.getByText('제출 2/3 · 확인 대기 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '제출 관리' })).toHaveAttribute(
      'href',
      `/v3/homework/manage/${HOMEWORK_ID}`,
    );
    expect(screen.queryByRole('link', { name: /제출하기/ })).toBeNull();
  });

  it('shows a parent the child’s status, hand-in and the teacher’s 보완 요청, with 다시 제출', async () => {
    mockApi({
      'GET /api/auth/me': () => ok(PARENT_ME),
      [detailPath]: () =>
        ok(
          familyDetail(
            assignee({
              status: 'revision',
              submission: submitted({
                checkResult: 'revision',
                checkComment: '35쪽 풀이를 더 적어 주세요',
                checkedByNm: '박강사',
              }),
              submissionCnt: 1,
            }),
          ),
        ),
    });
    renderRoutes(routes, url, { academy: 'demo' });
    const status = await screen.findByRole('region', { name: /제출 상태/ });
    expect(within(status).getByText('보완 요청', { selector: 'span' })).toBeInTheDocument();
    expect(within(status).getByText('다 풀었어요')).toBeInTheDocument();
    expect(within(status).getByText(/35쪽 풀이를 더 적어 주세요/)).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: '다시 제출' })).toHaveAttribute(
      'href',
      `/v3/homework/submit/${HOMEWORK_ID}?studentId=${STUDENT_A}`,
    );
    expect(screen.queryByRole('link', { name: '제출 관리' })).toBeNull();
  });

  it('lets a parent of two switch child, and offers no hand-in once 완료', async () => {
    const api = mockApi({
      'GET /api/auth/me': () => ok(PARENT_ME),
      [detailPath]: (call) => {
        const children = [
          { studentId: STUDENT_A, studentNm: '최서연' },
          { studentId: STUDENT_B, studentNm: '최민준' },
        ];
        return call.query.get('studentId') === STUDENT_B
          ? ok(
              familyDetail(
                assignee({
                  studentId: STUDENT_B,
                  studentNm: '최민준',
                  status: 'completed',
                  submission: submitted({ checkResult: 'completed' }),
                  submissionCnt: 1,
                  maySubmit: false,
                }),
                children,
              ),
            )
          : ok(familyDetail(assignee(), children));
      },
    });
    renderRoutes(routes, url, { academy: 'demo' });
    expect(await screen.findByRole('link', { name: '제출하기' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '원생 선택' }), STUDENT_B);
    expect(await screen.findByText('선생님이 완료로 확인한 숙제입니다.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /제출/ })).toBeNull();
    expect(api.callsTo(detailPath).at(-1)?.query.get('studentId')).toBe(STUDENT_B);
  });

  it('answers another child’s or another academy’s homework with the way to the family’s list', async () => {
    mockApi({
      'GET /api/auth/me': () => ok(PARENT_ME),
      [detailPath]: () => fail(404, 'NOT_FOUND', '찾을 수 없습니다.'),
    });
    renderRoutes(routes, url, { academy: 'demo' });
    expect(await screen.findByText('숙제를 찾을 수 없습니다')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '내 숙제로' })).toHaveAttribute('href', '/v3/homework/my'),
    );
  });
});
