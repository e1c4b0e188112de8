/**
 * Toss Payments' payment widget (SDK v2, `https://js.tosspayments.com/v2/standard`), loaded only when
 * an order's checkout is Toss's: the local test checkout needs none of it, and a family that never
 * pays by Toss never downloads it. The SDK is Toss's own script (it is not on npm as the same build),
 * so only the calls this screen makes are typed here.
 */

export const TOSS_SDK_URL = 'https://js.tosspayments.com/v2/standard';

export type TossAmount = { currency: 'KRW'; value: number };

export type TossWidgets = {
  setAmount: (amount: TossAmount) => Promise<void>;
  renderPaymentMethods: (options: { selector: string; variantKey?: string }) => Promise<unknown>;
  renderAgreement: (options: { selector: string; variantKey?: string }) => Promise<unknown>;
  requestPayment: (options: {
    orderId: string;
    orderName: string;
    successUrl: string;
    failUrl: string;
  }) => Promise<void>;
};

export type TossPaymentsFactory = (clientKey: string) => {
  widgets: (options: { customerKey: string }) => TossWidgets;
};

declare global {
  interface Window {
    TossPayments?: TossPaymentsFactory;
  }
}

let loading: Promise<TossPaymentsFactory> | null = null;

/** Adds the SDK's script once and resolves with its `TossPayments`; a failed load may be tried again. */
export function loadTossPayments(): Promise<TossPaymentsFactory> {
  if (window.TossPayments) return Promise.resolve(window.TossPayments);
  loading ??= new Promise<TossPaymentsFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TOSS_SDK_URL;
    script.async = true;
    script.onload = () =>
      window.TossPayments ? resolve(window.TossPayments) : reject(new Error('TossPayments missing'));
    script.onerror = () => reject(new Error(`could not load ${TOSS_SDK_URL}`));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Where Toss sends the payer back, both ways: /payResult reads `paymentKey…` or `code, message`. */
export const payResultUrl = (origin: string) => `${origin}/payResult`;
