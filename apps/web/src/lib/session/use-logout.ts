import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../store/hooks';
import { sessionReset } from '../../store/session-group';
import { api, isApiError } from '../api-client';
import { dismissAllModals } from '../modal';
import { getMeQueryOptions } from './get-me';
import { HOME_PATH } from './sign-in-path';

/**
 * 로그아웃: ends the session on the server (POST /api/auth/logout), then forgets everything this
 * browser knew about the user (server data, session groups, open modals) and goes to `to`
 * (the home screen by default). A session that had already ended counts as logged out.
 */
export function useLogout(to: string = HOME_PATH) {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await api.post<unknown>('/api/auth/logout');
      } catch (error) {
        if (isApiError(error) && (error.status === 401 || error.status === 403)) return;
        throw error;
      }
    },
    onSuccess: async () => {
      dismissAllModals();
      await queryClient.cancelQueries();
      queryClient.removeQueries();
      queryClient.setQueryData(getMeQueryOptions().queryKey, null);
      dispatch(sessionReset());
      await navigate(to, { replace: true });
    },
  });
}
