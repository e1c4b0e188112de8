import { BILLING_MESSAGES } from '@academy/domain/billing/billing.messages';
import type { PaymentDetailResponse, SandboxDepositBody } from '@academy/domain/billing/billing.schema';
import type { Caller } from '../../platform/access/access';
import type { SandboxPayments } from '../../platform/adapters/payments/sandbox';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { ofInst } from '../../platform/tenancy/of-inst';
import { paymentDetail } from './payments.service';
import { handlePaymentWebhook } from './payments.webhook';

/**
 * POST /payments/sandbox/deposit (local mode): the caller's own virtual account, still waiting, gets
 * its money at the sandbox, and the sandbox's notice is handled as the webhook would handle it — the
 * secret checked, the payment settled once. Another's order answers 404.
 */
export async function depositSandboxVirtualAccount(
  ctx: AppContext,
  sandbox: SandboxPayments,
  caller: Caller,
  body: SandboxDepositBody,
): Promise<PaymentDetailResponse> {
  const payment = await ctx.db
    .selectFrom('payments')
    .select(['id', 'status', 'method'])
    .where(ofInst(caller.instId))
    .where('order_id', '=', body.orderId)
    .where('payer_user_id', '=', caller.userId)
    .executeTakeFirst();
  if (payment?.method !== 'virtual_account') throw new AppError('NOT_FOUND');
  if (payment.status !== 'WAITING_FOR_DEPOSIT') throw new AppError('CONFLICT', BILLING_MESSAGES.orderClosed);
  const notice = await sandbox.simulateDeposit(body.orderId);
  await handlePaymentWebhook(ctx, notice);
  return paymentDetail(ctx, caller, payment.id);
}
