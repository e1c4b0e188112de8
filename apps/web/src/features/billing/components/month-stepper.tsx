import { shiftIsoMonth } from '@academy/domain/format/format.business-date';
import { Stepper, StepperValue } from '../../../ui/stepper/stepper';
import { BILLING_TEXTS } from '../billing.texts';

const T = BILLING_TEXTS.list;

/** The billing month shown (`2026년 11월`) between an arrow to the month before and one to the month after. */
export function MonthStepper({ value, onChange }: { value: string; onChange: (month: string) => void }) {
  return (
    <Stepper
      label={T.month}
      previousLabel={T.previousMonth}
      nextLabel={T.nextMonth}
      onStep={(delta) => onChange(shiftIsoMonth(value, delta))}
    >
      <StepperValue>{T.monthLabel(value)}</StepperValue>
    </Stepper>
  );
}
