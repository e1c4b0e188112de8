import { AUTOPAY_CONSENT_VERSION, CARD_MESSAGES } from '@academy/domain/billing/cards.rules';
import type {
  CardRegistrationResponse,
  ChooseAutopayBody,
  MyCardsResponse,
  RegisterCardBody,
  SandboxRegisterCardBody,
} from '@academy/domain/billing/cards.schema';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import type { SandboxPayments } from '../../platform/adapters/payments/sandbox';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { ofInst } from '../../platform/tenancy/of-inst';
import { customerKeyOf } from './payments.service';

/**
 * Registered cards (카드 관리: /cardManagement, /cardManageList, /cardRegResult) and the choice of
 * the card a family's bills are paid with on their due date. A card belongs to the account that
 * registered it, in one academy: nobody else sees it — not the other parent, not the office (staff
 * are refused by the route's rule; another account's card answers 404). The provider's billing key
 * is kept only sealed and never leaves the server.
 */

/** The context the billing key is sealed under: a value copied into another column does not decrypt. */
export const BILLING_KEY_CONTEXT = 'billing-key';

/** The caller's cards in this academy, oldest first. */
async function cardsOf(db: Executor, caller: Caller) {
  return db
    .selectFrom('registered_cards')
    .select(['id', 'card_company', 'card_number_masked', 'created_at'])
    .where(ofInst(caller.instId))
    .where('user_id', '=', caller.userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** GET /cards: `myRegCardList`, and `selectCard` with its consent while automatic payment is on. */
export async function listCards(ctx: AppContext, caller: Caller): Promise<MyCardsResponse> {
  const [cards, autopay] = await Promise.all([
    cardsOf(ctx.db, caller),
    ctx.db
      .selectFrom('autopay_settings')
      .select(['card_id', 'consented_at', 'consent_version'])
      .where(ofInst(caller.instId))
      .where('user_id', '=', caller.userId)
      .executeTakeFirst(),
  ]);
  return {
    myRegCardList: cards.map((card) => ({
      cardId: card.id,
      cardCompany: card.card_company,
      cardNumberMasked: card.card_number_masked,
      registeredAt: card.created_at.toISOString(),
    })),
    selectCard: autopay?.card_id ?? null,
    autopayConsent: autopay
      ? { consentedAt: autopay.consented_at.toISOString(), consentVersion: autopay.consent_version }
      : null,
    consentVersion: AUTOPAY_CONSENT_VERSION,
  };
}

/** GET /cards/registration: what the provider's card page needs, under the caller's own customer key. */
export function cardRegistration(ctx: AppContext, caller: Caller): CardRegistrationResponse {
  return {
    checkout: {
      ...ctx.adapters.payments.checkoutSettings(),
      customerKey: customerKeyOf(ctx.adapters.crypto, caller.userId),
    },
  };
}

/**
 * POST /cards (/cardRegResult): the card page's authKey becomes a billing key at the provider. The
 * customer key must be the caller's own (a redirect begun by another account answers 404 before the
 * provider is asked); the same card sent twice is kept once.
 */
export async function registerCard(ctx: AppContext, caller: Caller, body: RegisterCardBody): Promise<MyCardsResponse> {
  const customerKey = customerKeyOf(ctx.adapters.crypto, caller.userId);
  // Another account's redirect names nothing of the caller's: 404, like another account's card.
  if (body.customerKey !== customerKey) throw new AppError('NOT_FOUND', CARD_MESSAGES.registrationMismatch);
  const provider = ctx.adapters.payments;
  const issued = await provider.issueBillingKey({ authKey: body.authKey, customerKey });
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const id = newId();
    const inserted = await trx
      .insertInto('registered_cards')
      .values({
        inst_id: caller.instId,
        id,
        user_id: caller.userId,
        provider: provider.name,
        billing_key_enc: ctx.adapters.crypto.encrypt(issued.billingKey, BILLING_KEY_CONTEXT),
        billing_key_index: ctx.adapters.crypto.blindIndex(issued.billingKey, BILLING_KEY_CONTEXT),
        card_company: issued.card.company,
        card_number_masked: issued.card.numberMasked,
        created_at: now,
      })
      .onConflict((conflict) => conflict.columns(['inst_id', 'billing_key_index']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return;
    await writeAudit(trx, {
      instId: caller.instId,
      actorUserId: caller.userId,
      action: 'card.register',
      target: auditTarget('card', id),
      before: null,
      after: { cardCompany: issued.card.company, cardNumberMasked: issued.card.numberMasked },
      at: now,
    });
  });
  return listCards(ctx, caller);
}

/** The caller's own card, locked; another account's or academy's answers 404. */
async function ownCard(db: Executor, caller: Caller, cardId: string) {
  const card = await db
    .selectFrom('registered_cards')
    .select(['id', 'card_company', 'card_number_masked'])
    .where(ofInst(caller.instId))
    .where('id', '=', cardId)
    .where('user_id', '=', caller.userId)
    .forUpdate()
    .executeTakeFirst();
  if (!card) throw new AppError('NOT_FOUND');
  return card;
}

/**
 * DELETE /cards/:cardId (/cardManageList): the card is forgotten here — its sealed billing key with
 * it — and automatic payment with it stops. The providers offer no call to delete a billing key
 * from the payer's side, so nothing is asked of them; an unused key charges nothing.
 */
export async function removeCard(ctx: AppContext, caller: Caller, cardId: string): Promise<MyCardsResponse> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const card = await ownCard(trx, caller, cardId);
    const autopay = await trx
      .deleteFrom('autopay_settings')
      .where(ofInst(caller.instId))
      .where('user_id', '=', caller.userId)
      .where('card_id', '=', cardId)
      .executeTakeFirst();
    await trx.deleteFrom('registered_cards').where(ofInst(caller.instId)).where('id', '=', cardId).execute();
    await writeAudit(trx, {
      instId: caller.instId,
      actorUserId: caller.userId,
      action: 'card.remove',
      target: auditTarget('card', cardId),
      before: {
        cardCompany: card.card_company,
        cardNumberMasked: card.card_number_masked,
        autopay: Number(autopay.numDeletedRows) > 0,
      },
      after: null,
      at: now,
    });
  });
  return listCards(ctx, caller);
}

/**
 * PUT /cards/autopay: the family's bills in this academy are paid with this card on their due date.
 * Only with the consent given now to the consent text shown now (its version and the time are
 * kept); choosing again replaces the card and the consent.
 */
export async function chooseAutopay(
  ctx: AppContext,
  caller: Caller,
  body: ChooseAutopayBody,
): Promise<MyCardsResponse> {
  if (body.consentVersion !== AUTOPAY_CONSENT_VERSION) throw new AppError('CONFLICT', CARD_MESSAGES.consentOutdated);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await ownCard(trx, caller, body.cardId);
    const before = await trx
      .selectFrom('autopay_settings')
      .select(['card_id', 'consent_version'])
      .where(ofInst(caller.instId))
      .where('user_id', '=', caller.userId)
      .executeTakeFirst();
    const values = { card_id: body.cardId, consent_version: body.consentVersion, consented_at: now };
    await trx
      .insertInto('autopay_settings')
      .values({ inst_id: caller.instId, user_id: caller.userId, ...values })
      .onConflict((conflict) => conflict.columns(['inst_id', 'user_id']).doUpdateSet(values))
      .execute();
    await writeAudit(trx, {
      instId: caller.instId,
      actorUserId: caller.userId,
      action: 'autopay.on',
      target: auditTarget('user', caller.userId),
      before: before ? { cardId: before.card_id, consentVersion: before.consent_version } : null,
      after: { cardId: body.cardId, consentVersion: body.consentVersion, consentedAt: now.toISOString() },
      at: now,
    });
  });
  return listCards(ctx, caller);
}

/** DELETE /cards/autopay: automatic payment stops (the cards stay registered). */
export async function stopAutopay(ctx: AppContext, caller: Caller): Promise<MyCardsResponse> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('autopay_settings')
      .where(ofInst(caller.instId))
      .where('user_id', '=', caller.userId)
      .returning(['card_id', 'consent_version'])
      .executeTakeFirst();
    if (!removed) return;
    await writeAudit(trx, {
      instId: caller.instId,
      actorUserId: caller.userId,
      action: 'autopay.off',
      target: auditTarget('user', caller.userId),
      before: { cardId: removed.card_id, consentVersion: removed.consent_version },
      after: null,
      at: now,
    });
  });
  return listCards(ctx, caller);
}

/**
 * POST /cards/sandbox/register (the local card page, sandbox only): a test card under the caller's
 * own customer key, answering the authKey a real card page's redirect would carry.
 */
export async function registerSandboxCard(
  ctx: AppContext,
  sandbox: SandboxPayments,
  caller: Caller,
  body: SandboxRegisterCardBody,
): Promise<{ authKey: string; customerKey: string }> {
  const customerKey = customerKeyOf(ctx.adapters.crypto, caller.userId);
  const { authKey } = await sandbox.registerCard({ customerKey, outcome: body.outcome, cardCompany: body.cardCompany });
  return { authKey, customerKey };
}
