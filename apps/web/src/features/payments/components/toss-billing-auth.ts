import { loadTossPayments } from '../lib/toss-widget';

/**
 * Toss Payments' card registration for automatic payment (SDK v2 `payment().requestBillingAuth`):
 * the payer enters the card on Toss's page, which returns to /cardRegResult with `customerKey` and
 * `authKey` (or `code` and `message`). Only the call this screen makes is typed here.
 */
type TossBillingPayments = (clientKey: string) => {
  payment: (options: { customerKey: string }) => {
    requestBillingAuth: (options: { method: 'CARD'; successUrl: string; failUrl: string }) => Promise<void>;
  };
};

export async function requestTossBillingAuth(input: { clientKey: string; customerKey: string; origin: string }) {
  const factory = (await loadTossPayments()) as unknown as TossBillingPayments;
  const url = `${input.origin}/cardRegResult`;
  await factory(input.clientKey)
    .payment({ customerKey: input.customerKey })
    .requestBillingAuth({ method: 'CARD', successUrl: url, failUrl: url });
}
