import type { AcademyExportResponse } from '@academy/domain/academy-export/academy-export.schema';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { AcademyExportStatus, Database } from '../../db/database';
import type { FileStorage } from '../../platform/adapters/storage/storage';
import { CSRF_HEADER, createSession, SESSION_COOKIE } from '../../platform/auth/sessions';
import { newId } from '../../platform/ids/new-id';
import { exportStorageKey } from './academy-export.run';

/** Test fixtures of the academy export: a signed-in member, exports in any state, waiting for a run. */

export type Auth = Pick<InjectOptions, 'cookies' | 'headers'>;

export async function signedIn(db: Database, userId: string, now: Date): Promise<Auth> {
  const session = await createSession(db, { userId, persistent: true, now });
  return { cookies: { [SESSION_COOKIE]: session.token }, headers: { [CSRF_HEADER]: session.csrfToken } };
}

/** Bytes that stand for a stored .zip. */
export const STORED_ZIP = Buffer.from('PK\u0003\u0004stored export');

/**
 * An export row made directly (no run): `ready` ones get a file in `storage` and keep it until
 * `expiresAt` (default: a day after `now`); `running` ones were last heard of at `heartbeatAt`.
 */
export async function insertExport(
  db: Database,
  storage: FileStorage,
  input: {
    instId: string;
    requestedBy: string;
    status: AcademyExportStatus;
    now: Date;
    heartbeatAt?: Date;
    expiresAt?: Date;
  },
): Promise<string> {
  const id = newId();
  const ready = input.status === 'ready';
  const storageKey = ready ? exportStorageKey({ instId: input.instId, exportId: id }) : null;
  if (storageKey) await storage.put(storageKey, STORED_ZIP, 'application/zip');
  await db
    .insertInto('academy_exports')
    .values({
      inst_id: input.instId,
      id,
      requested_by: input.requestedBy,
      status: input.status,
      done: ready ? 10 : 3,
      total: 10,
      storage_key: storageKey,
      file_name: ready ? '테스트학원_학원데이터_20261122.zip' : null,
      size_bytes: ready ? STORED_ZIP.length : null,
      error: input.status === 'failed' ? 'test failure' : null,
      created_at: input.now,
      heartbeat_at: input.heartbeatAt ?? input.now,
      finished_at: input.status === 'running' ? null : input.now,
      expires_at: ready ? (input.expiresAt ?? new Date(input.now.getTime() + 24 * 60 * 60 * 1000)) : null,
    })
    .execute();
  return id;
}

/** Polls the export's progress until it is no longer running; answers its last state. */
export async function waitForExport(
  app: FastifyInstance,
  auth: Auth,
  instId: string,
  exportId: string,
): Promise<AcademyExportResponse> {
  let last: AcademyExportResponse | undefined;
  await expect
    .poll(
      async () => {
        const response = await app.inject({ method: 'GET', url: `/api/insts/${instId}/exports/${exportId}`, ...auth });
        expect(response.statusCode).toBe(200);
        last = response.json<AcademyExportResponse>();
        return last.status;
      },
      { timeout: 30_000, interval: 50 },
    )
    .not.toBe('running');
  return last as AcademyExportResponse;
}

/** Waits until no export runs (the background work of earlier requests has finished). */
export async function noExportRunning(db: Database): Promise<void> {
  await expect
    .poll(
      async () =>
        (await db.selectFrom('academy_exports').select('id').where('status', '=', 'running').execute()).length,
      { timeout: 30_000, interval: 50 },
    )
    .toBe(0);
}

/** The academy's export rows and the audit rows of exports: what a refused request must leave alone. */
export async function exportTrail(db: Database) {
  const [exports, audit] = await Promise.all([
    db.selectFrom('academy_exports').selectAll().orderBy('id').execute(),
    db.selectFrom('audit_log').selectAll().where('action', 'like', 'academy-export.%').orderBy('id').execute(),
  ]);
  return { exports, audit };
}
