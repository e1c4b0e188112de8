import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ConsentAction,
  type ConsentKey,
  type ConsentState,
  consentFlags,
  consentReducer,
  hasRequiredConsents,
  INITIAL_CONSENTS,
  REQUIRED_CONSENTS,
} from './signup.consent';

const run = (actions: ConsentAction[], start: ConsentState = INITIAL_CONSENTS) => actions.reduce(consentReducer, start);
const toggle = (key: ConsentKey): ConsentAction => ({ type: 'toggle', key });

describe('sign-up consents (SPEC §4)', () => {
  it('starts with nothing given', () => {
    expect(INITIAL_CONSENTS).toEqual({
      age14: false,
      useTerms: false,
      personalInfo: false,
      marketing: false,
      night: false,
      all: false,
    });
    expect(hasRequiredConsents(INITIAL_CONSENTS)).toBe(false);
  });

  it('the all-check gives the required consents and marketing, and sets the night flag', () => {
    const all = run([{ type: 'toggleAll' }]);
    expect(all).toEqual({ age14: true, useTerms: true, personalInfo: true, marketing: true, night: true, all: true });
    expect(consentFlags(all)).toEqual({ marketingConsent: true, nightReceiveConsent: true });
    const none = run([{ type: 'toggleAll' }], all);
    expect(none).toEqual(INITIAL_CONSENTS);
  });

  it('the all box follows the required items only', () => {
    const required = run(REQUIRED_CONSENTS.map(toggle));
    expect(required.all).toBe(true);
    expect(required.marketing).toBe(false);
    expect(hasRequiredConsents(required)).toBe(true);
    expect(run([toggle('useTerms')], required).all).toBe(false);
  });

  it('night consent is optional and not counted', () => {
    const state = run([toggle('night'), toggle('marketing')]);
    expect(state.all).toBe(false);
    expect(consentFlags(state)).toEqual({ marketingConsent: true, nightReceiveConsent: true });
    const allButNight = run([{ type: 'toggleAll' }, toggle('night')]);
    expect(allButNight.all).toBe(true);
  });

  it('clicking all when all is shown checked clears everything', () => {
    const state = run([...REQUIRED_CONSENTS.map(toggle), toggle('night')]);
    expect(state.all).toBe(true);
    expect(run([{ type: 'toggleAll' }], state)).toEqual(INITIAL_CONSENTS);
  });

  it('sets one consent to a value', () => {
    expect(run([{ type: 'set', key: 'marketing', checked: true }]).marketing).toBe(true);
    expect(run([{ type: 'set', key: 'marketing', checked: false }]).marketing).toBe(false);
  });

  it('keeps all equal to the three required consents after any actions', () => {
    const key = fc.constantFrom<ConsentKey>('age14', 'useTerms', 'personalInfo', 'marketing', 'night');
    const action: fc.Arbitrary<ConsentAction> = fc.oneof(
      fc.constant({ type: 'toggleAll' as const }),
      key.map((k) => ({ type: 'toggle' as const, key: k })),
      fc.record({ type: fc.constant('set' as const), key, checked: fc.boolean() }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 25 }), (actions) => {
        const state = run(actions);
        return (
          state.all === (state.age14 && state.useTerms && state.personalInfo) &&
          state.all === hasRequiredConsents(state)
        );
      }),
    );
  });
});
