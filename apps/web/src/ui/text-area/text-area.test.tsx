import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TextArea } from './text-area';

function MemoForm() {
  const { register } = useForm<{ memo: string }>({ defaultValues: { memo: '안녕하세요' } });
  return <TextArea label="메모" maxLength={100} {...register('memo')} />;
}

describe('TextArea', () => {
  it('counts characters as you type and describes the count', async () => {
    const user = userEvent.setup();
    render(<TextArea label="상담 메모" maxLength={20} />);
    const textarea = screen.getByRole('textbox', { name: '상담 메모' });
    expect(screen.getByText('0/20자')).toBeInTheDocument();
    await user.type(textarea, '수학 보강');
    expect(screen.getByText('5/20자')).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription('최대 20자 중 5자 입력');
    expect(textarea).toHaveAttribute('maxlength', '20');
  });

  it('counts the default value react-hook-form writes through the ref', () => {
    render(<MemoForm />);
    expect(screen.getByRole('textbox', { name: '메모' })).toHaveValue('안녕하세요');
    expect(screen.getByText('5/100자')).toBeInTheDocument();
  });
});
