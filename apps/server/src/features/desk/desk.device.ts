import { createHash, randomBytes } from 'node:crypto';
import { DESK_DEVICE_HOURS } from '@academy/domain/attendance/attendance.rules';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { STAFF_RELATION_CODES } from '@academy/domain/employees/employees.rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/database';
import { type CookieSpec, clearCookie, readCookie, setCookie } from '../../platform/http/cookies';
import { newId } from '../../platform/ids/new-id';
import { compiledOnce } from '../../platform/queries/compiled-once';
import { studentsByPinJson } from './desk.queries';

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

/** The live devices behind a token's hash: not expired, not locked, their academy open. */
function liveDevices(db: Executor, tokenHash: string, now: Date) {
  return db
    .selectFrom('desk_devices')
    .innerJoin('institutes', 'institutes.id', 'desk_devices.inst_id')
    .select([
      'desk_devices.id',
      'desk_devices.inst_id',
      'institutes.inst_nm',
      'desk_devices.expires_at',
      'desk_devices.unlocked_by',
    ])
    .where('desk_devices.token_hash', '=', tokenHash)
    .where('desk_devices.revoked_at', 'is', null)
    .where('desk_devices.expires_at', '>', now)
    .where('institutes.status', '=', 'active');
}

/** Every kiosk press runs it: built and compiled once (platform/queries). */
const deviceAndPinRows = compiledOnce((db: Executor, tokenHash: string, now: Date, pin: string, today: IsoDate) =>
  liveDevices(db, tokenHash, now).select(studentsByPinJson('desk_devices.inst_id', pin, today).as('matches')),
);

type DeviceRow = { id: string; inst_id: string; inst_nm: string; expires_at: Date | string; unlocked_by: string };

const deviceOf = (row: DeviceRow): DeskDevice => ({
  id: row.id,
  instId: row.inst_id,
  instNm: row.inst_nm,
  expiresAt: new Date(row.expires_at),
  unlockedBy: row.unlocked_by,
});

/** The live device behind a cookie (not expired, not locked, its academy open), or undefined. */
export async function findDevice(db: Executor, token: string | undefined, now: Date): Promise<DeskDevice | undefined> {
  if (!token) return undefined;
  const row = await liveDevices(db, hashToken(token), now).executeTakeFirst();
  return row ? deviceOf(row) : undefined;
}

/** A student a desk number points at. */
export type PinMatch = { id: string; student_nm: string; desk_pin: string | null };

/**
 * The live device behind a cookie and, in the same statement, the students on its academy's roll
 * (재원 on `today`) whose desk number is `pin`, by name (at most 20): a kiosk press in one round trip.
 */
export async function findDeviceAndPin(
  db: Executor,
  token: string | undefined,
  now: Date,
  input: { pin: string; today: IsoDate },
): Promise<{ device: DeskDevice; matches: PinMatch[] } | undefined> {
  if (!token) return undefined;
  const [row] = await deviceAndPinRows(db, hashToken(token), now, input.pin, input.today);
  return row ? { device: deviceOf(row), matches: row.matches } : undefined;
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
