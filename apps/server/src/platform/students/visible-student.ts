import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import type { Executor } from '../../db/database';
import type { Caller } from '../access/access';
import { studentsVisibleTo } from '../access/access.scopes';
import { ofInst } from '../tenancy/of-inst';

/** A student of the academy the caller sees on `day` (the academy's business day), or undefined. */
export async function visibleStudent(db: Executor, caller: Caller, studentId: string, day: IsoDate) {
  return db
    .selectFrom('students')
    .select(['students.id', 'students.student_nm', 'students.desk_pin', 'students.mobile_no', 'students.user_id'])
    .where(ofInst(caller.instId, 'students'))
    .where('students.id', '=', studentId)
    .where(studentsVisibleTo(caller, day))
    .executeTakeFirst();
}
