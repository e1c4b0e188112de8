import { z } from 'zod';
import { calendarInstantSchema } from '../calendar/calendar.schema';
import { billingInstParams } from './billing.schema';
import { CARD_MESSAGES } from './cards.rules';

/**
 * Registered cards and automatic payment (카드 관리: /cardManagement, /cardManageList,
 * /cardRegResult; SPEC §3 `payment.myRegCardList`, `payment.selectCard`):
 * `/api/insts/:instId/cards…`. A card is registered by the family account itself through the
 * provider's card page and kept as a billing key the browser never sees; only its company and
 * masked number come back.
 */

export const cardParams = billingInstParams.extend({ cardId: z.uuid() });

/** One registered card, as the family sees it (an item of `myRegCardList`). */
export const registeredCardView = z.object({
  cardId: z.uuid(),
  /** The card company's Korean name, e.g. `신한`. */
  cardCompany: z.string(),
  /** As the provider masks it, e.g. `43301234****123*`. */
  cardNumberMasked: z.string(),
  registeredAt: z.string(),
});
export type RegisteredCardView = z.infer<typeof registeredCardView>;

/** GET /cards: the caller's cards in this academy and the one chosen for automatic payment. */
export const myCardsResponse = z.object({
  myRegCardList: z.array(registeredCardView),
  /** The card bills are paid with on their due date (자동결제), or null when automatic payment is off. */
  selectCard: z.uuid().nullable(),
  /** When and to which version of the text the caller agreed, while automatic payment is on. */
  autopayConsent: z.object({ consentedAt: z.string(), consentVersion: z.string() }).nullable(),
  /** The version of the consent text shown now; a consent to it is what `PUT /cards/autopay` takes. */
  consentVersion: z.string(),
});
export type MyCardsResponse = z.infer<typeof myCardsResponse>;

/** GET /cards/registration: what the card page needs (the provider, its client key, the caller's customer key). */
export const cardRegistrationResponse = z.object({
  checkout: z.object({
    provider: z.enum(['sandbox', 'toss', 'nicepay']),
    clientKey: z.string().nullable(),
    /** Unguessable, stable per account: the provider keeps the caller's cards under it. */
    customerKey: z.string(),
  }),
});
export type CardRegistrationResponse = z.infer<typeof cardRegistrationResponse>;

/** POST /cards: the card page's redirect (/cardRegResult), forwarded as it came. */
export const registerCardBody = z.object({
  authKey: z.string().min(1).max(300),
  customerKey: z.string().min(1).max(300),
});
export type RegisterCardBody = z.infer<typeof registerCardBody>;

/** PUT /cards/autopay: bills are paid with this card on their due date, with the consent given now. */
export const chooseAutopayBody = z.object({
  cardId: z.uuid(),
  agreed: z.literal(true, { error: CARD_MESSAGES.consentRequired }),
  /** The version of the text the family read (myCardsResponse.consentVersion). */
  consentVersion: z.string().min(1).max(40),
});
export type ChooseAutopayBody = z.infer<typeof chooseAutopayBody>;

/** The local card page's answer (sandbox only): how the card's charges will end. */
export const sandboxRegisterCardBody = z.object({
  outcome: z.enum(['approve', 'decline', 'timeout']),
  cardCompany: z.string().max(20).default('학원ON 테스트카드'),
});
export type SandboxRegisterCardBody = z.infer<typeof sandboxRegisterCardBody>;
export const sandboxRegisterCardResponse = z.object({ authKey: z.string(), customerKey: z.string() });

/** POST /api/dev/jobs/bills-autopay (local only): the job as if the time were `at`, in one academy. */
export const runAutopayBody = z.object({ at: calendarInstantSchema('시각'), instId: z.uuid() });
export const runAutopayResponse = z.object({
  /** Bills paid by their card. */
  charged: z.number().int(),
  /** Charges the card company refused (the family and the office were told). */
  declined: z.number().int(),
  /** Charges whose answer is still unknown (asked again on the next run). */
  pending: z.number().int(),
});
export type RunAutopayResponse = z.infer<typeof runAutopayResponse>;
