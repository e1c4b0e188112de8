import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_PRICES, messageCostPreview, messageCostWon, priceOf } from './message-cost';

describe('message costs', () => {
  const prices = { alimTalk: 13, sms: 20, lms: 50 };

  it('price each kind from one table', () => {
    expect(priceOf('alimtalk', prices)).toBe(13);
    expect(priceOf('sms', prices)).toBe(20);
    expect(priceOf('lms', prices)).toBe(50);
    expect(messageCostWon({ alimTalk: 10, sms: 2, lms: 1 }, prices)).toBe(10 * 13 + 2 * 20 + 50);
    expect(DEFAULT_MESSAGE_PRICES.alimTalk).toBeLessThan(DEFAULT_MESSAGE_PRICES.sms);
    expect(DEFAULT_MESSAGE_PRICES.sms).toBeLessThan(DEFAULT_MESSAGE_PRICES.lms);
  });

  it('preview a send: who gets what, and the total', () => {
    expect(messageCostPreview(['alimtalk', 'alimtalk', null, 'sms', 'lms', null], prices)).toEqual({
      recipients: 6,
      appOnly: 2,
      alimTalk: 2,
      sms: 1,
      lms: 1,
      totalWon: 2 * 13 + 20 + 50,
    });
    expect(messageCostPreview([], { alimTalk: 9, sms: 9, lms: 9 })).toEqual({
      recipients: 0,
      appOnly: 0,
      alimTalk: 0,
      sms: 0,
      lms: 0,
      totalWon: 0,
    });
  });
});
