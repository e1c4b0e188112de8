import { businessDateOf } from '@academy/domain/format/format.business-date';
import { hashPassword } from '../../platform/auth/password';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Executor } from '../database';
import { DEMO_ACADEMIES } from './demo-academies.data';
import { writeDemoAccounts } from './demo-accounts.seed';
import { writeDemoAttendance } from './demo-attendance.seed';
import { writeDemoBilling } from './demo-billing.seed';
import { writeDemoCashBook } from './demo-cash-book.seed';
import { writeDemoChat } from './demo-chat.seed';
import { writeDemoClasses } from './demo-classes.seed';
import { writeDemoFeed } from './demo-feed.seed';
import { writeDemoGrades } from './demo-grades.seed';
import { writeDemoHomework } from './demo-homework.seed';
import { writeDemoMaterials } from './demo-materials.seed';
import { type DemoNotice, demoNoticesOf, writeDemoNotices } from './demo-notices.seed';
import { demoRandom } from './demo-random';
import { writeDemoReminders } from './demo-reminders.seed';
import { writeDemoReports } from './demo-reports.seed';
import { writeDemoRoster } from './demo-roster.seed';
import { writeDemoSchoolNotices } from './demo-school-notices.seed';
import { writeDemoSettlement } from './demo-settlement.seed';
import { wipeAllData } from './demo-wipe';
import type { DemoWorld } from './demo-world';

/**
 * The demo academy (first start of `npm start`, `npm run demo:reset`, and tests): the demo
 * accounts, 한빛수학학원 with its staff, students, classes on every day of the week, ten weeks of
 * attendance, kiosk visits, makeups, memos, status history, notifications and a join request, and
 * 새솔영어학원 where the demo parent's second child also studies (with the server's field crypto, the
 * demo parent's registered card paying each academy's bills on their due dates). Every date is counted from `now`
 * (default: the current time), so today always has lessons, some over and some still to come.
 * The same `now` always gives the same data (ids aside).
 */

/** The password of every demo account (README lists them). */
export const DEMO_PASSWORD = 'demo1234';

export type SeedDemoOptions = {
  /** The moment the data is made; the history ends here. */
  now?: Date;
  /** The server's field crypto: with it the demo parent has a registered card paying automatically. */
  crypto?: FieldCrypto;
};

/** Fills an empty database with the demo academies, in one transaction. Does nothing when users exist. */
export async function seedDemoData(db: Database, options: SeedDemoOptions = {}): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .transaction()
    .execute((trx) => writeDemoData(trx, { now: options.now ?? new Date(), passwordHash, crypto: options.crypto }));
  return true;
}

/**
 * `npm run demo:reset`: empties every table but the migrator's and writes the demo data again, in
 * one transaction (a failure leaves the database as it was).
 */
export async function resetDemoData(db: Database, options: SeedDemoOptions = {}): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    await wipeAllData(trx);
    await writeDemoData(trx, { now: options.now ?? new Date(), passwordHash, crypto: options.crypto });
  });
}

/** Writes the demo data with the caller's executor (a transaction), on tables assumed empty. */
export async function writeDemoData(
  db: Executor,
  input: { now: Date; passwordHash: string; crypto?: FieldCrypto },
): Promise<void> {
  const { now, passwordHash, crypto } = input;
  const today = businessDateOf(now);
  const users = await writeDemoAccounts(db, { now, today, passwordHash });
  const world: DemoWorld = { db, now, today, random: demoRandom(today), users, crypto };
  const notices: DemoNotice[] = [];
  for (const academy of DEMO_ACADEMIES) {
    const seeded = await writeDemoRoster(world, academy);
    const { classes, enrolments } = await writeDemoClasses(world, seeded);
    const plan = await writeDemoAttendance(world, seeded, classes, enrolments);
    await writeDemoFeed(world, seeded, classes);
    await writeDemoChat(world, seeded, classes);
    await writeDemoGrades(world, seeded, classes);
    await writeDemoHomework(world, seeded, classes);
    await writeDemoReports(world, seeded, classes);
    await writeDemoMaterials(world, seeded, classes);
    await writeDemoBilling(world, seeded, classes, enrolments);
    notices.push(...(await writeDemoReminders(world, seeded)));
    await writeDemoSettlement(world, seeded);
    await writeDemoCashBook(world, seeded);
    notices.push(...demoNoticesOf(world, seeded, classes, plan));
    notices.push(...(await writeDemoSchoolNotices(world, seeded, classes)));
  }
  await writeDemoNotices(world, notices);
}
