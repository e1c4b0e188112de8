import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

function NameForm({ onValid }: { onValid: (values: { name: string }) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ name: string }>({ defaultValues: { name: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <TextField
        label="이름"
        error={errors.name?.message}
        {...register('name', { required: '이름을 입력해 주세요' })}
      />
      <button type="submit">저장</button>
    </form>
  );
}

describe('TextField', () => {
  it('is labelled and valid without an error', () => {
    render(<TextField label="이름" hint="학원에서 부르는 이름" />);
    const input = screen.getByRole('textbox', { name: '이름' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('학원에서 부르는 이름');
  });

  it('shows the error, sets aria-invalid and links the error by aria-describedby', () => {
    render(
      <TextField label="휴대폰 번호" hint="숫자만 입력해 주세요." error="휴대폰 번호 형식이 올바르지 않습니다." />,
    );
    const input = screen.getByRole('textbox', { name: '휴대폰 번호' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeInvalid();
    const error = screen.getByText('휴대폰 번호 형식이 올바르지 않습니다.');
    expect(error).toBeVisible();
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy).toContain(error.closest('p')?.id);
    expect(input).toHaveAccessibleDescription('휴대폰 번호 형식이 올바르지 않습니다. 숫자만 입력해 주세요.');
  });

  it('works with react-hook-form register: shows the validation error on submit and focuses the field', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<NameForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: '저장' }));
    const input = screen.getByRole('textbox', { name: '이름' });
    expect(await screen.findByText('이름을 입력해 주세요')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();

    await user.type(input, '김하늘');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: '김하늘' });
    expect(screen.queryByText('이름을 입력해 주세요')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
