import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const items = [
  { value: 'info', label: '수업 소개', content: '주 2회 수업' },
  { value: 'students', label: '수강생', content: '12명' },
  { value: 'tuition', label: '수강료', content: '월 280,000원' },
];

describe('Tabs', () => {
  it('shows the first panel and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Tabs label="수업 정보" items={items} />);
    expect(screen.getByRole('tablist', { name: '수업 정보' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '수업 소개' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('주 2회 수업');

    await user.tab();
    expect(screen.getByRole('tab', { name: '수업 소개' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '수강생' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('12명');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('월 280,000원');
  });
});
