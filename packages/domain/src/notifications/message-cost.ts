/**
 * What messages cost: the price of one AlimTalk, SMS and LMS in won, in one place (the server's
 * configuration may replace it: MESSAGE_PRICE_ALIMTALK, MESSAGE_PRICE_SMS, MESSAGE_PRICE_LMS), and
 * the preview shown before a send (how many recipients get what, and the total).
 */

export type MessagePrices = { alimTalk: number; sms: number; lms: number };

/** The provider's list prices per message (won, VAT included), unless configured otherwise. */
export const DEFAULT_MESSAGE_PRICES: MessagePrices = { alimTalk: 13, sms: 20, lms: 50 };

/** What a send would cost now: recipients by how they would be told, and the total in won. */
export type MessageCostPreview = {
  recipients: number;
  /** Told in the app (and by push) only: free. */
  appOnly: number;
  alimTalk: number;
  sms: number;
  lms: number;
  totalWon: number;
};

export type PaidMessageKind = 'alimtalk' | 'sms' | 'lms';

/** The total of `counts` messages at `prices`, in won. */
export function messageCostWon(counts: { alimTalk: number; sms: number; lms: number }, prices: MessagePrices): number {
  return counts.alimTalk * prices.alimTalk + counts.sms * prices.sms + counts.lms * prices.lms;
}

/** The price of one message of a kind. */
export function priceOf(kind: PaidMessageKind, prices: MessagePrices): number {
  switch (kind) {
    case 'alimtalk':
      return prices.alimTalk;
    case 'sms':
      return prices.sms;
    case 'lms':
      return prices.lms;
  }
}

/** A preview from what each recipient would get (`null`: app only). */
export function messageCostPreview(
  kinds: readonly (PaidMessageKind | null)[],
  prices: MessagePrices,
): MessageCostPreview {
  const count = (kind: PaidMessageKind | null) => kinds.filter((each) => each === kind).length;
  const counts = { alimTalk: count('alimtalk'), sms: count('sms'), lms: count('lms') };
  return {
    recipients: kinds.length,
    appOnly: count(null),
    ...counts,
    totalWon: messageCostWon(counts, prices),
  };
}
