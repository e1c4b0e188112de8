import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Facts } from './facts';

describe('Facts', () => {
  it('pairs each label with its value, stacking them on a very small screen unless told not to', () => {
    const { rerender } = render(
      <Facts aria-label="반 정보">
        <dt>과목</dt>
        <dd>수학</dd>
        <dt>정원</dt>
        <dd>12명</dd>
      </Facts>,
    );
    const list = screen.getByText('과목').parentElement;
    expect(list?.tagName).toBe('DL');
    expect(list?.className).toBe('facts stack');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['과목', '정원']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['수학', '12명']);
    rerender(
      <Facts stackOnNarrow={false}>
        <dt>날짜</dt>
        <dd>3월 2일</dd>
      </Facts>,
    );
    expect(screen.getByText('날짜').parentElement?.className).toBe('facts');
  });
});
