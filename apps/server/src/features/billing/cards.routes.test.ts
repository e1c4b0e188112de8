import { AUTOPAY_CONSENT_VERSION, CARD_MESSAGES } from '@academy/domain/billing/cards.rules';
import type { MyCardsResponse } from '@academy/domain/billing/cards.schema';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { createSandboxPayments } from '../../platform/adapters/payments/sandbox';
import { fixedClock } from '../../platform/clock';
import { createFieldCrypto } from '../../platform/crypto/field-crypto';
import { createBillingWorld } from './billing.test-helpers';
import { registerTestCard, turnOnAutopay } from './cards.test-helpers';

/**
 * Registered cards through HTTP on a real database: a card page's authKey becomes a sealed billing
 * key shown only as company and masked number, once however often it is sent; another account's
 * card is not there for anyone else (404), staff see no family's cards (403), automatic payment
 * needs the consent to the text shown now and is kept with its time and version, and removing the
 * card stops it.
 */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-27T01:00:00Z');
const crypto = createFieldCrypto(Buffer.alloc(32, 7));
const app = await createTestApp(db, { clock, adapters: { payments: createSandboxPayments(db, clock.now), crypto } });
const world = await createBillingWorld(app, db, clock.now());
const base = `/api/insts/${world.instId}/cards`;

const cardRows = () => db.selectFrom('registered_cards').selectAll().where('inst_id', '=', world.instId).execute();

describe('registering a card', () => {
  it('keeps the billing key sealed and answers only the company and the masked number, once per card', async () => {
    const start = await world.parent.inject({ method: 'GET', url: `${base}/registration` });
    expect(start.statusCode, start.body).toBe(200);
    const { customerKey } = start.json().checkout;
    expect(start.json().checkout.provider).toBe('sandbox');
    expect(customerKey).toMatch(/^cus_[A-Za-z0-9]{40}$/);
    // Stable per account, another account's differs, and it names nobody.
    const again = await world.parent.inject({ method: 'GET', url: `${base}/registration` });
    expect(again.json().checkout.customerKey).toBe(customerKey);
    const other = await world.otherParent.inject({ method: 'GET', url: `${base}/registration` });
    expect(other.json().checkout.customerKey).not.toBe(customerKey);
    expect(customerKey).not.toContain(world.parent.userId.replace(/-/g, ''));

    const page = await world.parent.inject({
      method: 'POST',
      url: `${base}/sandbox/register`,
      payload: { outcome: 'approve', cardCompany: '신한' },
    });
    expect(page.json().customerKey).toBe(customerKey);
    const first = await world.parent.inject({ method: 'POST', url: base, payload: page.json() });
    expect(first.statusCode, first.body).toBe(200);
    const listed = first.json() as MyCardsResponse;
    expect(listed.myRegCardList).toHaveLength(1);
    expect(listed.myRegCardList[0]).toMatchObject({
      cardCompany: '신한',
      cardNumberMasked: expect.stringMatching(/\*{4}/),
    });
    expect(listed.selectCard).toBeNull();
    expect(first.body).not.toMatch(/sbx_bill|sbx_auth/);

    // The same redirect again (a reload of /cardRegResult) keeps one card.
    const second = await world.parent.inject({ method: 'POST', url: base, payload: page.json() });
    expect(second.statusCode, second.body).toBe(200);
    const rows = await cardRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.billing_key_enc).toMatch(/^v1\./);
    expect(rows[0]?.billing_key_enc).not.toContain('sbx_bill');
    expect(crypto.decrypt(rows[0]?.billing_key_enc ?? '', 'billing-key')).toMatch(/^sbx_bill_/);
    const audit = await db.selectFrom('audit_log').select('after').where('action', '=', 'card.register').execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses a redirect begun by another account, before the provider is asked', async () => {
    const page = await world.parent.inject({
      method: 'POST',
      url: `${base}/sandbox/register`,
      payload: { outcome: 'approve' },
    });
    const stolen = await world.otherParent.inject({ method: 'POST', url: base, payload: page.json() });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(CARD_MESSAGES.registrationMismatch);
    // Another customer key with this authKey: the provider refuses it.
    const otherKey = (await world.otherParent.inject({ method: 'GET', url: `${base}/registration` })).json().checkout
      .customerKey;
    const forged = await world.otherParent.inject({
      method: 'POST',
      url: base,
      payload: { authKey: page.json().authKey, customerKey: otherKey },
    });
    expect(forged.statusCode).toBeGreaterThanOrEqual(400);
    expect(await cardRows()).toHaveLength(1);
  });
});

describe('whose cards are whose', () => {
  it('shows each account only its own cards; staff see none of them', async () => {
    await registerTestCard(world.otherParent, world.instId, 'decline', '국민');
    const mine = (await world.parent.inject({ method: 'GET', url: base })).json() as MyCardsResponse;
    const theirs = (await world.otherParent.inject({ method: 'GET', url: base })).json() as MyCardsResponse;
    expect(mine.myRegCardList.map((card) => card.cardCompany)).toEqual(['신한']);
    expect(theirs.myRegCardList.map((card) => card.cardCompany)).toEqual(['국민']);
    // The student's own account (the same family) has its own, empty list.
    expect(
      ((await world.student.inject({ method: 'GET', url: base })).json() as MyCardsResponse).myRegCardList,
    ).toEqual([]);
    for (const staff of [world.director, world.manager, world.viewingManager, world.teacher]) {
      expect((await staff.inject({ method: 'GET', url: base })).statusCode).toBe(403);
    }
    expect((await world.foreignDirector.inject({ method: 'GET', url: base })).statusCode).toBe(404);
  });

  it('answers 404 for another account’s card and changes nothing', async () => {
    const theirs = ((await world.otherParent.inject({ method: 'GET', url: base })).json() as MyCardsResponse)
      .myRegCardList[0]?.cardId;
    const removed = await world.parent.inject({ method: 'DELETE', url: `${base}/${theirs}` });
    expect(removed.statusCode).toBe(404);
    const chosen = await world.parent.inject({
      method: 'PUT',
      url: `${base}/autopay`,
      payload: { cardId: theirs, agreed: true, consentVersion: AUTOPAY_CONSENT_VERSION },
    });
    expect(chosen.statusCode).toBe(404);
    expect(await cardRows()).toHaveLength(2);
    expect(await db.selectFrom('autopay_settings').selectAll().execute()).toEqual([]);
  });
});

describe('automatic payment', () => {
  const myCard = async () =>
    ((await world.parent.inject({ method: 'GET', url: base })).json() as MyCardsResponse).myRegCardList[0]
      ?.cardId as string;

  it('needs the consent to the text shown now, and keeps its time and version', async () => {
    const cardId = await myCard();
    const unagreed = await world.parent.inject({
      method: 'PUT',
      url: `${base}/autopay`,
      payload: { cardId, agreed: false, consentVersion: AUTOPAY_CONSENT_VERSION },
    });
    expect(unagreed.statusCode).toBe(400);
    const outdated = await world.parent.inject({
      method: 'PUT',
      url: `${base}/autopay`,
      payload: { cardId, agreed: true, consentVersion: '2020-01-01' },
    });
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json().message).toBe(CARD_MESSAGES.consentOutdated);
    expect(await db.selectFrom('autopay_settings').selectAll().execute()).toEqual([]);

    const on = await turnOnAutopay(world.parent, world.instId, cardId);
    expect(on.selectCard).toBe(cardId);
    expect(on.autopayConsent).toEqual({
      consentedAt: clock.now().toISOString(),
      consentVersion: AUTOPAY_CONSENT_VERSION,
    });
    const audit = await db.selectFrom('audit_log').select(['after']).where('action', '=', 'autopay.on').execute();
    expect(audit).toHaveLength(1);

    const off = await world.parent.inject({ method: 'DELETE', url: `${base}/autopay` });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().selectCard).toBeNull();
    expect(off.json().myRegCardList).toHaveLength(1);
  });

  it('stops when its card is removed', async () => {
    const cardId = await myCard();
    await turnOnAutopay(world.parent, world.instId, cardId);
    const removed = await world.parent.inject({ method: 'DELETE', url: `${base}/${cardId}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ myRegCardList: [], selectCard: null, autopayConsent: null });
    expect(
      await db.selectFrom('autopay_settings').selectAll().where('user_id', '=', world.parent.userId).execute(),
    ).toEqual([]);
    const audit = await db.selectFrom('audit_log').select(['before']).where('action', '=', 'card.remove').execute();
    expect(audit).toHaveLength(1);
    expect((await world.parent.inject({ method: 'DELETE', url: `${base}/${cardId}` })).statusCode).toBe(404);
  });
});
