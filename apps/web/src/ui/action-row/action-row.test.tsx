import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActionRow, actionRowClassName } from './action-row';

describe('ActionRow', () => {
  it('lays its buttons out side by side, each at least 140px wide by default or 160px', () => {
    const { rerender } = render(
      <ActionRow>
        <button type="button">취소</button>
        <button type="button">저장</button>
      </ActionRow>,
    );
    const row = screen.getByRole('button', { name: '취소' }).parentElement;
    expect(row?.className).toBe('row min140');
    expect(row).toContainElement(screen.getByRole('button', { name: '저장' }));
    rerender(
      <ActionRow itemMinWidth={160}>
        <button type="button">취소</button>
      </ActionRow>,
    );
    expect(screen.getByRole('button', { name: '취소' }).parentElement?.className).toBe('row min160');
  });

  it('lends its look to a navigation of actions', () => {
    render(
      <nav aria-label="가족 메뉴" className={actionRowClassName({ className: 'extra' })}>
        <a href="/v3/AddGuardian">보호자 추가</a>
      </nav>,
    );
    expect(screen.getByRole('navigation', { name: '가족 메뉴' }).className).toBe('row min140 extra');
  });
});
