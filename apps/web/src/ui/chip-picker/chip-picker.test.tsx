import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChipPicker, type ChipPickerTexts } from './chip-picker';

const TEXTS: ChipPickerTexts = {
  add: '추가',
  remove: (item) => `${item} 삭제`,
  count: (count, max) => `${count}/${max}개 선택`,
  suggestions: '추천 과목',
  duplicate: (item) => `${item}은(는) 이미 추가되어 있습니다.`,
  limit: '과목은 최대 3개까지 선택할 수 있습니다.',
};

function Picker({ initial = [], onChange }: { initial?: string[]; onChange?: (next: string[]) => void }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <ChipPicker
      label="과목"
      required
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      max={3}
      suggestions={['국어', '영어', '수학']}
      inputLabel="과목 직접 입력"
      inputMaxLength={20}
      hint="가르치는 과목을 골라 주세요."
      texts={TEXTS}
    />
  );
}

const chosen = () =>
  within(screen.getByRole('list', { name: '과목' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('ChipPicker', () => {
  it('adds a suggestion, a typed item with Enter or the button, and removes a chip', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const group = screen.getByRole('group', { name: /과목/ });
    expect(within(group).getByText('0/3개 선택')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '추가' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '수학' }));
    expect(screen.getByRole('button', { name: '수학' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByRole('textbox', { name: '과목 직접 입력' }), '  논술 {Enter}');
    expect(chosen()).toEqual(['수학', '논술']);
    expect(screen.getByRole('textbox', { name: '과목 직접 입력' })).toHaveValue('');
    expect(within(group).getByText('2/3개 선택')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '수학 삭제' }));
    expect(chosen()).toEqual(['논술']);
    expect(onChange).toHaveBeenLastCalledWith(['논술']);
  });

  it('refuses an item already chosen with the notice, keeping the draft and the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker initial={['논술']} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: '과목 직접 입력' });
    await user.type(input, '논술');
    await user.click(screen.getByRole('button', { name: '추가' }));
    expect(screen.getByText('논술은(는) 이미 추가되어 있습니다.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /과목/ })).toHaveAccessibleDescription(
      '논술은(는) 이미 추가되어 있습니다. 가르치는 과목을 골라 주세요.',
    );
    expect(input).toHaveValue('논술');
    expect(onChange).not.toHaveBeenCalled();
    await user.type(input, '2');
    expect(screen.queryByText('논술은(는) 이미 추가되어 있습니다.')).toBeNull();
  });

  it('at the limit says so and disables adding, but removing still works', async () => {
    const user = userEvent.setup();
    render(<Picker initial={['국어', '영어', '과학']} />);
    expect(screen.getByText('과목은 최대 3개까지 선택할 수 있습니다.')).toBeInTheDocument();
    expect(screen.queryByText('가르치는 과목을 골라 주세요.')).toBeNull();
    expect(screen.getByRole('textbox', { name: '과목 직접 입력' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '수학' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '국어' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: '국어' }));
    expect(chosen()).toEqual(['영어', '과학']);
    expect(screen.getByRole('textbox', { name: '과목 직접 입력' })).toBeEnabled();
  });

  it('shows the form error over any hint', () => {
    render(
      <ChipPicker
        label="관심 지역"
        value={[]}
        onChange={() => {}}
        max={5}
        suggestions={[]}
        inputLabel="지역 직접 입력"
        inputMaxLength={30}
        error="지역을 확인해 주세요."
        texts={TEXTS}
      />,
    );
    expect(screen.getByRole('group', { name: /관심 지역/ })).toHaveAccessibleDescription('지역을 확인해 주세요.');
  });
});
