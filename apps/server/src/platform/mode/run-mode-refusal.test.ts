import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { assertRunModeAllowed, describeRunMode, RunModeRefusedError, tryingOnlyChoicesOf } from './run-mode-refusal';

const real = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://academy.example.kr' };
const toss = { PAYMENT_PROVIDER: 'toss', TOSS_PAYMENTS_CLIENT_KEY: 'live_ck_x', TOSS_PAYMENTS_SECRET_KEY: 'live_sk_x' };
const nicepay = { PAYMENT_PROVIDER: 'nicepay', NICEPAY_CLIENT_ID: 'S2_x', NICEPAY_SECRET_KEY: 'x' };

describe('the sandbox payment provider and the real mode', () => {
  it('counts as a choice for trying only, unless Toss Payments or NicePay takes the payments', () => {
    expect(tryingOnlyChoicesOf(loadConfig({}))).toContain('PAYMENT_PROVIDER=sandbox');
    expect(tryingOnlyChoicesOf(loadConfig(toss))).not.toContain('PAYMENT_PROVIDER=sandbox');
    expect(tryingOnlyChoicesOf(loadConfig(nicepay))).not.toContain('PAYMENT_PROVIDER=sandbox');
  });

  it('is refused for real, by name, unless ALLOW_SANDBOX_FOR_REAL allows it', () => {
    let refusal: unknown;
    try {
      assertRunModeAllowed(loadConfig(real));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(RunModeRefusedError);
    expect((refusal as RunModeRefusedError).choices).toContain('PAYMENT_PROVIDER=sandbox');
    expect((refusal as Error).message).toContain('PAYMENT_PROVIDER=sandbox');

    // With a real payment provider the refusal no longer names payments (the mail sandbox remains).
    let withToss: unknown;
    try {
      assertRunModeAllowed(loadConfig({ ...real, ...toss }));
    } catch (error) {
      withToss = error;
    }
    expect((withToss as RunModeRefusedError).choices).not.toContain('PAYMENT_PROVIDER=sandbox');

    const allowed = loadConfig({ ...real, ALLOW_SANDBOX_FOR_REAL: 'true' });
    expect(() => assertRunModeAllowed(allowed)).not.toThrow();
    expect(describeRunMode(allowed)).toContain('PAYMENT_PROVIDER=sandbox');
    // Trying on one's own machine needs no setting.
    expect(() => assertRunModeAllowed(loadConfig({}))).not.toThrow();
  });
});
