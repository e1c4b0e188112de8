import { z } from 'zod';
import { billingInstParams } from './billing.schema';

/** An order of the caller's, by the id its checkout carries (/nicePay?orderId=…). */
export const paymentOrderParams = billingInstParams.extend({ orderId: z.string().min(1).max(64) });
export type PaymentOrderParams = z.infer<typeof paymentOrderParams>;

const field = (max: number) => z.string().max(max).optional();

/**
 * What NicePay's payment window posts to our return address (JS SDK v1 `AUTHNICE.requestPay`,
 * server-approval model), read as it came: every field may be missing on a failed or cancelled
 * authentication, so the route reads them itself and answers the payer with /payResult either way.
 */
export const nicePayReturnForm = z.object({
  authResultCode: field(20),
  authResultMsg: field(500),
  tid: field(64),
  clientId: field(100),
  orderId: field(64),
  amount: field(20),
  mallReserved: field(500),
  authToken: field(200),
  signature: field(200),
});
export type NicePayReturnForm = z.infer<typeof nicePayReturnForm>;
