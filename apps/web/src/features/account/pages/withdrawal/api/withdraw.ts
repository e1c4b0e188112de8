import type { WithdrawalBody } from '@academy/domain/account/withdrawal.schema';
import { partialMatchKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../../lib/api-client';
import { dismissAllModals } from '../../../../../lib/modal';
import { getMeQueryOptions } from '../../../../../lib/session/get-me';
import { useAppDispatch } from '../../../../../store/hooks';
import { sessionReset } from '../../../../../store/session-group';

/** POST /api/account/withdrawal: the account is erased or anonymised and the session ends. */
export function withdraw(body: WithdrawalBody): Promise<unknown> {
  return api.post('/api/account/withdrawal', body);
}

/** Withdraws, then forgets every session group and every answer cached for the member. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  return useMutation({
    mutationFn: withdraw,
    onSuccess: () => {
      dismissAllModals();
      dispatch(sessionReset());
      const meKey = getMeQueryOptions().queryKey;
      // Everything cached belonged to the member who left; only "who is signed in" stays, as nobody.
      queryClient.removeQueries({ predicate: (query) => !partialMatchKey(query.queryKey, meKey) });
      queryClient.setQueryData(meKey, null);
    },
  });
}
