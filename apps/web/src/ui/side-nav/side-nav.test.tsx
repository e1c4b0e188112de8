import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SideNav } from './side-nav';

const sections = [
  { key: 'home', label: '홈', items: [{ key: 'home', label: '홈', to: '/mainTF' }] },
  {
    key: 'people',
    label: '원생·구성원',
    items: [
      { key: 'students', label: '원생 목록', to: '/v3/StudentsList' },
      { key: 'members', label: '구성원 목록', to: '/v3/MemberList' },
    ],
  },
];

function renderNav(current?: string | null) {
  render(
    <MemoryRouter>
      <SideNav label="주 메뉴" sections={sections} current={current} header={<p>머리말</p>} footer={<p>꼬리말</p>} />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: '주 메뉴' });
}

describe('SideNav', () => {
  it('is a named navigation with one list per section, named by the section label', () => {
    const nav = renderNav();
    const people = within(nav).getByRole('list', { name: '원생·구성원' });
    expect(
      within(people)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/v3/StudentsList', '/v3/MemberList']);
    expect(within(nav).getByText('머리말')).toBeInTheDocument();
    expect(within(nav).getByText('꼬리말')).toBeInTheDocument();
    expect(within(nav).queryByRole('heading')).toBeNull();
  });

  it('marks only the current destination with aria-current="page"', () => {
    const nav = renderNav('/v3/MemberList');
    expect(within(nav).getByRole('link', { name: '구성원 목록' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '원생 목록' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: '홈' })).not.toHaveAttribute('aria-current');
  });

  it('marks nothing without a current destination', () => {
    const nav = renderNav(null);
    for (const link of within(nav).getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current');
  });
});
