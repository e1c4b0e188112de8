import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import type { Executor } from '../../db/database';
import { ofInst } from '../tenancy/of-inst';

/** The students enrolled in a class on `day`, by name (the feed's tags, homework's assignees). */
export async function classStudentsOn(db: Executor, instId: string, classId: string, day: IsoDate) {
  return db
    .selectFrom('class_students as cs')
    .innerJoin('students as s', (join) =>
      join.onRef('s.inst_id', '=', 'cs.inst_id').onRef('s.id', '=', 'cs.student_id'),
    )
    .select(['s.id', 's.student_nm'])
    .distinct()
    .where(ofInst(instId, 'cs'))
    .where('cs.class_id', '=', classId)
    .where('cs.start_date', '<=', day)
    .where((eb) => eb.or([eb('cs.end_date', 'is', null), eb('cs.end_date', '>=', day)]))
    .orderBy('s.student_nm')
    .orderBy('s.id')
    .execute();
}
