/**
 * NicePay's payment window (Start API, JS SDK v1, `https://pay.nicepay.co.kr/v1/js/`), loaded only
 * when an order's checkout is NicePay's: a family paying by another provider never downloads it. The
 * SDK is NicePay's own script (not on npm), so only the call this screen makes is typed here.
 */

export const NICEPAY_SDK_URL = 'https://pay.nicepay.co.kr/v1/js/';

export type NicePayRequest = {
  /** The academy's NicePay client key (the server's checkout settings). */
  clientId: string;
  method: 'card';
  orderId: string;
  /** The server's amount of the order, never one typed or read from an address. */
  amount: number;
  goodsName: string;
  /** Where NicePay's window posts the authentication: our server's return address. */
  returnUrl: string;
  /** Called when the window could not open or the request was refused before it (NicePay's Korean `errorMsg`). */
  fnError: (result: { errorMsg?: string }) => void;
};

export type AuthNice = { requestPay: (request: NicePayRequest) => void };

declare global {
  interface Window {
    AUTHNICE?: AuthNice;
  }
}

let loading: Promise<AuthNice> | null = null;

/** Adds the SDK's script once and resolves with its `AUTHNICE`; a failed load may be tried again. */
export function loadNicePay(): Promise<AuthNice> {
  if (window.AUTHNICE) return Promise.resolve(window.AUTHNICE);
  loading ??= new Promise<AuthNice>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = NICEPAY_SDK_URL;
    script.async = true;
    script.onload = () => (window.AUTHNICE ? resolve(window.AUTHNICE) : reject(new Error('AUTHNICE missing')));
    script.onerror = () => reject(new Error(`could not load ${NICEPAY_SDK_URL}`));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Our return address for an academy's NicePay window: the server verifies NicePay's signed post,
 * approves the payment and sends the payer on to /payResult.
 */
export const nicePayReturnUrl = (origin: string, instId: string) =>
  `${origin}/api/insts/${encodeURIComponent(instId)}/payments/nicepay/return`;
