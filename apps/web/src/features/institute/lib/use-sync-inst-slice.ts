import { FIRST_USE_FEATURES } from '@academy/domain/institute/institute.constants';
import type { FirstUseFlags } from '@academy/domain/institute/institute.rules';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { patchInst, setFirstUse } from '../../../store/inst-slice';

/**
 * Keeps the SPEC §3 `inst` session group in step with the current academy as the server knows it:
 * the president and the first-use flags (`Y` once a feature was used). Any screen that loads the
 * academy (its home, its details) calls it with what it loaded.
 */
export function useSyncInstSlice(inst: { presidentUserId?: string | null; firstUse: FirstUseFlags } | undefined) {
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => state.inst);
  useEffect(() => {
    if (!inst) return;
    if (inst.presidentUserId !== undefined && inst.presidentUserId !== current.presidentUserId) {
      dispatch(patchInst({ presidentUserId: inst.presidentUserId }));
    }
    for (const feature of FIRST_USE_FEATURES) {
      if (current.firstUse[feature] !== inst.firstUse[feature]) {
        dispatch(setFirstUse({ feature, value: inst.firstUse[feature] }));
      }
    }
  }, [inst, current, dispatch]);
}
