import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { PARENT_ME } from '../testing/materials-fixtures';
import { LearningManagementPage } from './learning-management-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

function renderHub(me: unknown) {
  mockApi({ 'GET /api/auth/me': () => ok(me) });
  return renderRoutes(
    [{ path: '/v3/LearningManagementPage', element: <LearningManagementPage /> }],
    '/v3/LearningManagementPage',
    {
      academy: 'demo',
    },
  );
}

const linksOf = async () => {
  const nav = await screen.findByRole('navigation', { name: '학습 관리 메뉴' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.querySelector('span')?.textContent, link.getAttribute('href')]);
};

describe('the learning hub', () => {
  it('links staff to grade management, homework, reports and study materials', async () => {
    renderHub(DIRECTOR_ME);
    expect(await linksOf()).toEqual([
      ['성적 관리', '/v3/GradeManagement'],
      ['숙제', '/v3/homework/list'],
      ['학습 리포트', '/v3/InstReportList'],
      ['학습 자료', '/v3/materials/list'],
    ]);
    expect(screen.getByText(/한곳에서 관리하세요/)).toBeInTheDocument();
  });

  it('links a family to their own grades, homework, reports and their classes’ materials', async () => {
    renderHub(PARENT_ME);
    expect(await linksOf()).toEqual([
      ['내 성적', '/v3/MyGradeManagement'],
      ['내 숙제', '/v3/homework/my'],
      ['학습 리포트', '/v3/StudentReportList'],
      ['학습 자료', '/v3/materials/list'],
    ]);
  });
});
