import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

function Controlled() {
  const [checked, setChecked] = useState(false);
  return (
    <>
      <Checkbox label="동의" checked={checked} onCheckedChange={(v) => setChecked(v === true)} />
      <output>{checked ? '동의함' : '동의 안 함'}</output>
    </>
  );
}

describe('Checkbox', () => {
  it('toggles with the Space key after tabbing to it', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="개인정보 수집 및 이용에 동의합니다" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: '개인정보 수집 및 이용에 동의합니다' });
    expect(box).not.toBeChecked();

    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles when its label is clicked', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="마케팅 정보 수신" />);
    await user.click(screen.getByText('마케팅 정보 수신'));
    expect(screen.getByRole('checkbox', { name: '마케팅 정보 수신' })).toBeChecked();
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('동의함');
  });

  it('shows an error linked to the checkbox and does not toggle when disabled', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Checkbox label="필수 동의" error="필수 항목에 동의해 주세요" />
        <Checkbox label="선택 불가" disabled />
      </>,
    );
    const required = screen.getByRole('checkbox', { name: '필수 동의' });
    expect(required).toHaveAttribute('aria-invalid', 'true');
    expect(required).toHaveAccessibleDescription('필수 항목에 동의해 주세요');
    const disabled = screen.getByRole('checkbox', { name: '선택 불가' });
    await user.click(disabled);
    expect(disabled).not.toBeChecked();
  });
});
