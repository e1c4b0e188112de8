import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import {
  type BirthAction,
  type BirthSelection,
  birthDayOptions,
  birthMonthOptions,
} from '@academy/domain/signup/signup.birth';
import type { Dispatch } from 'react';
import { FieldMessages, hasContent, RequiredMark, useFieldIds } from '../../../ui/field/field';
import { Select } from '../../../ui/select/select';
import { ACCOUNT_TEXTS } from '../account.texts';
import styles from './birth-select.module.css';

const F = ACCOUNT_TEXTS.fields;

export type BirthSelectProps = {
  /** The group's label (e.g. '자녀 생년월일'). */
  label: string;
  selection: BirthSelection;
  dispatch: Dispatch<BirthAction>;
  /** Years offered, latest first (domain `birthYearOptions`, possibly narrowed). */
  years: readonly number[];
  today: IsoDate;
  error?: string;
  required?: boolean;
};

const toNumber = (value: string) => (value === '' ? null : Number(value));

/**
 * Year, month and day dropdowns (SPEC §4): a new year clears month and day; the days follow the
 * month; nothing after today is offered. The state lives in the domain's birth-selection reducer.
 */
export function BirthSelect({ label, selection, dispatch, years, today, error, required }: BirthSelectProps) {
  const ids = useFieldIds();
  const months = birthMonthOptions(selection.year, today);
  const days = birthDayOptions(selection.year, selection.month, today);
  const describedBy = hasContent(error) ? ids.errorId : undefined;
  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy}>
      <legend className={styles.legend}>
        {label}
        {required && <RequiredMark />}
      </legend>
      <div className={styles.selects}>
        <Select
          label={`${label} ${F.year}`}
          hideLabel
          placeholder={F.year}
          options={years.map((year) => ({ value: String(year), label: `${year}년` }))}
          value={selection.year === null ? '' : String(selection.year)}
          onChange={(event) => dispatch({ type: 'selectYear', year: toNumber(event.target.value) })}
          aria-invalid={Boolean(error) || undefined}
        />
        <Select
          label={`${label} ${F.month}`}
          hideLabel
          placeholder={F.month}
          options={months.map((month) => ({ value: String(month), label: `${month}월` }))}
          value={selection.month === null ? '' : String(selection.month)}
          onChange={(event) => dispatch({ type: 'selectMonth', month: toNumber(event.target.value) })}
          disabled={selection.year === null}
          aria-invalid={Boolean(error) || undefined}
        />
        <Select
          label={`${label} ${F.day}`}
          hideLabel
          placeholder={F.day}
          options={days.map((day) => ({ value: String(day), label: `${day}일` }))}
          value={selection.day === null ? '' : String(selection.day)}
          onChange={(event) => dispatch({ type: 'selectDay', day: toNumber(event.target.value) })}
          disabled={selection.month === null}
          aria-invalid={Boolean(error) || undefined}
        />
      </div>
      <FieldMessages ids={ids} error={error} />
    </fieldset>
  );
}
