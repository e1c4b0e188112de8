import type { MeResponse } from '@academy/domain/account/account.schema';
import { useLogout } from '../../../lib/session/use-logout';
import { patchCommon } from '../../../store/common-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/button/button';
import { IconUser } from '../../../ui/icon/icons';
import { Select } from '../../../ui/select/select';
import { HOME_TEXTS } from '../home.texts';
import styles from './account-controls.module.css';

/**
 * The account bar under the home header for a signed-in user: their name and 로그아웃, and for a
 * parent with several children the child picker that sets `common.childUserId`.
 */
export function AccountControls({ me }: { me: MeResponse }) {
  const logout = useLogout();
  const childUserId = useAppSelector((state) => state.common.childUserId);
  const dispatch = useAppDispatch();
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
      {me.children.length > 1 && (
        <div className={styles.child}>
          <Select
            label={HOME_TEXTS.childPicker}
            placeholder={false}
            options={me.children.map((child) => ({ value: child.userId, label: child.userNm }))}
            value={childUserId ?? me.children[0]?.userId ?? ''}
            onChange={(event) => dispatch(patchCommon({ childUserId: event.target.value }))}
          />
        </div>
      )}
    </div>
  );
}
