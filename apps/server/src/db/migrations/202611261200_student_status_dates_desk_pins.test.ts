import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { createAcademy, insertStudent } from '../../features/attendance/attendance.test-helpers';
import { up } from './202611261200_student_status_dates_desk_pins';

/**
 * Students registered before desk numbers were given to those without a mobile get one from this
 * migration: 4 digits, none an active student of the academy already uses, none given twice.
 */

const { db } = await createTestDatabase();

async function pinsOf(instId: string) {
  const rows = await db
    .selectFrom('students')
    .select(['id', 'desk_pin', 'mobile_no'])
    .where('inst_id', '=', instId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id, row.desk_pin]));
}

describe('giving existing students without a mobile a desk number', () => {
  it('gives each one a distinct free 4-digit number, and leaves everyone else as they were', async () => {
    const academy = await createAcademy(db);
    // Every number but 0042, 0043 and 0044 is used by an active student; 0043 only by one who left.
    await sql`insert into students (inst_id, id, student_nm, desk_pin)
      select ${academy.instId}::uuid, gen_random_uuid(), '학생', lpad(g::text, 4, '0')
        from generate_series(0, 9999) g where g not in (42, 43, 44)`.execute(db);
    const left = await insertStudent(db, academy.instId, { status: 'left', mobileNo: '01000000043' });
    const withMobile = await insertStudent(db, academy.instId, { mobileNo: '01012340044' });
    const first = await insertStudent(db, academy.instId);
    const second = await insertStudent(db, academy.instId);
    const other = await createAcademy(db);
    const elsewhere = await insertStudent(db, other.instId);

    await up(db);

    const pins = await pinsOf(academy.instId);
    expect([pins[first.id], pins[second.id]].sort()).toEqual(['0042', '0043']);
    expect(pins[withMobile.id]).toBeNull();
    expect(pins[left.id]).toBeNull();
    expect((await pinsOf(other.instId))[elsewhere.id]).toMatch(/^\d{4}$/);

    // Running again changes nothing.
    await up(db);
    expect(await pinsOf(academy.instId)).toEqual(pins);
  });
});
