import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Stepper, StepperValue } from './stepper';

describe('Stepper', () => {
  it('names its group and arrows, and steps back and forward', async () => {
    const onStep = vi.fn();
    render(
      <Stepper label="청구 월" previousLabel="이전 달" nextLabel="다음 달" onStep={onStep}>
        <StepperValue>2026년 11월</StepperValue>
      </Stepper>,
    );
    const group = screen.getByRole('group', { name: '청구 월' });
    expect(group).toHaveTextContent('2026년 11월');
    await userEvent.click(screen.getByRole('button', { name: '이전 달' }));
    await userEvent.click(screen.getByRole('button', { name: '다음 달' }));
    expect(onStep.mock.calls).toEqual([[-1], [1]]);
  });

  it('announces a value that names itself when it changes', () => {
    render(
      <Stepper previousLabel="전날" nextLabel="다음날" onStep={() => {}}>
        <StepperValue>11월 27일</StepperValue>
      </Stepper>,
    );
    expect(screen.getByRole('group')).toHaveTextContent('11월 27일');
    expect(screen.getByText('11월 27일')).toHaveAttribute('aria-live', 'polite');
  });
});
