import type { FastifyInstance, InjectOptions } from 'fastify';
import { createTestUser, snapshot } from '../../../test/account-helpers';
import type { Database } from '../../db/database';
import { DEMO_INSTITUTE } from '../../db/seed/demo-academies.data';
import { seedDemoData } from '../../db/seed/demo-data';
import { CSRF_HEADER, createSession, SESSION_COOKIE } from '../../platform/auth/sessions';
import { createInvite } from '../../platform/invites/invites';

/** Test data of the employees area: staff members and staff invitations made directly. */

let mobileCounter = 0;
/** A mobile number unique within the test run. */
export function uniqueMobile(): string {
  mobileCounter += 1;
  const n = (Date.now() % 100_000) * 1000 + mobileCounter + Math.floor(Math.random() * 100) * 100_000_000;
  return `010${String(n % 100_000_000).padStart(8, '0')}`;
}

/** A new user working at the academy as 실장 (030) or 강사 (050, the default), or as given. */
export async function addStaff(
  db: Database,
  instId: string,
  options: {
    relationCd?: '020' | '030' | '050';
    authCd?: string | null;
    userNm?: string;
    status?: 'active' | 'ended';
    mobileNo?: string;
  } = {},
) {
  const user = await createTestUser(db, {
    userNm: options.userNm ?? '정강사',
    mobileNo: options.mobileNo ?? uniqueMobile(),
  });
  const relationCd = options.relationCd ?? '050';
  await db
    .insertInto('memberships')
    .values({
      inst_id: instId,
      user_id: user.id,
      relation_cd: relationCd,
      auth_cd: options.authCd === undefined ? (relationCd === '030' ? '010#020' : '020') : options.authCd,
      status: options.status ?? 'active',
      ended_at: options.status === 'ended' ? new Date() : null,
    })
    .execute();
  return user;
}

/** A staff invitation made directly (as EmployeeRegister would), for a fresh mobile number. */
export async function addStaffInvite(
  db: Database,
  instId: string,
  createdBy: string,
  now: Date,
  options: { relationCd?: '030' | '050'; targetNm?: string; mobileNo?: string | null } = {},
) {
  return createInvite(db, {
    instId,
    purpose: 'staff',
    relationCd: options.relationCd ?? '050',
    targetNm: options.targetNm ?? '초대강사',
    targetMobileNo: options.mobileNo === undefined ? uniqueMobile() : options.mobileNo,
    createdBy,
    now,
  });
}

/** What the employees routes may write: compared before and after a refused request. */
export const EMPLOYEE_TABLES = ['memberships', 'invites', 'audit_log', 'outbox_messages', 'notifications'] as const;

export const snapshotEmployees = (db: Database) => snapshot(db, EMPLOYEE_TABLES);

/** The audit rows about a target, oldest first. */
export async function auditRowsOf(db: Database, target: string) {
  return db.selectFrom('audit_log').selectAll().where('target', '=', target).orderBy('at').orderBy('id').execute();
}

/** A signed-in caller: app.inject with the user's session cookie and CSRF header. */
export async function callerFor(app: FastifyInstance, db: Database, userId: string, now: Date) {
  const session = await createSession(db, { userId, persistent: true, now });
  return (options: InjectOptions) =>
    app.inject({
      ...options,
      cookies: { [SESSION_COOKIE]: session.token },
      headers: { [CSRF_HEADER]: session.csrfToken, ...options.headers },
    });
}

/** The demo academy 한빛수학학원 (seeded) and the demo people by login id. */
export async function demoAcademy(db: Database) {
  await seedDemoData(db);
  const users = Object.fromEntries(
    (await db.selectFrom('users').select(['id', 'login_id']).execute()).map((row) => [row.login_id, row.id]),
  ) as Record<'director' | 'manager' | 'teacher' | 'teacher2' | 'parent' | 'student' | 'student2', string>;
  const inst = await db
    .selectFrom('institutes')
    .select(['id', 'inst_nm'])
    .where('inst_nm', '=', DEMO_INSTITUTE.instNm)
    .executeTakeFirstOrThrow();
  return { instId: inst.id, instNm: inst.inst_nm, users };
}
