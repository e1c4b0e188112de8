import { shiftIsoMonth } from '@academy/domain/format/format.business-date';
import { Stepper, StepperValue } from '../../../ui/stepper/stepper';
import { REPORTS_TEXTS } from '../reports.texts';

const T = REPORTS_TEXTS.common;

/** The report month (`2026년 10월`), with the months before and after. */
export function ReportMonthStepper({ value, onChange }: { value: string; onChange: (month: string) => void }) {
  return (
    <Stepper
      label={T.monthGroup}
      previousLabel={T.previousMonth}
      nextLabel={T.nextMonth}
      onStep={(delta) => onChange(shiftIsoMonth(value, delta))}
    >
      <StepperValue>{T.monthWords(value)}</StepperValue>
    </Stepper>
  );
}
