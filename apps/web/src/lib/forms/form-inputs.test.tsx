import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput } from './number-input';
import { RadioInput } from './radio-input';

type Values = { amount?: number; unit?: string };

function AmountForm({ onValid, amount }: { onValid: (values: Values) => void; amount?: number }) {
  const form = useForm<Values>({ defaultValues: { amount } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <NumberInput
        control={form.control}
        name="amount"
        label="금액"
        parse={(typed) => (typed.replace(/\D/g, '') === '' ? undefined : Number(typed.replace(/\D/g, '')))}
        suffix="원"
      />
      <RadioInput
        control={form.control}
        name="unit"
        label="단위"
        options={[
          { value: 'MONTH', label: '월' },
          { value: 'ROUND', label: '회차' },
        ]}
      />
      <button type="submit">저장</button>
    </form>
  );
}

describe('form inputs bound to react-hook-form', () => {
  it('shows the number, stores what parse makes of the typing, and keeps the chosen radio', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    const { unmount } = render(<AmountForm onValid={onValid} amount={1200} />);
    expect(screen.getByRole('textbox', { name: '금액' })).toHaveValue('1200');
    unmount();
    render(<AmountForm onValid={onValid} />);
    const amount = screen.getByRole('textbox', { name: '금액' });
    expect(amount).toHaveAttribute('inputmode', 'numeric');
    await user.type(amount, '3a5');
    expect(amount).toHaveValue('35');
    await user.click(screen.getByRole('radio', { name: '회차' }));
    expect(screen.getByRole('radio', { name: '회차' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(onValid).toHaveBeenCalledWith({ amount: 35, unit: 'ROUND' }, expect.anything());
  });

  it('shows the field error of the form on the radio group', async () => {
    function Refused() {
      const form = useForm<Values>();
      return (
        <form noValidate onSubmit={form.handleSubmit(() => form.setError('unit', { message: '단위를 골라 주세요' }))}>
          <RadioInput control={form.control} name="unit" label="단위" options={[{ value: 'MONTH', label: '월' }]} />
          <button type="submit">저장</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Refused />);
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('단위를 골라 주세요')).toBeInTheDocument();
  });
});
