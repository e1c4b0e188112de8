import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const items = [
  { value: 'refund', title: '환불 규정', content: '수업 시작 전에는 전액 환불' },
  { value: 'notice', title: '출결 알림', content: '등원하면 바로 알림' },
];

describe('Accordion', () => {
  it('opens and closes an item with Enter and Space, one at a time', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const refund = screen.getByRole('button', { name: '환불 규정' });
    expect(refund).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 3, name: '환불 규정' })).toBeInTheDocument();

    await user.tab();
    await user.keyboard('{Enter}');
    expect(refund).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('수업 시작 전에는 전액 환불')).toBeVisible();

    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: '출결 알림' })).toHaveAttribute('aria-expanded', 'true');
    expect(refund).toHaveAttribute('aria-expanded', 'false');
  });
});
