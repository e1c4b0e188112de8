import type { SentResponse } from '@academy/domain/account/account.schema';
import { api, isApiError } from '../../../lib/api-client';

/**
 * POST a "send me a code" request. The contract names these `…/sms-code`; the server as first built
 * answers them at `…/code`. Until the two agree, an unknown route (404 ROUTE_NOT_FOUND) at the
 * contract's path is retried once at the other. Remove the fallback when the server matches.
 */
export async function postSendCode(contractPath: string, body: unknown): Promise<SentResponse> {
  try {
    return await api.post<SentResponse>(contractPath, body);
  } catch (error) {
    if (isApiError(error) && error.status === 404 && error.code === 'ROUTE_NOT_FOUND') {
      return api.post<SentResponse>(contractPath.replace(/\/sms-code$/, '/code'), body);
    }
    throw error;
  }
}
