import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Centered } from './centered';

describe('Centered', () => {
  it('centres its content, with less room above and below when compact', () => {
    const { rerender } = render(
      <Centered role="status">
        <h2>등록을 마쳤습니다</h2>
      </Centered>,
    );
    const block = screen.getByRole('status');
    expect(block).toContainElement(screen.getByRole('heading', { name: '등록을 마쳤습니다' }));
    expect(block.className).toBe('centered');
    rerender(
      <Centered role="status" compact className="extra">
        <h2>등록을 마쳤습니다</h2>
      </Centered>,
    );
    expect(screen.getByRole('status').className).toBe('centered compact extra');
  });
});
