import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Header } from './header';

function renderHeader(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  return render(<RouterProvider router={router} />);
}

describe('Header', () => {
  it('titles the page as h1 with a labelled back button', async () => {
    const onBack = vi.fn();
    renderHeader(<Header title="원생 목록" onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 1, name: '원생 목록' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('takes a lower heading level where it is shown inside a page, and can hide the back button', () => {
    renderHeader(<Header title="예시 화면" titleLevel={4} hideBack />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 4, name: '예시 화면' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '뒤로 가기' })).toBeNull();
  });
});
