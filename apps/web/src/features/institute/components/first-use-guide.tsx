import type { FirstUseFeature } from '@academy/domain/institute/institute.constants';
import { useId } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { setFirstUse } from '../../../store/inst-slice';
import { Button, buttonClassName } from '../../../ui/button/button';
import { useMarkFirstUse } from '../api/mark-first-use';
import { INSTITUTE_TEXTS } from '../institute.texts';
import { showRefusal } from '../lib/form-errors';
import styles from './first-use-guide.module.css';

const T = INSTITUTE_TEXTS.firstUse;

export type FirstUseGuideProps = {
  instId: string;
  /** Which SPEC §3 first-use flag this guide belongs to. */
  feature: FirstUseFeature;
  title: string;
  body: string;
  /** Where the guide's main button goes (the feature's first step). */
  action?: { label: string; to: string };
  /** Only staff mark flags (the server refuses parents and students): others never see the guide. */
  canMark: boolean;
};

/**
 * A feature's first-use guide (SPEC §3 `inst` flags). It shows while the academy's flag for the
 * feature is `N` in the `inst` session group and disappears for good once dismissed or the feature
 * is used: the flag is marked on the server (POST …/first-use/:feature) and set to `Y` in the store.
 *
 * The pattern for any feature: keep the `inst` group in step with the server (`useSyncInstSlice`
 * on a screen that loads the academy), render `<FirstUseGuide feature="notice" … />` at the top of
 * the feature's first screen, and call the same mark endpoint when the feature is first used.
 */
export function FirstUseGuide({ instId, feature, title, body, action, canMark }: FirstUseGuideProps) {
  const flag = useAppSelector((state) => state.inst.firstUse[feature]);
  const dispatch = useAppDispatch();
  const mark = useMarkFirstUse(instId);
  const titleId = useId();
  if (!canMark || flag === 'Y') return null;

  async function dismiss() {
    try {
      await mark.mutateAsync(feature);
      dispatch(setFirstUse({ feature, value: 'Y' }));
    } catch (error) {
      showRefusal(error);
    }
  }

  return (
    <section className={styles.guide} aria-labelledby={titleId} data-feature={feature}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.body}>{body}</p>
      <div className={styles.actions}>
        {action && (
          <Link to={action.to} className={buttonClassName({ variant: 'primary', size: 'sm' })}>
            {action.label}
          </Link>
        )}
        <Button variant="text" size="sm" onClick={() => void dismiss()} loading={mark.isPending}>
          {T.dismiss}
        </Button>
      </div>
    </section>
  );
}
