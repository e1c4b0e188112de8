import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { verifyPassword } from '../../platform/auth/password';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STUDENTS, seedDemoData } from './demo-data';

const { db } = await createTestDatabase();

describe('seedDemoData', () => {
  it('creates the demo academy with a director, manager, teacher, parent and two children', async () => {
    expect(await seedDemoData(db)).toBe(true);
    const members = await db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .select(['users.login_id', 'memberships.relation_cd'])
      .execute();
    const byLogin = Object.fromEntries(members.map((row) => [row.login_id, row.relation_cd]));
    expect(byLogin).toEqual({
      director: '020',
      manager: '030',
      teacher: '050',
      parent: null,
      student: '010',
      student2: '010',
    });

    const children = await db
      .selectFrom('family_links')
      .innerJoin('users as parent', 'parent.id', 'family_links.parent_user_id')
      .innerJoin('users as child', 'child.id', 'family_links.child_user_id')
      .select(['parent.login_id as parent', 'child.login_id as child'])
      .execute();
    expect(children).toHaveLength(2);
    expect(children.every((row) => row.parent === 'parent')).toBe(true);

    const director = await db
      .selectFrom('users')
      .selectAll()
      .where('login_id', '=', 'director')
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(DEMO_PASSWORD, director.password_hash ?? '')).toBe(true);
    expect(await verifyPassword('wrong-password1', director.password_hash ?? '')).toBe(false);

    // Every demo account has its sign-up consents; the under-14 child's were given by her guardian.
    const consents = await db
      .selectFrom('user_consents')
      .innerJoin('users', 'users.id', 'user_consents.user_id')
      .select(['users.login_id', 'user_consents.consent_key', 'user_consents.given_by'])
      .execute();
    expect(new Set(consents.map((row) => row.login_id)).size).toBe(DEMO_ACCOUNTS.length);
    expect(consents.filter((row) => row.login_id === 'student2').every((row) => row.given_by === 'guardian')).toBe(
      true,
    );
    expect(consents.some((row) => row.consent_key === 'guardian' && row.login_id === 'student2')).toBe(true);
  });

  it('puts the demo students on the roll: the two children linked to their accounts and their mother, more not yet connected', async () => {
    const students = await db
      .selectFrom('students')
      .leftJoin('users', 'users.id', 'students.user_id')
      .select(['students.id', 'students.student_nm', 'students.status', 'users.login_id'])
      .orderBy('students.student_nm')
      .execute();
    expect(students).toHaveLength(DEMO_STUDENTS.length);
    expect(students.length).toBeGreaterThanOrEqual(8);
    const byName = Object.fromEntries(students.map((row) => [row.student_nm, row]));
    expect(byName.최민준?.login_id).toBe('student');
    expect(byName.최서연?.login_id).toBe('student2');
    expect(students.filter((row) => row.login_id === null)).toHaveLength(DEMO_STUDENTS.length - 2);
    expect(new Set(students.map((row) => row.status))).toEqual(new Set(['enrolled', 'paused', 'left']));

    const guardians = await db
      .selectFrom('student_guardians')
      .innerJoin('students', 'students.id', 'student_guardians.student_id')
      .leftJoin('users', 'users.id', 'student_guardians.user_id')
      .select(['students.student_nm', 'student_guardians.guardian_nm', 'users.login_id'])
      .execute();
    expect(guardians).toHaveLength(DEMO_STUDENTS.length);
    expect(
      guardians
        .filter((row) => row.login_id === 'parent')
        .map((row) => row.student_nm)
        .sort(),
    ).toEqual(['최민준', '최서연']);
    const choseong = await sql<{
      c: string;
    }>`select student_nm_choseong as c from students where student_nm = '최민준'`.execute(db);
    expect(choseong.rows[0]?.c).toBe('ㅊㅁㅈ');
  });

  it('leaves a database that already has users alone', async () => {
    expect(await seedDemoData(db)).toBe(false);
    const users = await db.selectFrom('users').select(db.fn.countAll().as('count')).executeTakeFirstOrThrow();
    expect(Number(users.count)).toBe(DEMO_ACCOUNTS.length);
  });
});
