import type { PaymentProviderName } from './payments';

/** What the pages' Content-Security-Policy adds for a payment provider's checkout in the page. */
export type CheckoutSources = { scriptSrc: string[]; frameSrc: string[]; connectSrc: string[]; imgSrc: string[] };

/**
 * Only the configured provider's hosts: Toss Payments' payment widget (script from js.tosspayments.com,
 * its frames and calls under tosspayments.com), NicePay's checkout (pay.nicepay.co.kr and its
 * frames); nothing for the sandbox, whose test checkout is our own page.
 */
export function checkoutSources(provider: PaymentProviderName): CheckoutSources {
  switch (provider) {
    case 'toss':
      return {
        scriptSrc: ['https://js.tosspayments.com'],
        frameSrc: ['https://*.tosspayments.com'],
        connectSrc: ['https://*.tosspayments.com'],
        imgSrc: ['https://*.tosspayments.com'],
      };
    case 'nicepay':
      return {
        scriptSrc: ['https://pay.nicepay.co.kr'],
        frameSrc: ['https://*.nicepay.co.kr'],
        connectSrc: ['https://*.nicepay.co.kr'],
        imgSrc: [],
      };
    case 'sandbox':
      return { scriptSrc: [], frameSrc: [], connectSrc: [], imgSrc: [] };
  }
}
