import type {
  FoundAccountsResponse,
  findIdBySmsBody,
  findIdCodeBody,
  SentResponse,
} from '@academy/domain/account/account.schema';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { postSendCode } from './send-code';

/** POST /api/account/find-id/verification: the accounts of the verified person. */
export function findIdByVerification(transId: string): Promise<FoundAccountsResponse> {
  return api.post<FoundAccountsResponse>('/api/account/find-id/verification', { transId });
}

/** POST /api/account/find-id/sms-code: a 6-digit code to the mobile number. */
export function sendFindIdCode(body: z.output<typeof findIdCodeBody>): Promise<SentResponse> {
  return postSendCode('/api/account/find-id/sms-code', body);
}

/** POST /api/account/find-id/sms: the accounts registered with that name and mobile number. */
export function findIdBySms(body: z.output<typeof findIdBySmsBody>): Promise<FoundAccountsResponse> {
  return api.post<FoundAccountsResponse>('/api/account/find-id/sms', body);
}
