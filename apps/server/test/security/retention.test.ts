import { createHash } from 'node:crypto';
import { ACADEMY_EXPORT_KEEP_HOURS } from '@academy/domain/academy-export/academy-export.rules';
import { LOGIN_FAILURE_MEMORY_MS, LOGIN_LOCK_MINUTES } from '@academy/domain/account/account.rules';
import { RETENTION_KINDS, retentionCutoff } from '@academy/domain/privacy/retention';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { featureJobs } from '../../src/app';
import { createKysely } from '../../src/db/connect';
import type { Database } from '../../src/db/database';
import { academyExportsCleanupJob } from '../../src/features/academy-export/academy-export.cleanup';
import { createAdapters } from '../../src/platform/adapters/create-adapters';
import { fixedClock } from '../../src/platform/clock';
import type { AppContext } from '../../src/platform/context';
import { UNATTACHED_UPLOAD_GRACE_MS, uploadsCleanupJob } from '../../src/platform/files/uploads';
import { newId } from '../../src/platform/ids/new-id';
import { createInvite } from '../../src/platform/invites/invites';
import { startScheduler } from '../../src/platform/jobs/scheduler';
import { purgeExpiredPersonalData, type RetentionRun, retentionJob } from '../../src/platform/retention/retention';
import {
  CLEARED_KINDS,
  type ClearedKind,
  PURGED_KINDS,
  type PurgedKind,
  tryRetentionLock,
} from '../../src/platform/retention/retention.queries';
import { createTestUser, loginAs, TEST_PASSWORD, testAddress, testPerson, verifyIdentity } from '../account-helpers';
import { createTestApp, testConfig } from '../test-app';
import { createTestDatabase } from '../test-database';

/**
 * 개인정보 파기: personal data past its period in the retention table is deleted, and nothing
 * else; two server processes running the job at the same moment do the work once. The data is made
 * through the app's routes where that is quick (verifications, logins, codes, app tokens, the
 * outbox) and inserted as the features write it elsewhere, some of it past its period and some not.
 */

const NOW = '2026-11-22T09:00:00.000Z';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const { db, url } = await createTestDatabase();
/** A second server process: its own pool on the same database. */
const otherDb: Database = createKysely(url, 4);
afterAll(() => otherDb.destroy());

const clock = fixedClock(NOW);
const app = await createTestApp(db, { clock });
const config = testConfig();
const contextOn = (database: Database): AppContext => ({
  db: database,
  clock,
  config,
  adapters: createAdapters(config, database, clock),
});
const processA = contextOn(db);
const processB = contextOn(otherDb);

const ago = (ms: number) => new Date(new Date(NOW).getTime() - ms);
const setClock = (date: Date | string) => clock.set(date);

/** The tables of each purged kind and their primary keys. */
const TABLES = {
  identity_verifications: ['id'],
  student_import_previews: ['inst_id', 'id'],
  sessions: ['id'],
  login_attempts: ['user_id', 'client'],
  rate_limits: ['key'],
  account_codes: ['id'],
  account_tokens: ['token_hash'],
  family_requests: ['id'],
  invites: ['inst_id', 'id'],
  join_requests: ['inst_id', 'id'],
  notifications: ['id'],
  queued_messages: ['id'],
  outbox_messages: ['id'],
  dev_oauth_codes: ['code_hash'],
  registered_cards: ['inst_id', 'id'],
  payout_sellers: ['inst_id'],
} as const;
type Table = keyof typeof TABLES;
const TABLE_NAMES = Object.keys(TABLES) as Table[];

const TABLE_OF: Record<PurgedKind, Table> = {
  'identity-verifications': 'identity_verifications',
  'student-import-previews': 'student_import_previews',
  sessions: 'sessions',
  'login-attempts': 'login_attempts',
  'rate-limits': 'rate_limits',
  'account-codes': 'account_codes',
  'account-tokens': 'account_tokens',
  'family-requests': 'family_requests',
  'unaccepted-invites': 'invites',
  'decided-join-requests': 'join_requests',
  notifications: 'notifications',
  'queued-messages': 'queued_messages',
  'sandbox-outbox': 'outbox_messages',
  'sandbox-oauth-codes': 'dev_oauth_codes',
  'registered-cards': 'registered_cards',
  'payout-sellers': 'payout_sellers',
};

type Keys = Record<Table, Set<string>>;

async function keysNow(): Promise<Keys> {
  const keys = {} as Keys;
  for (const table of TABLE_NAMES) {
    const columns = sql.join(TABLES[table].map((column) => sql`${sql.ref(column)}::text`));
    const { rows } = await sql<{ key: string }>`
      select concat_ws('|', ${columns}) as key from ${sql.table(table)}`.execute(db);
    keys[table] = new Set(rows.map((row) => row.key));
  }
  return keys;
}

const emptyKeys = (): Keys => Object.fromEntries(TABLE_NAMES.map((table) => [table, new Set<string>()])) as Keys;
/** The rows made past their period: what the job must delete, and all it may delete. */
const due = emptyKeys();
/** Rows made within their period, named so the test knows they exist before the job runs. */
const kept = emptyKeys();

/**
 * Runs one step of making data at the clock's time and files the rows it wrote: those in `past`
 * tables as due, every other new row as kept. Each table named must have gained a row.
 */
async function made(expect_: { past?: Table[]; within?: Table[] }, produce: () => Promise<unknown>): Promise<void> {
  const before = await keysNow();
  await produce();
  const after = await keysNow();
  for (const table of TABLE_NAMES) {
    const fresh = [...after[table]].filter((key) => !before[table].has(key));
    const target = expect_.past?.includes(table) ? due : kept;
    for (const key of fresh) target[table].add(key);
    if (expect_.past?.includes(table) || expect_.within?.includes(table)) {
      expect(fresh.length, `${table} gained no row`).toBeGreaterThan(0);
    }
  }
}

const post = (path: string, payload: object, remoteAddress = testAddress()) =>
  app.inject({ method: 'POST', url: path, payload, remoteAddress });

// ── people and an academy ────────────────────────────────────────────────────

const director = await createTestUser(db, { userNm: '박원장' });
const instId = newId();
await db
  .insertInto('institutes')
  .values({ id: instId, inst_nm: '햇살수학학원', president_user_id: director.id } as never)
  .execute();
const applicants = await Promise.all(['최지원', '한서윤', '오민준'].map((userNm) => createTestUser(db, { userNm })));

// ── identity verifications, codes, tokens, the outbox (through the routes) ───────────────

setClock(ago(10 * DAY));
// Abandoned 10 days ago: the completed result was never used; its SMS is past the outbox's 7 days.
await made({ past: ['identity_verifications', 'outbox_messages'] }, () => verifyIdentity(app, db, 'signup'));

setClock(ago(3 * DAY));
// Three days ago a member found their id by verification (used then: past 1 day; its text is
// within the outbox's 7 days) and asked for a one-time app login token (it lasted 60 seconds).
const appUser = await createTestUser(db);
await made({ past: ['identity_verifications'], within: ['outbox_messages'] }, async () => {
  const transId = await verifyIdentity(app, db, 'find-id');
  expect((await post('/api/account/find-id/verification', { transId })).statusCode).toBe(200);
});
await made({ past: ['account_tokens'], within: ['sessions'] }, async () => {
  const session = await loginAs(app, appUser, { keep: true });
  expect((await session.inject({ method: 'POST', url: '/api/auth/app-tokens' })).statusCode).toBe(200);
});

// A find-id code sent 2 days ago (it lasted 3 minutes).
setClock(ago(2 * DAY));
const codeOwner = await createTestUser(db, { userNm: '문자찾기' });
await made({ past: ['account_codes'], within: ['outbox_messages'] }, async () => {
  expect(
    (await post('/api/account/find-id/code', { userNm: '문자찾기', mobileNo: codeOwner.mobileNo })).json(),
  ).toEqual({ sent: true, expiresAt: expect.any(String) });
});

setClock(ago(2 * HOUR));
// Two hours ago: a verification not used yet (it expired 90 minutes ago: within 1 day), an app
// login token never used, a fresh find-id code.
await made({ within: ['identity_verifications', 'outbox_messages', 'account_tokens', 'account_codes'] }, async () => {
  await verifyIdentity(app, db, 'signup');
  const session = await loginAs(app, appUser, { keep: true });
  expect((await session.inject({ method: 'POST', url: '/api/auth/app-tokens' })).statusCode).toBe(200);
  await post('/api/account/find-id/code', { userNm: '문자찾기', mobileNo: codeOwner.mobileNo });
});

// ── sessions and wrong passwords (through the routes) ────────────────────────

const browserUser = await createTestUser(db);
setClock(ago(150 * DAY));
// A browser session of 5 months ago: it ended 12 hours later.
await made({ past: ['sessions'] }, () => loginAs(app, browserUser, { keep: false }));

setClock(ago(100 * DAY));
// Kept signed in 100 days ago and logged out the same day: ended then, though it would have run
// until 70 days ago.
const loggedOutUser = await createTestUser(db);
await made({ past: ['sessions'] }, async () => {
  const session = await loginAs(app, loggedOutUser, { keep: true });
  expect((await session.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
});

setClock(ago(60 * DAY));
// A browser session of 2 months ago: within the 3 months of login records.
await made({ within: ['sessions'] }, () => loginAs(app, browserUser, { keep: false }));

const guessedUser = await createTestUser(db);
setClock(ago(3 * DAY));
await made({ past: ['login_attempts'] }, () =>
  post('/api/auth/login', { userInputId: guessedUser.loginId, pw: 'wrong1234' }),
);
setClock(ago(DAY));
await made({ within: ['login_attempts'] }, () =>
  post('/api/auth/login', { userInputId: guessedUser.loginId, pw: 'wrong1234' }),
);

// Request counts: one window that ended 2 days ago, one that ended an hour ago. (The routes this
// test calls count their own hits in windows of the database's clock, after NOW: kept as well.)
await made({ past: ['rate_limits'] }, () =>
  db
    .insertInto('rate_limits')
    .values({ key: 'POST /api/auth/login|10.9.9.1', hits: 11, window_ends_at: ago(2 * DAY) })
    .execute(),
);
await made({ within: ['rate_limits'] }, () =>
  db
    .insertInto('rate_limits')
    .values({ key: 'POST /api/auth/login|10.9.9.2', hits: 3, window_ends_at: ago(HOUR) })
    .execute(),
);

setClock(NOW);
const liveUser = await createTestUser(db);
let live: Awaited<ReturnType<typeof loginAs>> | undefined;
await made({ within: ['sessions'] }, async () => {
  live = await loginAs(app, liveUser, { keep: true });
});

// ── rows the other features write, inserted as they write them ──────────────

const sha = (text: string) => createHash('sha256').update(text).digest('base64url');

await made({ past: ['student_import_previews'] }, async () => {
  const rows = JSON.stringify({
    valid: [
      {
        rowNumber: 2,
        value: {
          studentNm: '김하늘',
          birthdate: '2014-03-02',
          genderCd: 'F',
          schoolNm: '햇살초등학교',
          gradeYear: 6,
          mobileNo: '01024681357',
          guardianNm: '김보호',
          guardianRelation: '모',
          guardianMobileNo: '01097531246',
        },
      },
    ],
    invalid: [{ rowNumber: 3, studentNm: '이바다', errors: { birthdate: '생년월일을 확인해 주세요.' } }],
  });
  const preview = (id: string, createdAt: Date, usedAt: Date | null) => ({
    inst_id: instId,
    id,
    created_by: director.id,
    file_name: '원생_일괄등록_양식.xlsx',
    total: 2,
    valid_count: 1,
    rows,
    created_at: createdAt,
    expires_at: new Date(createdAt.getTime() + HOUR),
    used_at: usedAt,
  });
  await db
    .insertInto('student_import_previews')
    .values([
      // imported 2 days ago, and one left unused until it expired 3 days ago
      preview(newId(), ago(2 * DAY + HOUR), ago(2 * DAY)),
      preview(newId(), ago(3 * DAY + HOUR), null),
    ])
    .execute();
});
await made({ within: ['student_import_previews'] }, async () => {
  await db
    .insertInto('student_import_previews')
    .values({
      inst_id: instId,
      id: newId(),
      created_by: director.id,
      file_name: '3월_신입생.xlsx',
      total: 1,
      valid_count: 1,
      rows: JSON.stringify({ valid: [{ rowNumber: 2, value: { studentNm: '정우주' } }], invalid: [] }),
      created_at: ago(30 * 60 * 1000),
      expires_at: ago(-30 * 60 * 1000),
    })
    .execute();
});

const familyRequest = (createdAt: Date, confirmedAt: Date | null) => ({
  id: newId(),
  kind: 'child' as const,
  requester_user_id: director.id,
  target_mobile_no: testPerson().mobileNo,
  relation_type: '부',
  code_hash: sha(`family-${createdAt.toISOString()}`),
  expires_at: new Date(createdAt.getTime() + DAY),
  confirmed_at: confirmedAt,
  created_at: createdAt,
});
// confirmed 3 days ago (its request would have lasted until 2 days ago); one waiting since an hour ago
await made({ past: ['family_requests'] }, () =>
  db
    .insertInto('family_requests')
    .values(familyRequest(ago(3 * DAY), ago(3 * DAY)))
    .execute(),
);
await made({ within: ['family_requests'] }, () =>
  db
    .insertInto('family_requests')
    .values(familyRequest(ago(HOUR), null))
    .execute(),
);

const oauthCode = (createdAt: Date) => ({
  code_hash: sha(`oauth-${createdAt.toISOString()}`),
  provider: 'kakao' as const,
  redirect_uri: 'http://127.0.0.1:3000/api/auth/social/kakao/callback',
  profile: JSON.stringify({ providerUserId: 'kakao-1001', name: '홍길동', email: 'gildong@example.com' }),
  expires_at: new Date(createdAt.getTime() + 10 * 60 * 1000),
  created_at: createdAt,
});
await made({ past: ['dev_oauth_codes'] }, () =>
  db
    .insertInto('dev_oauth_codes')
    .values(oauthCode(ago(2 * DAY)))
    .execute(),
);
await made({ within: ['dev_oauth_codes'] }, () =>
  db
    .insertInto('dev_oauth_codes')
    .values(oauthCode(ago(5 * 60 * 1000)))
    .execute(),
);

const invite = (now: Date, targetNm: string) =>
  createInvite(db, {
    instId,
    purpose: 'staff',
    relationCd: '050',
    targetNm,
    targetMobileNo: testPerson().mobileNo,
    createdBy: director.id,
    now,
  });
await made({ past: ['invites'] }, async () => {
  await invite(ago(60 * DAY), '강선생'); // expired 46 days ago, never accepted
  const revoked = await invite(ago(40 * DAY), '윤선생'); // revoked 35 days ago
  await db
    .updateTable('invites')
    .set({ revoked_at: ago(35 * DAY) })
    .where('id', '=', revoked.id)
    .execute();
});
await made({ within: ['invites'] }, async () => {
  await invite(ago(20 * DAY), '임선생'); // expired 6 days ago
  const accepted = await invite(ago(200 * DAY), '서선생'); // accepted: a record of who joined, not transient
  await db
    .updateTable('invites')
    .set({ accepted_at: ago(199 * DAY), accepted_by: applicants[2]?.id ?? null })
    .where('id', '=', accepted.id)
    .execute();
});

const joinRequest = (
  userId: string,
  status: 'pending' | 'approved' | 'rejected',
  createdAt: Date,
  decidedAt?: Date,
) => ({
  inst_id: instId,
  id: newId(),
  user_id: userId,
  requested_role: 'student' as const,
  message: '안녕하세요, 중등 수학반 문의드립니다. 연락처 010-2222-3333',
  status,
  decided_by: decidedAt ? director.id : null,
  decided_at: decidedAt ?? null,
  created_at: createdAt,
});
const [rejectedApplicant, approvedApplicant, waitingApplicant] = applicants.map((user) => user.id) as [
  string,
  string,
  string,
];
await made({ past: ['join_requests'] }, () =>
  db
    .insertInto('join_requests')
    .values(joinRequest(rejectedApplicant, 'rejected', ago(45 * DAY), ago(40 * DAY)))
    .execute(),
);
await made({ within: ['join_requests'] }, () =>
  db
    .insertInto('join_requests')
    .values([
      joinRequest(approvedApplicant, 'approved', ago(12 * DAY), ago(10 * DAY)),
      joinRequest(waitingApplicant, 'pending', ago(200 * DAY)),
    ])
    .execute(),
);

const notification = (createdAt: Date) => ({
  id: newId(),
  user_id: liveUser.id,
  inst_id: instId,
  type: 'attendance',
  title: '결석 알림',
  body: '김하늘 학생이 오늘 수업에 결석했습니다.',
  created_at: createdAt,
});
await made({ past: ['notifications'] }, () =>
  db
    .insertInto('notifications')
    .values(notification(ago(100 * DAY)))
    .execute(),
);
await made({ within: ['notifications'] }, () =>
  db
    .insertInto('notifications')
    .values(notification(ago(80 * DAY)))
    .execute(),
);

// A message whose tries stopped two days ago (its process ended), and one put back an hour ago.
const queuedMessage = (at: Date) => ({
  id: newId(),
  channel: 'alimtalk' as const,
  recipient: '01012345678',
  body: '김하늘 학생이 학원에 도착했습니다.',
  purpose: 'attendance',
  inst_id: instId,
  created_at: at,
  next_try_at: at,
  tries: 1,
});
await made({ past: ['queued_messages'] }, () =>
  db
    .insertInto('queued_messages')
    .values(queuedMessage(ago(2 * DAY)))
    .execute(),
);
await made({ within: ['queued_messages'] }, () =>
  db
    .insertInto('queued_messages')
    .values(queuedMessage(ago(HOUR)))
    .execute(),
);

// Registered cards: of a parent who left the academy three days ago (past its day), of one who left
// an hour ago, and of one still in it (kept however old the card).
const cardOwners = await Promise.all(['카드하나', '카드둘', '카드셋'].map((userNm) => createTestUser(db, { userNm })));
const [leftLongAgo, leftJustNow, stillIn] = cardOwners.map((user) => user.id) as [string, string, string];
await db
  .insertInto('memberships')
  .values([
    {
      inst_id: instId,
      user_id: leftLongAgo,
      relation_cd: null,
      auth_cd: null,
      status: 'ended',
      ended_at: ago(3 * DAY),
    },
    { inst_id: instId, user_id: leftJustNow, relation_cd: null, auth_cd: null, status: 'ended', ended_at: ago(HOUR) },
    { inst_id: instId, user_id: stillIn, relation_cd: null, auth_cd: null },
  ])
  .execute();
const card = (userId: string) => ({
  inst_id: instId,
  id: newId(),
  user_id: userId,
  provider: 'sandbox' as const,
  billing_key_enc: `sealed-${userId}`,
  billing_key_index: `index-${userId}`,
  card_company: '신한',
  card_number_masked: '4330-12**-****-123*',
  created_at: ago(200 * DAY),
});
await made({ past: ['registered_cards'] }, () => db.insertInto('registered_cards').values(card(leftLongAgo)).execute());
await made({ within: ['registered_cards'] }, () =>
  db
    .insertInto('registered_cards')
    .values([card(leftJustNow), card(stillIn)])
    .execute(),
);

// Payout sellers: of an academy closed six years ago (past its five years), of one closed last
// year, and of one still open (kept however old the registration).
const sellerAcademy = async (instNm: string, closedAt: Date | null) => {
  const id = newId();
  await db
    .insertInto('institutes')
    .values({
      id,
      inst_nm: instNm,
      president_user_id: director.id,
      ...(closedAt ? { status: 'closed', closed_at: closedAt } : {}),
    } as never)
    .execute();
  return id;
};
const [closedLongAgo, closedLastYear, stillOpen] = [
  await sellerAcademy('닫은지오래학원', ago(6 * 365 * DAY)),
  await sellerAcademy('작년에닫은학원', ago(365 * DAY)),
  await sellerAcademy('열려있는학원', null),
];
const seller = (sellerInstId: string) => ({
  inst_id: sellerInstId,
  provider: 'sandbox' as const,
  seller_id: `seller-${sellerInstId}`,
  ref_seller_id: `ref-${sellerInstId}`,
  business_type: 'INDIVIDUAL_BUSINESS' as const,
  company_name: '학원',
  representative_name: '박원장',
  business_registration_number: '1234567890',
  email: 'director@example.com',
  phone: '01012345678',
  bank_code: '088',
  account_number_enc: `sealed-${sellerInstId}`,
  account_last4: '1234',
  account_digits: 12,
  holder_name: '박원장',
  status: 'APPROVED' as const,
  registered_by: director.id,
  registered_at: ago(7 * 365 * DAY),
  checked_at: ago(7 * 365 * DAY),
});
await made({ past: ['payout_sellers'] }, () => db.insertInto('payout_sellers').values(seller(closedLongAgo)).execute());
await made({ within: ['payout_sellers'] }, () =>
  db
    .insertInto('payout_sellers')
    .values([seller(closedLastYear), seller(stillOpen)])
    .execute(),
);

setClock(NOW);

const zeroCounts = () => Object.fromEntries(PURGED_KINDS.map((kind) => [kind, 0])) as Record<PurgedKind, number>;
const zeroCleared = () => Object.fromEntries(CLEARED_KINDS.map((kind) => [kind, 0])) as Record<ClearedKind, number>;
const sumOf = (runs: RetentionRun[]) => {
  const total = zeroCounts();
  for (const run of runs) for (const kind of PURGED_KINDS) total[kind] += run.deleted[kind];
  return total;
};

describe('the retention job', () => {
  it('purges every kind of the retention table except files, which the upload pipeline and the academy export remove', () => {
    expect([...PURGED_KINDS, ...CLEARED_KINDS, 'unattached-uploads', 'academy-exports'].sort()).toEqual(
      [...RETENTION_KINDS].sort(),
    );
    expect(featureJobs).toContain(retentionJob);
    expect(featureJobs).toContain(uploadsCleanupJob);
    expect(featureJobs).toContain(academyExportsCleanupJob);
    expect(academyExportsCleanupJob.everyMs).toBe(HOUR);
    expect(retentionJob.everyMs).toBe(HOUR);
    const now = new Date(NOW);
    // The upload pipeline's grace is the table's period, so the policy states what it does.
    expect(now.getTime() - retentionCutoff('unattached-uploads', now).getTime()).toBe(UNATTACHED_UPLOAD_GRACE_MS);
    // An export's file is kept for download exactly the table's period.
    expect(now.getTime() - retentionCutoff('academy-exports', now).getTime()).toBe(ACADEMY_EXPORT_KEEP_HOURS * HOUR);
    // Wrong passwords are kept at least as long as they count toward a lock.
    expect(now.getTime() - retentionCutoff('login-attempts', now).getTime()).toBeGreaterThanOrEqual(
      LOGIN_FAILURE_MEMORY_MS + LOGIN_LOCK_MINUTES * 60 * 1000,
    );
  });

  it('made data of every kind on both sides of its period', () => {
    for (const kind of PURGED_KINDS) {
      expect(due[TABLE_OF[kind]].size, `${kind} past its period`).toBeGreaterThan(0);
      expect(kept[TABLE_OF[kind]].size, `${kind} within its period`).toBeGreaterThan(0);
    }
  });

  it('leaves the work to a process that is already purging, without waiting and without deleting', async () => {
    const before = await keysNow();
    let holding!: () => void;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Process B is in the middle of a batch: it holds the lock until its transaction ends.
    const batchOfB = otherDb.transaction().execute(async (trx) => {
      expect(await tryRetentionLock(trx)).toBe(true);
      holding();
      await released;
    });
    await held;
    try {
      const run = await purgeExpiredPersonalData(processA);
      expect(run).toEqual({ deleted: zeroCounts(), cleared: zeroCleared(), busy: true });
      expect(await keysNow()).toEqual(before);
    } finally {
      release();
      await batchOfB;
    }
  });

  it('run by two processes at once, deletes exactly what is past its period, once, and keeps the rest', async () => {
    const before = await keysNow();
    // One row per batch: the two processes take turns at the lock many times.
    const runs = await Promise.all([
      purgeExpiredPersonalData(processA, { batchSize: 1 }),
      purgeExpiredPersonalData(processB, { batchSize: 1 }),
    ]);

    const after = await keysNow();
    for (const table of TABLE_NAMES) {
      const expected = [...before[table]].filter((key) => !due[table].has(key)).sort();
      expect([...after[table]].sort(), table).toEqual(expected);
      for (const key of kept[table]) expect(after[table].has(key), `${table} ${key} kept`).toBe(true);
    }
    const expectedCounts = Object.fromEntries(PURGED_KINDS.map((kind) => [kind, due[TABLE_OF[kind]].size])) as Record<
      PurgedKind,
      number
    >;
    expect(sumOf(runs)).toEqual(expectedCounts);
    // At least one of them went to the end; a process that met the other at the lock stopped.
    expect(runs.some((run) => !run.busy)).toBe(true);

    // Nothing broke: the live session still answers, and the people can still sign in.
    expect((await live?.inject({ method: 'GET', url: '/api/auth/me' }))?.statusCode).toBe(200);
    expect((await post('/api/auth/login', { userInputId: guessedUser.loginId, pw: TEST_PASSWORD })).statusCode).toBe(
      200,
    );

    // Idempotent: nothing is due any more.
    const again = await purgeExpiredPersonalData(processB);
    expect(again).toEqual({ deleted: zeroCounts(), cleared: zeroCleared(), busy: false });
  });

  it('works through a backlog in bounded batches', async () => {
    const message = (createdAt: Date) => ({
      id: newId(),
      channel: 'sms' as const,
      recipient: testPerson().mobileNo,
      body: '[학원ON] 인증번호는 123456입니다. 3분 안에 입력해 주세요.',
      purpose: 'verification',
      created_at: createdAt,
    });
    const old = Array.from({ length: 25 }, (_, i) => message(ago(8 * DAY + i * 1000)));
    const recent = Array.from({ length: 3 }, (_, i) => message(ago(6 * DAY + i * 1000)));
    await db
      .insertInto('outbox_messages')
      .values([...old, ...recent])
      .execute();

    const run = await purgeExpiredPersonalData(processA, { batchSize: 10 });
    expect(run).toEqual({ deleted: { ...zeroCounts(), 'sandbox-outbox': 25 }, cleared: zeroCleared(), busy: false });
    const left = await db
      .selectFrom('outbox_messages')
      .select('id')
      .where(
        'id',
        'in',
        [...old, ...recent].map((row) => row.id),
      )
      .execute();
    expect(left.map((row) => row.id).sort()).toEqual(recent.map((row) => row.id).sort());
  });

  it('runs from the scheduler, which logs the counts per kind', async () => {
    const notice = notification(ago(91 * DAY));
    await db.insertInto('notifications').values(notice).execute();
    const log = { info: vi.fn(), error: vi.fn() };
    const scheduler = startScheduler(processA, [retentionJob], log);
    try {
      await scheduler.runNow(retentionJob.name);
    } finally {
      await scheduler.stop();
    }
    expect(log.error).not.toHaveBeenCalled();
    const counts = log.info.mock.calls.map(([entry]) => (entry as { result: RetentionRun }).result);
    expect(sumOf(counts)).toEqual({ ...zeroCounts(), notifications: 1 });
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'personal-data-retention', result: expect.objectContaining({ busy: false }) }),
      'job finished',
    );
    expect(await db.selectFrom('notifications').select('id').where('id', '=', notice.id).execute()).toEqual([]);
  });

  it('empties the payer’s number of a 현금영수증 five years after its purpose ended, keeping the receipt', async () => {
    const YEAR = 365 * DAY;
    const payment = {
      inst_id: instId,
      id: newId(),
      order_id: `cash-${newId()}`,
      order_name: '11월 수강료',
      method: 'cash' as const,
      amount: 200_000,
    };
    const receipt = (
      status: 'pending' | 'issued' | 'failed' | 'cancelled',
      times: { issuedAt?: Date; cancelledAt?: Date; updatedAt?: Date; selfIssued?: boolean },
    ) => ({
      inst_id: instId,
      id: newId(),
      payment_id: payment.id,
      purpose: 'income_deduction' as const,
      identity_enc: times.selfIssued ? null : `sealed-${newId()}`,
      identity_masked: times.selfIssued ? '010-000-1234' : '010-****-5678',
      self_issued: times.selfIssued ?? false,
      amount: 200_000,
      status,
      due_date: '2021-11-01',
      receipt_key: times.issuedAt ? `rk-${newId()}` : null,
      issued_at: times.issuedAt ?? null,
      cancelled_at: times.cancelledAt ?? null,
      created_at: ago(6 * YEAR),
      updated_at: times.updatedAt ?? ago(6 * YEAR),
    });
    // cash_receipts is unique per payment: one payment per receipt.
    const rows = {
      issuedLongAgo: receipt('issued', { issuedAt: ago(5 * YEAR + 3 * DAY) }),
      cancelledAfterIssue: receipt('cancelled', { issuedAt: ago(5 * YEAR + 3 * DAY), cancelledAt: ago(2 * YEAR) }),
      failedLongAgo: receipt('failed', { updatedAt: ago(5 * YEAR + 3 * DAY) }),
      issuedRecently: receipt('issued', { issuedAt: ago(5 * YEAR - 3 * DAY) }),
      failedRecently: receipt('failed', { updatedAt: ago(YEAR) }),
      stillPending: receipt('pending', {}),
      selfIssued: receipt('issued', { issuedAt: ago(6 * YEAR), selfIssued: true }),
    };
    for (const row of Object.values(rows)) {
      const own = { ...payment, id: newId(), order_id: `cash-${newId()}` };
      await db.insertInto('payments').values(own).execute();
      await db
        .insertInto('cash_receipts')
        .values({ ...row, payment_id: own.id })
        .execute();
    }

    const run = await purgeExpiredPersonalData(processA);
    expect(run.cleared).toEqual({ ...zeroCleared(), 'cash-receipt-identities': 3 });

    const after = await db
      .selectFrom('cash_receipts')
      .select(['id', 'identity_enc', 'identity_masked', 'status', 'receipt_key'])
      .where(
        'id',
        'in',
        Object.values(rows).map((row) => row.id),
      )
      .execute();
    const byId = new Map(after.map((row) => [row.id, row]));
    for (const [name, row] of Object.entries(rows)) {
      const now = byId.get(row.id);
      const gone = ['issuedLongAgo', 'cancelledAfterIssue', 'failedLongAgo'].includes(name);
      // The receipt stays, with its masked number and its key at the provider.
      expect(now, name).toMatchObject({
        identity_enc: gone ? null : row.identity_enc,
        identity_masked: row.identity_masked,
        status: row.status,
        receipt_key: row.receipt_key,
      });
    }
    expect((await purgeExpiredPersonalData(processA)).cleared).toEqual(zeroCleared());
  });
});
