import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartWrapper } from './chart-wrapper';

describe('ChartWrapper', () => {
  it('shows the Korean loading state, then the lazily loaded chart, in a captioned figure', async () => {
    render(
      <ChartWrapper
        caption="월별 출석률"
        summary="3월 92%, 4월 95%."
        render={(R) => (
          <R.BarChart data={[{ m: '3월', v: 92 }]}>
            <R.Bar dataKey="v" />
          </R.BarChart>
        )}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('차트를 불러오는 중…');
    const figure = screen.getByRole('figure', { name: '월별 출석률' });
    expect(figure).toHaveAccessibleDescription('3월 92%, 4월 95%.');
    // recharts arrives: the loading state goes away.
    await expect.poll(() => screen.queryByText('차트를 불러오는 중…'), { timeout: 5000 }).toBeNull();
  });
});
