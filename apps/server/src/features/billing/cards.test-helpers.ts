import type { MyCardsResponse } from '@academy/domain/billing/cards.schema';
import { expect } from 'vitest';
import type { Caller } from '../attendance/attendance.test-helpers';

/**
 * A card registered as a family account would through the local card page: the sandbox page's
 * authKey (charges to the card end as `outcome` says), then the /cardRegResult call.
 */
export async function registerTestCard(
  caller: Caller,
  instId: string,
  outcome: 'approve' | 'decline' | 'timeout' = 'approve',
  cardCompany = '신한',
): Promise<MyCardsResponse> {
  const base = `/api/insts/${instId}/cards`;
  const page = await caller.inject({
    method: 'POST',
    url: `${base}/sandbox/register`,
    payload: { outcome, cardCompany },
  });
  expect(page.statusCode, page.body).toBe(200);
  const registered = await caller.inject({ method: 'POST', url: base, payload: page.json() });
  expect(registered.statusCode, registered.body).toBe(200);
  return registered.json();
}

/** Automatic payment turned on with `cardId`, agreeing to the consent text shown now. */
export async function turnOnAutopay(caller: Caller, instId: string, cardId: string): Promise<MyCardsResponse> {
  const base = `/api/insts/${instId}/cards`;
  const { consentVersion } = (await caller.inject({ method: 'GET', url: base })).json() as MyCardsResponse;
  const chosen = await caller.inject({
    method: 'PUT',
    url: `${base}/autopay`,
    payload: { cardId, agreed: true, consentVersion },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  return chosen.json();
}
