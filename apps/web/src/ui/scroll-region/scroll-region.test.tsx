import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScrollRegion } from './scroll-region';

describe('ScrollRegion', () => {
  it('is a region named by its label, holding its content', () => {
    render(
      <ScrollRegion label="11월 출결 달력">
        <table aria-label="11월 출결 달력">
          <tbody>
            <tr>
              <td>출석</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: '11월 출결 달력' });
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it('takes the focus from the keyboard so the arrow keys can scroll it', async () => {
    render(
      <>
        <button type="button">앞</button>
        <ScrollRegion label="미리보기" className="extra">
          <p>넓은 표</p>
        </ScrollRegion>
      </>,
    );
    await userEvent.tab();
    await userEvent.tab();
    const region = screen.getByRole('region', { name: '미리보기' });
    expect(region).toHaveFocus();
    expect(region).toHaveClass('extra');
  });
});
