import { type ConfirmPaymentBody, confirmPaymentBody } from '@academy/domain/billing/billing.schema';

/**
 * What a checkout's redirect to /payResult says: a payment to confirm (`paymentKey`, `orderId`,
 * `amount`, as Toss Payments' success URL carries them and the local test checkout copies), a failure
 * (`code`, `message`, Toss's fail URL), or nothing readable.
 */
export type PayResult =
  | { kind: 'confirm'; body: ConfirmPaymentBody }
  | { kind: 'failed'; code: string; message: string | null }
  | { kind: 'unreadable' };

export function payResultOf(params: URLSearchParams): PayResult {
  const code = params.get('code');
  if (code) return { kind: 'failed', code, message: params.get('message') };
  const amount = params.get('amount');
  const parsed = confirmPaymentBody.safeParse({
    paymentKey: params.get('paymentKey') ?? '',
    orderId: params.get('orderId') ?? '',
    amount: amount !== null && /^\d+$/.test(amount) ? Number(amount) : Number.NaN,
  });
  return parsed.success ? { kind: 'confirm', body: parsed.data } : { kind: 'unreadable' };
}

/** The address of /payResult for a payment to confirm: what a provider's success redirect carries. */
export function payResultPath(body: ConfirmPaymentBody): string {
  const query = new URLSearchParams({
    paymentKey: body.paymentKey,
    orderId: body.orderId,
    amount: String(body.amount),
  });
  return `/payResult?${query.toString()}`;
}
