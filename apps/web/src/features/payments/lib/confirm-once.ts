import type { ConfirmPaymentBody, PaymentDetailResponse } from '@academy/domain/billing/billing.schema';

const started = new Map<string, Promise<PaymentDetailResponse>>();

/**
 * Confirms a checkout's return once for the life of the page: React runs an effect twice in strict
 * mode, and a screen can mount again (back, reload of the chunk), but an order is charged by one
 * confirm. Later calls for the same order get the first call's promise. The server is idempotent too
 * (a confirmed order answers its payment), so this only spares a second request and a flicker.
 */
export function confirmOnce(
  body: ConfirmPaymentBody,
  confirm: (body: ConfirmPaymentBody) => Promise<PaymentDetailResponse>,
): Promise<PaymentDetailResponse> {
  const key = `${body.orderId} ${body.paymentKey}`;
  const existing = started.get(key);
  if (existing) return existing;
  const promise = confirm(body);
  started.set(key, promise);
  return promise;
}
