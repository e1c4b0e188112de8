import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('exposes its value as a progressbar', () => {
    render(<ProgressBar label="숙제 제출률" value={45} />);
    const bar = screen.getByRole('progressbar', { name: '숙제 제출률' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '45%');
  });

  it('clamps out-of-range values and omits aria-valuenow when indeterminate', () => {
    const { rerender } = render(<ProgressBar label="업로드" value={150} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    rerender(<ProgressBar label="업로드" />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  });
});
