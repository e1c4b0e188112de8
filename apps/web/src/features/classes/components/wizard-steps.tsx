import { CLASSES_TEXTS } from '../classes.texts';
import styles from './wizard-steps.module.css';

const T = CLASSES_TEXTS.steps;

/** Where the wizard is: the three steps, the current one marked for screen readers too. */
export function WizardSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <nav aria-label={T.label}>
      <p className={styles.count}>{T.current(current, T.names.length)}</p>
      <ol className={styles.steps}>
        {T.names.map((name, index) => {
          const step = index + 1;
          return (
            <li
              key={name}
              className={[styles.step, step === current ? styles.current : '', step < current ? styles.done : '']
                .filter(Boolean)
                .join(' ')}
              aria-current={step === current ? 'step' : undefined}
            >
              <span className={styles.number} aria-hidden="true">
                {step}
              </span>
              <span className={styles.name}>{name}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
