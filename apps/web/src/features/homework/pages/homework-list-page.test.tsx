import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { BASE, CARD, CLASS_ID, HOMEWORK_ID, PARENT_ME } from '../testing/homework-fixtures';
import { HomeworkListPage } from './homework-list-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const routes = [{ path: '/v3/homework/list', element: <HomeworkListPage /> }];

describe('the staff homework list', () => {
  it('shows each assignment with its counts, opens its check screen, and narrows by class and state', async () => {
    const api = mockApi({
      'GET /api/auth/me': () => ok(DIRECTOR_ME),
      [`GET ${BASE}/homework/form-options`]: () =>
        ok({ classes: [{ classId: CLASS_ID, classNm: '초등 사고력 수학' }], students: [] }),
      [`GET ${BASE}/homework`]: () => ok({ items: [CARD], nextCursor: null }),
    });
    renderRoutes(routes, '/v3/homework/list', { academy: 'demo' });
    const list = await screen.findByRole('list', { name: '숙제 목록' });
    const row = within(list).getByRole('link', { name: /교재 32~35쪽 풀기/ });
    expect(row).toHaveAttribute('href', `/v3/homework/manage/${HOMEWORK_ID}`);
    expect(within(row).getByText('제출 2/3')).toBeInTheDocument();
    expect(within(row).getByText('지각 1')).toBeInTheDocument();
    expect(within(row).getByText('미제출 1')).toBeInTheDocument();
    expect(within(row).getByText('확인 대기 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '숙제 내기' })).toHaveAttribute('href', '/v3/homework/form');

    await screen.findByRole('option', { name: '초등 사고력 수학' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '반 선택' }), CLASS_ID);
    await waitFor(() => expect(api.callsTo(`GET ${BASE}/homework`).at(-1)?.query.get('classId')).toBe(CLASS_ID));
    expect(screen.getByRole('link', { name: '숙제 내기' })).toHaveAttribute(
      'href',
      `/v3/homework/form?classId=${CLASS_ID}`,
    );
    await userEvent.click(screen.getByRole('button', { name: '확인 대기' }));
    await waitFor(() => expect(api.callsTo(`GET ${BASE}/homework`).at(-1)?.query.get('state')).toBe('toCheck'));
    expect(screen.getByRole('button', { name: '확인 대기' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('loads the next page with the cursor the server gave', async () => {
    const api = mockApi({
      'GET /api/auth/me': () => ok(DIRECTOR_ME),
      [`GET ${BASE}/homework/form-options`]: () => ok({ classes: [], students: [] }),
      [`GET ${BASE}/homework`]: (call) =>
        call.query.get('cursor')
          ? ok({ items: [{ ...CARD, homeworkId: 'second', title: '두 번째 숙제' }], nextCursor: null })
          : ok({ items: [CARD], nextCursor: 'next-1' }),
    });
    renderRoutes(routes, '/v3/homework/list', { academy: 'demo' });
    await userEvent.click(await screen.findByRole('button', { name: '더 보기' }));
    expect(await screen.findByText('두 번째 숙제')).toBeInTheDocument();
    expect(api.callsTo(`GET ${BASE}/homework`).at(-1)?.query.get('cursor')).toBe('next-1');
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('sends a family member to their own list', async () => {
    const api = mockApi({ 'GET /api/auth/me': () => ok(PARENT_ME) });
    renderRoutes(routes, '/v3/homework/list', { academy: 'demo' });
    expect(await screen.findByRole('link', { name: '내 숙제로' })).toHaveAttribute('href', '/v3/homework/my');
    expect(api.callsTo(`GET ${BASE}/homework`)).toHaveLength(0);
  });
});
