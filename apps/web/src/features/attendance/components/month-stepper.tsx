import { shiftIsoMonth } from '@academy/domain/format/format.business-date';
import { Stepper, StepperValue } from '../../../ui/stepper/stepper';
import { ATTENDANCE_TEXTS } from '../attendance.texts';

const T = ATTENDANCE_TEXTS.month;

/** `2026-11` → `2026.11`. */
export const monthLabel = (month: string) => month.replace('-', '.');

/** The month shown, with the months before and after. */
export function MonthStepper({ value, onChange }: { value: string; onChange: (month: string) => void }) {
  return (
    <Stepper previousLabel={T.previous} nextLabel={T.next} onStep={(delta) => onChange(shiftIsoMonth(value, delta))}>
      <StepperValue>{monthLabel(value)}</StepperValue>
    </Stepper>
  );
}
