import { useEffect } from 'react';
import { initialCommonState, patchCommon, resetCommon } from '../../store/common-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { sessionReset } from '../../store/session-group';
import { useMe } from './get-me';
import { commonPatchFromMe } from './session-common';

/**
 * Keeps the `common` session group in step with the signed-in user (GET /api/auth/me): user,
 * academy, relation codes and child. When the session is gone (log-out, expiry, another tab) every
 * session group goes back to its defaults; when another user signs in, `common` starts afresh.
 * Mounted once, in the app's providers. Renders nothing.
 */
export function SessionSync() {
  const { data: me, status } = useMe();
  const common = useAppSelector((state) => state.common);
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (status !== 'success') return;
    if (me === null) {
      if (common.userId !== null) dispatch(sessionReset());
      return;
    }
    const switched = common.userId !== null && common.userId !== me.user.userId;
    if (switched) dispatch(resetCommon());
    const patch = commonPatchFromMe(me, switched ? initialCommonState : common);
    if (patch) dispatch(patchCommon(patch));
  }, [me, status, common, dispatch]);

  return null;
}
