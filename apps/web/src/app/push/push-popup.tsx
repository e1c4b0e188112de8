import { PUSH_POPUP_CLOSE_LABEL, pushPopupContent } from '@academy/domain/push/push.rules';
import { TOAST_MAX_WIDTH_PX } from '@academy/domain/toast/toast.constants';
import { useEffect } from 'react';
import { DEFAULT_PUSH_TITLE } from '../../lib/product';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { pushDismissed } from '../../store/push-slice';
import { Button } from '../../ui/button/button';
import { IconClose } from '../../ui/icon/icons';
import styles from './push-popup.module.css';

/**
 * Shows the push in the `push` group when the SPEC §4 rule (packages/domain) allows: classCheck always,
 * chat never, others only when logged in (logged in = `common.userId` set). Delivery arrives with
 * notifications. At most as wide as a toast.
 */
export function PushPopup() {
  const received = useAppSelector((state) => state.push.received);
  const loggedIn = useAppSelector((state) => state.common.userId !== null);
  const dispatch = useAppDispatch();
  const content = received ? pushPopupContent(received, loggedIn, DEFAULT_PUSH_TITLE) : null;

  // A push that shows no popup is dropped, so it cannot pop up later (e.g. after logging in).
  useEffect(() => {
    if (received && !content) dispatch(pushDismissed());
  }, [received, content, dispatch]);

  if (!content) return null;
  return (
    <section
      className={styles.popup}
      style={{ maxWidth: TOAST_MAX_WIDTH_PX }}
      role="alertdialog"
      aria-labelledby="push-popup-title"
      aria-describedby={content.body ? 'push-popup-body' : undefined}
    >
      <div className={styles.text}>
        <h2 id="push-popup-title" className={styles.title}>
          {content.title}
        </h2>
        {content.body && (
          <p id="push-popup-body" className={styles.body}>
            {content.body}
          </p>
        )}
      </div>
      <Button
        variant="text"
        className={styles.close}
        icon={<IconClose />}
        aria-label={PUSH_POPUP_CLOSE_LABEL}
        onClick={() => dispatch(pushDismissed())}
      />
    </section>
  );
}
