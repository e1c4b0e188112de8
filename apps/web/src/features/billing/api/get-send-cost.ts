import type { BillIdsBody, sendBillsCostResponse } from '@academy/domain/billing/billing.schema';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { billsPath } from './bills-keys';

export type SendBillsCost = z.infer<typeof sendBillsCostResponse>;

/**
 * POST /api/insts/:instId/bills/send-cost: how many families the drafts would reach and what the
 * 알림톡 (or 문자) would cost, asked right before the confirmation so the figure is today's.
 */
export function getSendCost(instId: string, body: BillIdsBody): Promise<SendBillsCost> {
  return api.post<SendBillsCost>(`${billsPath(instId)}/send-cost`, body);
}
