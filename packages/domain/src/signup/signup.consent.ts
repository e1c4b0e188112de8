/**
 * Sign-up consents (SPEC §4).
 *
 * - Required: the age-14 check (`age14`), the terms of use (`useTerms`) and the personal-information
 *   terms (`personalInfo`).
 * - Optional: marketing (`marketing`) and night-time (21:00–08:00) advertising (`night`).
 * - The all-check toggles the required consents plus marketing, and sets the night flag with them.
 * - The all box follows the required items only: it is checked exactly when all three required
 *   consents are. Night consent is optional and never counted.
 */

export const REQUIRED_CONSENTS = ['age14', 'useTerms', 'personalInfo'] as const;
export const OPTIONAL_CONSENTS = ['marketing', 'night'] as const;

export type ConsentKey = (typeof REQUIRED_CONSENTS)[number] | (typeof OPTIONAL_CONSENTS)[number];

export type ConsentState = Readonly<Record<ConsentKey, boolean> & { all: boolean }>;

export type ConsentAction =
  | { type: 'toggleAll' }
  | { type: 'toggle'; key: ConsentKey }
  | { type: 'set'; key: ConsentKey; checked: boolean };

function withAll(consents: Record<ConsentKey, boolean>): ConsentState {
  return { ...consents, all: REQUIRED_CONSENTS.every((key) => consents[key]) };
}

export const INITIAL_CONSENTS: ConsentState = withAll({
  age14: false,
  useTerms: false,
  personalInfo: false,
  marketing: false,
  night: false,
});

export function consentReducer(state: ConsentState, action: ConsentAction): ConsentState {
  const { all: _all, ...consents } = state;
  switch (action.type) {
    case 'toggleAll': {
      const checked = !state.all;
      return withAll({ age14: checked, useTerms: checked, personalInfo: checked, marketing: checked, night: checked });
    }
    case 'toggle':
      return withAll({ ...consents, [action.key]: !state[action.key] });
    case 'set':
      return withAll({ ...consents, [action.key]: action.checked });
  }
}

/** Whether sign-up may go on: every required consent is given. */
export function hasRequiredConsents(state: ConsentState): boolean {
  return REQUIRED_CONSENTS.every((key) => state[key]);
}

/** The stored flags (join group `marketingConsent`, `nightReceiveConsent`). */
export function consentFlags(state: ConsentState): { marketingConsent: boolean; nightReceiveConsent: boolean } {
  return { marketingConsent: state.marketing, nightReceiveConsent: state.night };
}
