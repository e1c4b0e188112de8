import { createHash, randomBytes } from 'node:crypto';
import { DESK_DEVICE_HOURS } from '@academy/domain/attendance/attendance.rules';
import { STAFF_RELATION_CODES } from '@academy/domain/employees/employees.rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/database';
import { type CookieSpec, clearCookie, readCookie, setCookie } from '../../platform/http/cookies';
import { newId } from '../../platform/ids/new-id';

/**
 * The front-desk device: once a staff member unlocks the kiosk with their password, the browser
 * holds a random token in an httpOnly cookie (only its SHA-256 is stored, like sessions), valid
 * 12 hours, so the kiosk works without anyone's session.
 *
 * CSRF: the cookie is SameSite=Strict and scoped to `/api/desk`, so no other site's page can make
 * the browser send it; the routes take only JSON bodies (a cross-site form cannot post JSON without
 * a CORS preflight, which this API never grants). A staff session present in the same browser still
 * gets the usual CSRF header check from the auth hook.
 */

export const DESK_COOKIE = 'academy_desk';
export const DESK_COOKIE_PATH = '/api/desk';
const DEVICE_MS = DESK_DEVICE_HOURS * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** An unlocked kiosk; `unlockedBy` is the staff member who opened it. */
export type DeskDevice = { id: string; instId: string; instNm: string; expiresAt: Date; unlockedBy: string };

export async function createDevice(
  db: Executor,
  input: { instId: string; userId: string; now: Date },
): Promise<DeskDevice & { token: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = newId();
  const expiresAt = new Date(input.now.getTime() + DEVICE_MS);
  await db
    .insertInto('desk_devices')
    .values({
      inst_id: input.instId,
      id,
      token_hash: hashToken(token),
      unlocked_by: input.userId,
      created_at: input.now,
      expires_at: expiresAt,
    })
    .execute();
  const inst = await db
    .selectFrom('institutes')
    .select('inst_nm')
    .where('id', '=', input.instId)
    .executeTakeFirstOrThrow();
  return { id, instId: input.instId, instNm: inst.inst_nm, expiresAt, unlockedBy: input.userId, token };
}

/** The live device behind a cookie (not expired, not locked, its academy open), or undefined. */
export async function findDevice(db: Executor, token: string | undefined, now: Date): Promise<DeskDevice | undefined> {
  if (!token) return undefined;
  const row = await db
    .selectFrom('desk_devices')
    .innerJoin('institutes', 'institutes.id', 'desk_devices.inst_id')
    .select([
      'desk_devices.id',
      'desk_devices.inst_id',
      'institutes.inst_nm',
      'desk_devices.expires_at',
      'desk_devices.unlocked_by',
    ])
    .where('desk_devices.token_hash', '=', hashToken(token))
    .where('desk_devices.revoked_at', 'is', null)
    .where('desk_devices.expires_at', '>', now)
    .where('institutes.status', '=', 'active')
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        instId: row.inst_id,
        instNm: row.inst_nm,
        expiresAt: new Date(row.expires_at),
        unlockedBy: row.unlocked_by,
      }
    : undefined;
}

export async function revokeDevice(db: Executor, device: DeskDevice, now: Date): Promise<void> {
  await db
    .updateTable('desk_devices')
    .set({ revoked_at: now })
    .where('inst_id', '=', device.instId)
    .where('id', '=', device.id)
    .execute();
}

const DESK: CookieSpec = { base: DESK_COOKIE, path: DESK_COOKIE_PATH, sameSite: 'strict' };

export function setDeskCookie(request: FastifyRequest, reply: FastifyReply, device: DeskDevice & { token: string }) {
  setCookie(request, reply, DESK, device.token, { expires: device.expiresAt });
}

export function clearDeskCookie(request: FastifyRequest, reply: FastifyReply) {
  clearCookie(request, reply, DESK);
}

export const deskTokenOf = (request: FastifyRequest) => readCookie(request, DESK);

/** The rate-limit key of the pin routes: the device (its token's hash), else the address. */
export const deskRateKey = (request: FastifyRequest) => {
  const token = deskTokenOf(request);
  return token ? `desk:${hashToken(token)}` : `desk-ip:${request.ip}`;
};

/**
 * The staff (each with their password hash) who may take this device out of kiosk mode: whoever unlocked it
 * and, when someone is signed in on it, that person — each only while an active director, manager or
 * teacher of the device's academy with a password.
 */
export async function leavingStaffPasswords(
  db: Executor,
  device: DeskDevice,
  signedInUserId: string | undefined,
): Promise<{ userId: string; passwordHash: string }[]> {
  const userIds = [device.unlockedBy, signedInUserId].filter((id): id is string => typeof id === 'string');
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['users.id', 'users.password_hash'])
    .where('memberships.inst_id', '=', device.instId)
    .where('memberships.user_id', 'in', [...new Set(userIds)])
    .where('memberships.status', '=', 'active')
    .where('memberships.relation_cd', 'in', [...STAFF_RELATION_CODES])
    .where('users.status', '=', 'active')
    .execute();
  return rows.flatMap((row) => (row.password_hash ? [{ userId: row.id, passwordHash: row.password_hash }] : []));
}
