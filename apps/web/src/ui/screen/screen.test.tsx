import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Screen, ScreenLoading, type ScreenProps } from './screen';

function renderScreen(props: Partial<ScreenProps> = {}) {
  const router = createMemoryRouter(
    [
      { path: '/before', element: <p>앞 화면</p> },
      {
        path: '/here',
        element: (
          <Screen screenId="StudentsList" title="원생 목록" {...props}>
            <p>내용</p>
          </Screen>
        ),
      },
    ],
    { initialEntries: ['/before', '/here'], initialIndex: 1 },
  );
  return { ...render(<RouterProvider router={router} />), router };
}

describe('Screen', () => {
  it('is a section named by data-screen with the title as the only h1, then the content', () => {
    const { container } = renderScreen({ actions: <button type="button">등록</button> });
    const section = container.querySelector('section');
    expect(section).toHaveAttribute('data-screen', 'StudentsList');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['원생 목록']);
    expect(screen.getByRole('button', { name: '등록' })).toBeInTheDocument();
    expect(screen.getByText('내용').parentElement?.className).toBe('body lg');
  });

  it('goes back in history by default, or calls onBack, or shows no back button', async () => {
    const user = userEvent.setup();
    const first = renderScreen();
    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(first.router.state.location.pathname).toBe('/before');
    first.unmount();

    const onBack = vi.fn();
    const second = renderScreen({ onBack });
    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(second.router.state.location.pathname).toBe('/here');
    second.unmount();

    renderScreen({ hideBack: true });
    expect(screen.queryByRole('button', { name: '뒤로 가기' })).toBeNull();
  });

  it.each([
    [{ width: 'sm', spacing: 'roomy' }, 'screen roomy', 'body sm'],
    [{ width: 'md', spacing: 'compact' }, 'screen', 'body compact md'],
    [{ width: 'full', clearBottomBar: true }, 'screen clearBottomBar', 'body'],
  ] as const)('lays out %o', (props, frame, body) => {
    const { container } = renderScreen(props);
    expect(container.querySelector('section')?.className).toBe(frame);
    expect(screen.getByText('내용').parentElement?.className).toBe(body);
  });

  it('shows a loading state with the given label announced', () => {
    render(<ScreenLoading label="출결 정보를 불러오는 중" />);
    expect(screen.getByRole('status')).toHaveTextContent('출결 정보를 불러오는 중');
  });
});
