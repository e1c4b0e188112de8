import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Figures } from './figures';

describe('Figures', () => {
  it('lists each label with its figure, the ones asking for attention marked, the linked ones as links', () => {
    render(
      <MemoryRouter>
        <Figures
          label="이번 달 수납"
          kind="money"
          items={[
            { key: 'billed', label: '청구', value: '300,000원' },
            { key: 'unpaid', label: '미수', value: '150,000원', warning: true },
            {
              key: 'students',
              label: '재원',
              value: '12명',
              link: { to: '/v3/StudentsList', label: '재원 12명 보기' },
            },
          ]}
        />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: '이번 달 수납' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['청구300,000원', '미수150,000원', '재원12명']);
    expect(items[1]?.className).toMatch(/warning/);
    expect(items[0]?.className).not.toMatch(/warning/);
    expect(within(list).getByRole('link', { name: '재원 12명 보기' })).toHaveAttribute('href', '/v3/StudentsList');
  });
});
