import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/**
 * The accounts of each student's family in an academy: the student's own account and their
 * guardians', each only while an active member of the academy — whom a bill, a report or a reminder
 * about the child is sent to. One statement for any number of students.
 */
export async function familyAccountsByStudent(
  db: Executor,
  instId: string,
  studentIds: readonly string[],
): Promise<Map<string, string[]>> {
  const accounts = new Map<string, string[]>();
  if (studentIds.length === 0) return accounts;
  const { rows } = await sql<{ student_id: string; user_id: string }>`
    select x.student_id, x.user_id
      from (select s.inst_id, s.id as student_id, s.user_id from students s
             where s.inst_id = ${instId} and s.id = any(${[...studentIds]}::uuid[]) and s.user_id is not null
            union
            select g.inst_id, g.student_id, g.user_id from student_guardians g
             where g.inst_id = ${instId} and g.student_id = any(${[...studentIds]}::uuid[])) x
      join memberships m on m.inst_id = x.inst_id and m.user_id = x.user_id and m.status = 'active'
     order by x.student_id, x.user_id`.execute(db);
  for (const row of rows) accounts.set(row.student_id, [...(accounts.get(row.student_id) ?? []), row.user_id]);
  return accounts;
}
