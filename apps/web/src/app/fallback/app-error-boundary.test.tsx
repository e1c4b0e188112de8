import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './app-error-boundary';

function Broken(): never {
  throw new Error('provider failed');
}

describe('AppErrorBoundary', () => {
  it('shows the fallback page when anything above the router fails', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '화면을 표시하지 못했습니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('renders its children when nothing fails', () => {
    render(
      <AppErrorBoundary>
        <p>정상</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('정상')).toBeInTheDocument();
  });
});
