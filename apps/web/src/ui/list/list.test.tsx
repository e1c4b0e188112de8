import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { List } from './list';

describe('List', () => {
  it('renders one list item per entry', () => {
    render(<List label="원생 목록" items={['김하늘', '이도윤']} getKey={(s) => s} renderItem={(s) => s} />);
    const list = screen.getByRole('list', { name: '원생 목록' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['김하늘', '이도윤']);
  });

  it('shows 목록이 없습니다 when empty', () => {
    render(<List items={[]} getKey={(s: string) => s} renderItem={(s) => s} />);
    expect(screen.getByText('목록이 없습니다')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a loading status while loading', () => {
    render(<List items={[]} loading getKey={(s: string) => s} renderItem={(s) => s} />);
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중');
    expect(screen.queryByText('목록이 없습니다')).not.toBeInTheDocument();
  });
});
