import { LOGIN_METHOD_LABELS } from '@academy/domain/account/account.rules';
import type { FoundAccountsResponse } from '@academy/domain/account/account.schema';
import { formatShortDate } from '@academy/domain/format/format.date';
import { Link } from 'react-router';
import { LOGIN_PATH } from '../../../lib/session/sign-in-path';
import { Badge } from '../../../ui/badge/badge';
import { buttonClassName } from '../../../ui/button/button';
import { List, ListItem } from '../../../ui/list/list';
import { ACCOUNT_TEXTS } from '../account.texts';
import styles from '../pages/account-page.module.css';

const T = ACCOUNT_TEXTS.findId;

const joinedDate = (joinedAt: string) => {
  const date = new Date(joinedAt);
  return Number.isNaN(date.getTime()) ? joinedAt : formatShortDate(date);
};

/** FindId's answer: each account's masked id and how it logs in, then the ways on. */
export function FoundAccounts({ accounts }: { accounts: FoundAccountsResponse['accounts'] }) {
  return (
    <div className={styles.section} role="status">
      <h2 className={styles.sectionTitle}>{T.resultTitle}</h2>
      {accounts.length > 0 && <p className={styles.small}>{T.resultLead}</p>}
      <List
        label={T.resultTitle}
        items={accounts}
        getKey={(account, index) => `${account.maskedLoginId ?? 'social'}-${index}`}
        emptyText={T.noAccount}
        renderItem={(account) => (
          <ListItem
            title={account.maskedLoginId ?? T.socialOnly}
            description={T.joinedAt(joinedDate(account.joinedAt))}
            trailing={
              <span className={styles.row}>
                {account.loginMethods.map((method) => (
                  <Badge key={method} tone={method === 'password' ? 'primary' : 'secondary'}>
                    {LOGIN_METHOD_LABELS[method]}
                  </Badge>
                ))}
              </span>
            }
          />
        )}
      />
      <div className={styles.actions}>
        <Link to={LOGIN_PATH} className={buttonClassName({ variant: 'primary', size: 'lg', fullWidth: true })}>
          {T.login}
        </Link>
        <Link to="/v3/FindPwMain" className={buttonClassName({ variant: 'outline', size: 'lg', fullWidth: true })}>
          {T.findPw}
        </Link>
      </div>
    </div>
  );
}
