import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberPad } from './number-pad';

function Harness({ onEnter }: { onEnter: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <NumberPad value={value} onChange={setValue} onEnter={() => onEnter(value)} />
      <span data-testid="value">{value}</span>
    </>
  );
}

describe('NumberPad', () => {
  it('types with the touch keys, erases one and all, and sends with 확인', async () => {
    const user = userEvent.setup();
    const onEnter = vi.fn();
    render(<Harness onEnter={onEnter} />);
    expect(screen.getByRole('button', { name: '확인' })).toBeDisabled();
    for (const key of ['5', '6', '7', '8', '9']) await user.click(screen.getByRole('button', { name: key }));
    expect(screen.getByTestId('value')).toHaveTextContent('56789');
    await user.click(screen.getByRole('button', { name: '한 글자 지우기' }));
    expect(screen.getByTestId('value')).toHaveTextContent(/^5678$/);
    expect(screen.getByRole('status', { name: '입력한 번호 4자리' })).toHaveTextContent('●●●●');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(onEnter).toHaveBeenCalledWith('5678');
    await user.click(screen.getByRole('button', { name: '지우기' }));
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
  });

  it('works from the keyboard: digits, Backspace, Escape and Enter; nothing past 8 digits', async () => {
    const user = userEvent.setup();
    const onEnter = vi.fn();
    render(<Harness onEnter={onEnter} />);
    await user.keyboard('1234567890');
    expect(screen.getByTestId('value')).toHaveTextContent(/^12345678$/);
    await user.keyboard('{Backspace}{Backspace}');
    expect(screen.getByTestId('value')).toHaveTextContent(/^123456$/);
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
    await user.keyboard('2468{Enter}');
    expect(onEnter).toHaveBeenCalledWith('2468');
    await user.keyboard('a');
    expect(screen.getByTestId('value')).toHaveTextContent(/^2468$/);
  });

  it('ignores the keyboard while disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NumberPad value="" onChange={onChange} onEnter={() => {}} disabled />);
    await user.keyboard('12');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '1' })).toBeDisabled();
  });
});
