import { describe, expect, it } from 'vitest';
import { checkoutSources } from './csp-sources';

describe('checkoutSources', () => {
  it('lets in only the configured provider’s checkout hosts, and nothing for the sandbox', () => {
    expect(checkoutSources('sandbox')).toEqual({ scriptSrc: [], frameSrc: [], connectSrc: [], imgSrc: [] });
    const toss = checkoutSources('toss');
    expect(toss.scriptSrc).toEqual(['https://js.tosspayments.com']);
    expect(JSON.stringify(toss)).not.toContain('nicepay');
    const nicepay = checkoutSources('nicepay');
    expect(nicepay.scriptSrc).toEqual(['https://pay.nicepay.co.kr']);
    expect(JSON.stringify(nicepay)).not.toContain('toss');
  });
});
