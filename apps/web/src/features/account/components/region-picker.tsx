import { REGIONS_MAX } from '@academy/domain/signup/signup.constants';
import { useId } from 'react';
import { ACCOUNT_TEXTS, REGION_OPTIONS } from '../account.texts';
import styles from './chips.module.css';

export type RegionPickerProps = {
  /** Chosen 시·도 codes. */
  value: readonly string[];
  onChange: (codes: string[]) => void;
  error?: string;
};

/** 지역: up to REGIONS_MAX 시·도 (SPEC §5), as toggle chips carrying their codes. */
export function RegionPicker({ value, onChange, error }: RegionPickerProps) {
  const hintId = useId();
  const full = value.length >= REGIONS_MAX;
  return (
    <fieldset className={styles.group} aria-describedby={hintId}>
      <legend className={styles.legend}>{ACCOUNT_TEXTS.fields.regions}</legend>
      <p id={hintId} className={styles.hint}>
        {ACCOUNT_TEXTS.joinUserInfo.regionsHint} ({value.length}/{REGIONS_MAX})
      </p>
      <div className={styles.chips}>
        {REGION_OPTIONS.map((region) => {
          const chosen = value.includes(region.code);
          return (
            <button
              key={region.code}
              type="button"
              className={styles.chip}
              aria-pressed={chosen}
              disabled={!chosen && full}
              data-code={region.code}
              onClick={() => onChange(chosen ? value.filter((code) => code !== region.code) : [...value, region.code])}
            >
              {region.label}
            </button>
          );
        })}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
