import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('hides the password until 비밀번호 보기 is pressed, then hides it again', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="비밀번호" />);
    const input = screen.getByLabelText('비밀번호');
    const toggle = screen.getByRole('button', { name: '비밀번호 보기' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', input.id);

    await user.type(input, 'secret12');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secret12');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    toggle.focus();
    await user.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
  });
});
