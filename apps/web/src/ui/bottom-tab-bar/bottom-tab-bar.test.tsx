import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BottomTabBar } from './bottom-tab-bar';

const items = [
  { to: '/feed', label: '피드' },
  { to: '/attendance', label: '출결' },
  { to: '/chat', label: '채팅', badgeCount: 3 },
];

function renderAt(path: string, current?: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<BottomTabBar items={items} current={current} />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: '하단 메뉴' });
}

describe('BottomTabBar', () => {
  it('is a navigation labelled 하단 메뉴 with one link per item', () => {
    const nav = renderAt('/feed');
    expect(within(nav).getAllByRole('link')).toHaveLength(3);
  });

  it('marks the tab of the current path with aria-current="page" and only that one', () => {
    const nav = renderAt('/attendance');
    expect(within(nav).getByRole('link', { name: '출결' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '피드' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: /채팅/ })).not.toHaveAttribute('aria-current');
  });

  it('moves the active tab when another tab is chosen', async () => {
    const user = userEvent.setup();
    const nav = renderAt('/feed');
    await user.click(within(nav).getByRole('link', { name: /채팅/ }));
    expect(within(nav).getByRole('link', { name: /채팅/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '피드' })).not.toHaveAttribute('aria-current');
  });

  it('announces the badge count with the label', () => {
    const nav = renderAt('/feed');
    expect(within(nav).getByRole('link', { name: '채팅 읽지 않음 3개' })).toBeInTheDocument();
  });

  it('marks the tab the caller names as current, wherever the location is', () => {
    const nav = renderAt('/attendance/history/2026', '/attendance');
    expect(within(nav).getByRole('link', { name: '출결' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '피드' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: /채팅/ })).toHaveAttribute('href', '/chat');
  });
});
