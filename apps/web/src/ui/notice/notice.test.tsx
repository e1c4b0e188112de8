import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice } from './notice';

describe('Notice', () => {
  it('is a paragraph in the neutral tone by default', () => {
    render(<Notice>폐강된 반입니다.</Notice>);
    const note = screen.getByText('폐강된 반입니다.');
    expect(note.tagName).toBe('P');
    expect(note.className).toBe('notice');
  });

  it.each([
    ['primary', 'notice primary'],
    ['warning', 'notice warning'],
    ['yellow', 'notice yellow'],
  ] as const)('takes the %s tone', (tone, className) => {
    render(
      <Notice tone={tone} role="alert">
        저장하지 못했습니다.
      </Notice>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('저장하지 못했습니다.');
    expect(screen.getByRole('alert').className).toBe(className);
  });

  it('holds a title and a link when it is a div', () => {
    render(
      <Notice as="div" tone="warning" role="alert">
        <strong>탈퇴하지 못했습니다</strong>
        <a href="/v3/WithdrawalCheck">탈퇴 전 확인으로</a>
      </Notice>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.tagName).toBe('DIV');
    expect(screen.getByRole('link', { name: '탈퇴 전 확인으로' })).toHaveAttribute('href', '/v3/WithdrawalCheck');
  });
});
