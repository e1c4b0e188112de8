import { type Expression, type RawBuilder, sql } from 'kysely';

/**
 * Whether a student's no-show is due for a lesson, in SQL: the lesson's cut-off (`minutes` after it
 * starts; 0 turns the automatic absence off) has passed at `now`, and the lesson did not begin
 * before the student's enrolment was made (`enrolledAt`, class_students.created_at).
 *
 * This is the SQL form of the attendance rule (packages/domain/src/attendance/attendance.rules.ts,
 * `isNoShowDue`); no-shows.queries.test.ts checks that the two agree.
 */
export function noShowDue(input: {
  now: Expression<unknown>;
  startsAt: Expression<unknown>;
  minutes: Expression<unknown>;
  enrolledAt: Expression<unknown>;
}): RawBuilder<boolean> {
  const { now, startsAt, minutes, enrolledAt } = input;
  return sql<boolean>`(${minutes} > 0 and ${enrolledAt} <= ${startsAt}
    and ${now} >= ${startsAt} + make_interval(mins => ${minutes}))`;
}
