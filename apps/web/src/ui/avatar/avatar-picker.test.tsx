import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Avatar } from './avatar';
import { AvatarPicker } from './avatar-picker';

const choices = ['default01.png', 'default02.png', 'default03.png'].map((value) => ({
  value,
  avatar: <Avatar profileFileNm={value} />,
}));

describe('AvatarPicker', () => {
  it('is one radio group under its legend, reports the chosen picture and shows an error', async () => {
    const onChange = vi.fn();
    render(
      <AvatarPicker
        legend="프로필 사진"
        hint="마음에 드는 그림을 고르세요"
        name="profileFileNm"
        choices={choices}
        value="default02.png"
        onChange={onChange}
        error="프로필 사진을 선택해 주세요"
      />,
    );
    const group = screen.getByRole('group', { name: '프로필 사진' });
    const radios = screen.getAllByRole('radio');
    expect(group).toContainElement(radios[0] as HTMLElement);
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, true, false]);
    expect(screen.getByRole('img', { name: /기본 프로필 이미지 3/ })).toBeInTheDocument();

    await userEvent.click(radios[2] as HTMLElement);
    expect(onChange).toHaveBeenCalledWith('default03.png');
    expect(screen.getByRole('alert')).toHaveTextContent('프로필 사진을 선택해 주세요');
  });
});
