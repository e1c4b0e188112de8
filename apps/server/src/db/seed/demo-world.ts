import { instantOn } from '@academy/domain/attendance/attendance.rules';
import { addDays, type IsoDate } from '@academy/domain/calendar/calendar.rules';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Executor } from '../database';
import type { DemoRandom } from './demo-random';

/** What every part of the demo data is written with: the transaction, the day it is made, its accounts. */
export type DemoWorld = {
  db: Executor;
  now: Date;
  /** The business date (Asia/Seoul) of `now`. */
  today: IsoDate;
  random: DemoRandom;
  /** Demo account user ids by login id. */
  users: ReadonlyMap<string, string>;
  /** The server's field crypto, to seal what the product keeps sealed (a registered card's billing key); none: such data is left out. */
  crypto?: FieldCrypto;
};

/** The business date `days` before today. */
export const daysAgo = (world: DemoWorld, days: number): IsoDate => addDays(world.today, -days);

/** A moment on a business date at a Seoul wall-clock time, never later than now. */
export function momentOn(world: DemoWorld, date: IsoDate, time: string): Date {
  const at = instantOn(date, time);
  return at.getTime() > world.now.getTime() ? world.now : at;
}

export function userOf(world: DemoWorld, loginId: string): string {
  const id = world.users.get(loginId);
  if (!id) throw new Error(`no demo account ${loginId}`);
  return id;
}
