import { AUTOPAY_CONSENT_VERSION } from '@academy/domain/billing/cards.rules';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  checkAccessMatrix,
  type MatrixRow,
  type MatrixWorld,
  openMatrixBench,
  routesOf,
} from '../../../test/access-matrix';
import { callerFor } from '../attendance/attendance.test-helpers';
import { cardsRoutes } from './cards.routes';
import { registerTestCard } from './cards.test-helpers';

const { db, clock, app, world, rows } = await openMatrixBench('billing cards', '2026-11-23T03:00:00Z');
const parent = await callerFor(app, db, world.users.parent, clock.now());

/** What the demo parent's local card page answers for a fresh test card. */
async function parentCardPage(w: MatrixWorld): Promise<{ authKey: string; customerKey: string }> {
  const page = await parent.inject({
    method: 'POST',
    url: `/api/insts/${w.instId}/cards/sandbox/register`,
    payload: { outcome: 'approve' },
  });
  expect(page.statusCode, page.body).toBe(200);
  return page.json();
}

/** A fresh card the demo parent registered. */
async function parentCard(w: MatrixWorld): Promise<string> {
  const { myRegCardList } = await registerTestCard(parent, w.instId);
  return myRegCardList.at(-1)?.cardId as string;
}

async function requestFor(row: MatrixRow, w: MatrixWorld): Promise<InjectOptions> {
  const [method, pattern] = row.route.split(' ') as [InjectOptions['method'], string];
  const path = pattern.replace(/^\/api\/insts\/:instId/, '');
  const cardId = pattern.includes(':cardId') ? await parentCard(w) : '';
  const url = pattern.replace(':instId', w.instId).replace(':cardId', cardId);
  switch (`${method} ${path}`) {
    case 'POST /cards':
      return { method, url, payload: await parentCardPage(w) };
    case 'POST /cards/sandbox/register':
      return { method, url, payload: { outcome: 'approve' } };
    case 'PUT /cards/autopay':
      return {
        method,
        url,
        payload: { cardId: await parentCard(w), agreed: true, consentVersion: AUTOPAY_CONSENT_VERSION },
      };
    default:
      return { method, url };
  }
}

describe('registered cards access matrix (docs/access-matrix.md ## billing cards)', () => {
  it('has exactly one row per route of the cards feature and its local card page', async () => {
    // The local card page registers only beside the sandbox provider: read it from the app itself.
    const sandbox = app.accessRoutes
      .filter((route) => route.url.includes('/cards/sandbox/'))
      .map((route) => `${route.method} ${route.url}`);
    expect(sandbox).toHaveLength(1);
    const routes = [...(await routesOf(cardsRoutes)), ...sandbox];
    expect(rows.map((row) => row.route).sort()).toEqual(routes.sort());
  });

  // One test per row: each registers its own cards for the eight callers.
  it.each(rows.map((row) => [row.route, row] as const))(
    '%s answers every role as the table says, and 404 to ids of another academy',
    async (_route, row) => {
      await checkAccessMatrix(app, world, [row], requestFor);
    },
  );
});
