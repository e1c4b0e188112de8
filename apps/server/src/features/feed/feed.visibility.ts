import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Caller } from '../../platform/access/access';
import { linkedTo } from '../../platform/access/access.scopes';

/**
 * The feed's visibility rules in SQL: the twins of `mayViewPost` and `mayViewComment` in
 * packages/domain/src/feed/feed.rules.ts, kept equal by `feed.visibility.test.ts`. Every read of
 * posts, comments and their files goes through them, so a tagged photo never reaches the family of a
 * student it does not tag.
 */

/** Whether `userId` is a family member (the student, a connected guardian) of one of the students a post tags. */
function tagsLinkedStudent(userId: string, board: string): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from board_tags ft
      join students fs on fs.inst_id = ft.inst_id and fs.id = ft.student_id
     where ft.inst_id = ${sql.ref(`${board}.inst_id`)} and ft.board_id = ${sql.ref(`${board}.id`)}
       and ${linkedTo(userId, 'fs')})`;
}

/** The post tags no student (it is for its whole class). */
function tagsNobody(board: string): Expression<SqlBool> {
  return sql<SqlBool>`not exists (select 1 from board_tags ft
     where ft.inst_id = ${sql.ref(`${board}.inst_id`)} and ft.board_id = ${sql.ref(`${board}.id`)})`;
}

/** One of `userId`'s students was enrolled in the post's class on the post's day. */
function classHadLinkedStudent(userId: string, board: string): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from class_students fcs
      join students fs on fs.inst_id = fcs.inst_id and fs.id = fcs.student_id
     where fcs.inst_id = ${sql.ref(`${board}.inst_id`)} and fcs.class_id = ${sql.ref(`${board}.class_id`)}
       and fcs.start_date <= ${sql.ref(`${board}.post_date`)}
       and (fcs.end_date is null or fcs.end_date >= ${sql.ref(`${board}.post_date`)})
       and ${linkedTo(userId, 'fs')})`;
}

/** `userId` teaches, today, a class the 알림장's student is enrolled in. */
function teachesTaggedStudent(userId: string, board: string, today: IsoDate): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from board_tags ft
      join class_students fcs on fcs.inst_id = ft.inst_id and fcs.student_id = ft.student_id
      join class_teachers fct on fct.inst_id = fcs.inst_id and fct.class_id = fcs.class_id
     where ft.inst_id = ${sql.ref(`${board}.inst_id`)} and ft.board_id = ${sql.ref(`${board}.id`)}
       and fct.user_id = ${userId}
       and fcs.start_date <= ${today}::date and (fcs.end_date is null or fcs.end_date >= ${today}::date))`;
}

/**
 * The posts (`board`: the `boards` table or its alias) the caller may see (`mayViewPost`): every
 * post for staff who see every class; for a teacher, their own posts, their classes' posts and the
 * 알림장 of their classes' students today; for a family member, the posts (never hidden) tagging
 * one of their students, or tagging nobody in a class one of their students attended that day.
 */
export function postsVisibleTo(caller: Caller, today: IsoDate, board = 'boards'): Expression<SqlBool> {
  if (caller.scope === 'all') return sql<SqlBool>`true`;
  const kind = sql.ref(`${board}.kind`);
  if (caller.scope === 'own-classes') {
    return sql<SqlBool>`(${sql.ref(`${board}.author_user_id`)} = ${caller.userId}
      or (${kind} = 'class' and exists (select 1 from class_teachers fct
            where fct.inst_id = ${sql.ref(`${board}.inst_id`)} and fct.class_id = ${sql.ref(`${board}.class_id`)}
              and fct.user_id = ${caller.userId}))
      or (${kind} = 'personal' and ${teachesTaggedStudent(caller.userId, board, today)}))`;
  }
  return sql<SqlBool>`(${sql.ref(`${board}.hidden_at`)} is null
    and (${tagsLinkedStudent(caller.userId, board)}
      or (${kind} = 'class' and ${tagsNobody(board)} and ${classHadLinkedStudent(caller.userId, board)})))`;
}

/**
 * The comments (`comment`, with its parent joined as `parent` — null for a comment) a caller who
 * may see the post may see (`mayViewComment`): staff every one; a family member no hidden one, a
 * secret comment only their own, and a re-reply only under a comment they see, secret ones only
 * their own or those answering them.
 */
export function commentsVisibleTo(caller: Caller, comment = 'c', parent = 'p'): Expression<SqlBool> {
  if (caller.scope !== 'linked') return sql<SqlBool>`true`;
  const me = caller.userId;
  const c = (column: string) => sql.ref(`${comment}.${column}`);
  const p = (column: string) => sql.ref(`${parent}.${column}`);
  return sql<SqlBool>`(${c('hidden_at')} is null and (
    (${c('parent_id')} is null and (not ${c('secret')} or ${c('author_user_id')} = ${me}))
    or (${c('parent_id')} is not null and ${p('hidden_at')} is null
        and (not ${p('secret')} or ${p('author_user_id')} = ${me})
        and (not ${c('secret')} or ${c('author_user_id')} = ${me} or ${p('author_user_id')} = ${me}))))`;
}
