import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { ofInst } from '../tenancy/of-inst';

/** The teachers of some classes with the name the academy shows (the main one first). */
export async function teachersOf(db: Executor, instId: string, classIds: readonly string[]) {
  if (classIds.length === 0) return [];
  return db
    .selectFrom('class_teachers')
    .innerJoin('users', 'users.id', 'class_teachers.user_id')
    .leftJoin('memberships', (join) =>
      join
        .onRef('memberships.inst_id', '=', 'class_teachers.inst_id')
        .onRef('memberships.user_id', '=', 'class_teachers.user_id'),
    )
    .select([
      'class_teachers.class_id',
      'class_teachers.user_id',
      'class_teachers.is_main',
      sql<string>`coalesce(memberships.display_nm, users.user_nm)`.as('user_nm'),
    ])
    .where(ofInst(instId, 'class_teachers'))
    .where('class_teachers.class_id', 'in', [...classIds])
    .orderBy('class_teachers.is_main', 'desc')
    .orderBy('users.user_nm')
    .execute();
}
export type TeacherRow = Awaited<ReturnType<typeof teachersOf>>[number];
