import { type VerificationResponse, verificationResponse } from '@academy/domain/identity/identity.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';

/** GET /api/identity/verifications/:transId: status, purpose and (until used) the verified person. */
export async function getVerification(transId: string, signal?: AbortSignal): Promise<VerificationResponse> {
  const body = await api.get<unknown>(`/api/identity/verifications/${encodeURIComponent(transId)}`, {
    signal,
    silent: true,
  });
  const parsed = verificationResponse.safeParse(body);
  if (!parsed.success) throw new ApiError({ status: 200, code: 'UNEXPECTED_RESPONSE', message: 'unexpected answer' });
  return parsed.data;
}

export const getVerificationQueryOptions = (transId: string) =>
  queryOptions({
    queryKey: ['identity', 'verification', transId] as const,
    queryFn: ({ signal }) => getVerification(transId, signal),
    staleTime: 0,
  });

export const useVerification = (transId: string | null, options: { pollWhilePending?: boolean } = {}) =>
  useQuery({
    ...getVerificationQueryOptions(transId ?? ''),
    enabled: transId !== null && transId !== '',
    refetchInterval: (query) => (options.pollWhilePending && query.state.data?.status === 'pending' ? 2_000 : false),
  });
