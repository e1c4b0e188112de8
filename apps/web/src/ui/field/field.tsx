import type { ReactNode } from 'react';
import { useId } from 'react';
import { IconAlert } from '../icon/icons';
import { UI_TEXTS } from '../ui.texts';
import styles from './field.module.css';

/** Props shared by every labelled form field. */
export type FieldBaseProps = {
  label: ReactNode;
  /** Help text under the control, linked by aria-describedby. */
  hint?: ReactNode;
  /** Error text; when set the control gets aria-invalid and the text is linked by aria-describedby. */
  error?: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
};

export type FieldIds = { inputId: string; labelId: string; hintId: string; errorId: string };

export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? `field-${generated.replace(/:/g, '')}`;
  return { inputId, labelId: `${inputId}-label`, hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
}

/** Joins the ids that exist into an aria-describedby value. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true" title={UI_TEXTS.required}>
      *
    </span>
  );
}

export function FieldLabel({
  ids,
  label,
  hideLabel,
  required,
}: {
  ids: FieldIds;
  label: ReactNode;
  hideLabel?: boolean;
  required?: boolean;
}) {
  return (
    <label id={ids.labelId} htmlFor={ids.inputId} className={hideLabel ? styles.srOnly : styles.label}>
      {label}
      {required && <RequiredMark />}
    </label>
  );
}

export function FieldMessages({
  ids,
  hint,
  error,
  aside,
}: {
  ids: FieldIds;
  hint?: ReactNode;
  error?: ReactNode;
  /** Right-aligned extra (e.g. a character counter). */
  aside?: ReactNode;
}) {
  const showHint = hasContent(hint);
  const showError = hasContent(error);
  if (!showHint && !showError && !aside) return null;
  return (
    <div className={styles.messages}>
      <div className={styles.messageText}>
        {showError && (
          <p id={ids.errorId} className={styles.error}>
            <IconAlert size={14} className={styles.errorIcon} />
            <span>{error}</span>
          </p>
        )}
        {showHint && (
          <p id={ids.hintId} className={styles.hint}>
            {hint}
          </p>
        )}
      </div>
      {aside}
    </div>
  );
}

/** The props every single-control field takes besides its control's own. */
export type FieldFrameProps = FieldBaseProps & {
  id?: string;
  className?: string;
  required?: boolean;
  'aria-describedby'?: string;
};

/**
 * Splits a field's props into the frame (label, messages, ids) for `FieldShell`, the wiring of its
 * control (id, required, aria-invalid, aria-describedby) and the control's remaining props.
 * `describe` names the field's own extra descriptions (e.g. a counter), read after the hint.
 */
export function useFieldFrame<P extends FieldFrameProps>(
  props: P,
  describe?: (ids: FieldIds) => string | false | undefined,
) {
  const {
    label,
    hint,
    error,
    hideLabel,
    id,
    className,
    required,
    'aria-describedby': extraDescribedBy,
    ...rest
  } = props;
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  const shell = { ids, label, hint, error, hideLabel, required, className };
  const control = {
    id: ids.inputId,
    required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(
      invalid && ids.errorId,
      hasContent(hint) && ids.hintId,
      describe?.(ids),
      extraDescribedBy,
    ),
  };
  return { ids, shell, control, rest: rest as Omit<P, keyof FieldFrameProps> };
}

/** Layout of a labelled field: label, control, then error/hint. */
export function FieldShell({
  ids,
  label,
  hint,
  error,
  hideLabel,
  required,
  aside,
  className,
  children,
}: FieldBaseProps & {
  ids: FieldIds;
  required?: boolean;
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel ids={ids} label={label} hideLabel={hideLabel} required={required} />
      {children}
      <FieldMessages ids={ids} hint={hint} error={error} aside={aside} />
    </div>
  );
}
