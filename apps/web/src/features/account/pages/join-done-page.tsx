import { Link, useLocation } from 'react-router';
import { useRouteTitle } from '../../../lib/routing/route-entry';
import { useMe } from '../../../lib/session/get-me';
import { HOME_PATH, LOGIN_PATH } from '../../../lib/session/sign-in-path';
import { buttonClassName } from '../../../ui/button/button';
import { Header } from '../../../ui/header/header';
import { IconCheck } from '../../../ui/icon/icons';
import { TextLink } from '../../../ui/text-link/text-link';
import { ACCOUNT_TEXTS } from '../account.texts';
import styles from './account-page.module.css';

const T = ACCOUNT_TEXTS.joinDone;

type JoinDoneState = { userInputId?: string; userNm?: string | null } | null;

const primary = buttonClassName({ variant: 'primary', size: 'lg', fullWidth: true });

/**
 * /joinDoneTF: the welcome after sign-up, with the id just made. Sign-up ends signed in, so the way on
 * is home; on a browser where someone else stayed signed in (a guardian making a child's account) it
 * is the log-in screen.
 */
export function JoinDonePage() {
  const title = useRouteTitle() ?? T.title;
  const state = (useLocation().state ?? null) as JoinDoneState;
  const me = useMe();
  const newMemberSignedIn = Boolean(me.data && (!state?.userInputId || me.data.user.userInputId === state.userInputId));
  return (
    <section className={styles.screen} data-screen="joinDoneTF">
      <Header title={title} hideBack />
      <div className={[styles.body, styles.center].join(' ')}>
        <span className={styles.doneMark} aria-hidden="true">
          <IconCheck size={40} strokeWidth={3} />
        </span>
        <h2 className={styles.title}>{T.title}</h2>
        <p className={styles.lead}>{T.lead(state?.userNm ?? null)}</p>
        {state?.userInputId && <p className={styles.text}>{T.idLine(state.userInputId)}</p>}
        {!me.isPending && (
          <>
            <p className={styles.text}>{newMemberSignedIn ? T.nextSignedIn : T.next}</p>
            <div className={styles.actions}>
              {newMemberSignedIn ? (
                <Link to={HOME_PATH} className={primary}>
                  {T.start}
                </Link>
              ) : (
                <>
                  <Link to={LOGIN_PATH} className={primary}>
                    {T.login}
                  </Link>
                  <TextLink to={HOME_PATH} variant="muted">
                    {ACCOUNT_TEXTS.common.toHome}
                  </TextLink>
                </>
              )}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
