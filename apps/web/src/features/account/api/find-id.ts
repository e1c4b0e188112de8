import type {
  FoundAccountsResponse,
  findIdBySmsBody,
  findIdCodeBody,
  SentResponse,
} from '@academy/domain/account/account.schema';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST /api/account/find-id/verification: the accounts of the verified person. */
export function findIdByVerification(transId: string): Promise<FoundAccountsResponse> {
  return api.post<FoundAccountsResponse>('/api/account/find-id/verification', { transId });
}

/** POST /api/account/find-id/code: a 6-digit code to the mobile number. */
export function sendFindIdCode(body: z.output<typeof findIdCodeBody>): Promise<SentResponse> {
  return api.post<SentResponse>('/api/account/find-id/code', body);
}

/** POST /api/account/find-id/sms: the accounts registered with that name and mobile number. */
export function findIdBySms(body: z.output<typeof findIdBySmsBody>): Promise<FoundAccountsResponse> {
  return api.post<FoundAccountsResponse>('/api/account/find-id/sms', body);
}
