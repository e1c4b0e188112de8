import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChipList, ToggleChip } from './chip';

function Regions({ max }: { max: number }) {
  const [chosen, setChosen] = useState<string[]>(['서울']);
  return (
    <ChipList aria-label="지역">
      {['서울', '부산', '대구'].map((region) => {
        const on = chosen.includes(region);
        return (
          <li key={region}>
            <ToggleChip
              pressed={on}
              size="md"
              disabled={!on && chosen.length >= max}
              onClick={() => setChosen(on ? chosen.filter((item) => item !== region) : [...chosen, region])}
            >
              {region}
            </ToggleChip>
          </li>
        );
      })}
    </ChipList>
  );
}

describe('ChipList and ToggleChip', () => {
  it('are a named list of toggle buttons that say whether they are on', async () => {
    const user = userEvent.setup();
    render(<Regions max={2} />);
    const list = screen.getByRole('list', { name: '지역' });
    expect(list.className).toBe('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const busan = screen.getByRole('button', { name: '부산' });
    expect(busan).toHaveAttribute('type', 'button');
    expect(busan).toHaveAttribute('aria-pressed', 'false');
    expect(busan.className).toBe('chip md');
    await user.click(busan);
    expect(busan).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '대구' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '서울' }));
    expect(screen.getByRole('button', { name: '서울' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: '대구' })).toBeEnabled();
  });

  it('is 32px high unless asked for the touch size', () => {
    render(<ToggleChip pressed>전체</ToggleChip>);
    expect(screen.getByRole('button', { name: '전체' }).className).toBe('chip');
  });
});
