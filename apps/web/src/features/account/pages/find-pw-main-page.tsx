import { useRouteTitle } from '../../../lib/routing/route-entry';
import { Header } from '../../../ui/header/header';
import { List, ListItem } from '../../../ui/list/list';
import { ACCOUNT_TEXTS } from '../account.texts';
import styles from './account-page.module.css';

const T = ACCOUNT_TEXTS.findPwMain;

export const FIND_PW_PATH = '/v3/FindPw';

const METHODS = [
  { key: 'verification', title: T.byVerification, description: T.byVerificationHint },
  { key: 'sms', title: T.bySms, description: T.bySmsHint },
] as const;

/** /v3/FindPwMain: choose how to prove it is you before setting a new password. */
export function FindPwMainPage() {
  const title = useRouteTitle() ?? T.methodsLabel;
  return (
    <section className={styles.screen} data-screen="FindPwMain">
      <Header title={title} />
      <div className={styles.body}>
        <p className={styles.lead}>{T.lead}</p>
        <div className={styles.section}>
          <List
            label={T.methodsLabel}
            items={METHODS}
            getKey={(method) => method.key}
            renderItem={(method) => (
              <ListItem
                title={method.title}
                description={method.description}
                to={`${FIND_PW_PATH}?method=${method.key}`}
              />
            )}
          />
        </div>
      </div>
    </section>
  );
}
