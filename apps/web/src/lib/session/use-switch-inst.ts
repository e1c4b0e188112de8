import type { MeResponse } from '@academy/domain/account/account.schema';
import { useCallback } from 'react';
import { patchCommon } from '../../store/common-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { sessionFieldsFromMe } from './session-common';

/** Makes an academy of the user the current one: `common.instId`, `instNm` and `relationCd`. */
export function useSwitchInst() {
  const dispatch = useAppDispatch();
  const childUserId = useAppSelector((state) => state.common.childUserId);
  return useCallback(
    (me: MeResponse, instId: string) => {
      dispatch(patchCommon(sessionFieldsFromMe(me, { instId, childUserId })));
    },
    [dispatch, childUserId],
  );
}
