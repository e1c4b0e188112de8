import type { MeResponse } from '@academy/domain/account/account.schema';
import { useLogout } from '../../../lib/session/use-logout';
import { Button } from '../../../ui/button/button';
import { IconUser } from '../../../ui/icon/icons';
import { HOME_TEXTS } from '../home.texts';
import styles from './account-controls.module.css';

/** The account bar under the home header for a signed-in user: their name and 로그아웃. */
export function AccountControls({ me }: { me: MeResponse }) {
  const logout = useLogout();
  return (
    <div className={styles.bar}>
      <div className={styles.account}>
        <span className={styles.name} title={me.user.userNm}>
          <IconUser size={18} className={styles.icon} />
          {HOME_TEXTS.userName(me.user.userNm)}
        </span>
        <Button variant="outline" size="sm" loading={logout.isPending} onClick={() => logout.mutate()}>
          {HOME_TEXTS.logout}
        </Button>
      </div>
    </div>
  );
}
