import type { Role } from '@academy/domain/access/access.roles';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { staffListPhoneNo } from '@academy/domain/phone/phone.rules';
import { parseSearchQuery } from '@academy/domain/search/search.rules';
import type { StudentStatus } from '@academy/domain/students/students.rules';
import type { MemberKind, MembersQuery, MembersResponse } from '@academy/domain/students/students.schema';
import { type RawBuilder, sql } from 'kysely';
import type { Caller } from '../../platform/access/access';
import { studentsVisibleTo } from '../../platform/access/access.scopes';
import type { AppContext } from '../../platform/context';
import { hangulChoseong, searchPredicate } from '../../platform/search/search-predicate';
import { studentStatusOn } from '../../platform/students/student-status-on';

/**
 * MemberList: everyone of the academy in one list — students (records, and student members without
 * one), parents (guardians on record grouped by account or mobile, and parent members on no record)
 * and staff — filtered by kind and student status, searched by name, initial consonants or mobile,
 * and paged in SQL. A teacher sees the staff and only their own classes' students and parents.
 * Students show their status today; staff numbers are only ever sent masked (staffListPhoneNo, the
 * rule of 직원 목록 too).
 */

type MemberRow = {
  kind: MemberKind;
  key: string;
  name: string;
  role: Role;
  mobile_no: string | null;
  student_id: string | null;
  status: StudentStatus | null;
  connected: boolean;
  related: string[] | null;
};

function itemsOf(instId: string, scopeAll: boolean, studentVisible: RawBuilder<unknown>, today: IsoDate) {
  const everyone = scopeAll ? sql`true` : sql`false`;
  return sql`
    select 'student'::text as kind, 'student:' || s.id as key, s.student_nm as name,
           s.student_nm_choseong as choseong, 'STUDENT'::text as role, s.mobile_no,
           s.id::text as student_id, ${studentStatusOn('s', today)}::text as status, (s.user_id is not null) as connected,
           coalesce((select array_agg(g.guardian_nm order by g.created_at, g.id) from student_guardians g
                     where g.inst_id = s.inst_id and g.student_id = s.id), '{}'::text[]) as related
      from students s
     where s.inst_id = ${instId} and ${studentVisible}
    union all
    select 'student', 'student-user:' || m.user_id, coalesce(m.display_nm, u.user_nm), null::text, 'STUDENT', u.mobile_no,
           null::text, null::text, true, '{}'::text[]
      from memberships m join users u on u.id = m.user_id
     where m.inst_id = ${instId} and m.status = 'active' and m.relation_cd = '010' and ${everyone}
       and not exists (select 1 from students s where s.inst_id = m.inst_id and s.user_id = m.user_id)
    union all
    select 'parent', 'parent:' || coalesce(g.user_id::text, g.mobile_no, g.id::text), min(g.guardian_nm),
           null::text, 'PARENT', min(g.mobile_no), null::text, null::text,
           bool_or(g.user_id is not null), array_agg(distinct s.student_nm)
      from student_guardians g
      join students s on s.inst_id = g.inst_id and s.id = g.student_id
     where g.inst_id = ${instId} and ${studentVisible}
     group by coalesce(g.user_id::text, g.mobile_no, g.id::text)
    union all
    select 'parent', 'parent:' || m.user_id, coalesce(m.display_nm, u.user_nm), null::text, 'PARENT', u.mobile_no,
           null::text, null::text, true, '{}'::text[]
      from memberships m join users u on u.id = m.user_id
     where m.inst_id = ${instId} and m.status = 'active' and m.relation_cd is null and ${everyone}
       and not exists (select 1 from student_guardians g where g.inst_id = m.inst_id and g.user_id = m.user_id)
    union all
    select 'staff', 'staff:' || m.user_id, coalesce(m.display_nm, u.user_nm), null::text,
           case m.relation_cd when '020' then 'DIRECTOR' when '030' then 'MANAGER' else 'TEACHER' end,
           u.mobile_no, null::text, null::text, true, '{}'::text[]
      from memberships m join users u on u.id = m.user_id
     where m.inst_id = ${instId} and m.status = 'active' and m.relation_cd in ('020', '030', '050')`;
}

export async function listMembers(ctx: AppContext, caller: Caller, query: MembersQuery): Promise<MembersResponse> {
  const today = businessDateOf(ctx.clock.now());
  const items = itemsOf(caller.instId, caller.scope === 'all', sql`${studentsVisibleTo(caller, today, 's')}`, today);
  const typed = parseSearchQuery(query.q);
  const search = typed
    ? searchPredicate(typed, {
        name: sql.ref<string>('name'),
        // Students keep their initial consonants; the other rows have theirs computed when searched.
        choseong: sql<string>`coalesce(choseong, ${hangulChoseong(sql.ref<string>('name'))})`,
        // Staff numbers are not shown (staffListPhoneNo), so they are not searched either.
        mobileNo: sql<string | null>`case when kind <> 'staff' then mobile_no end`,
      })
    : sql`true`;
  const byKind = query.role ? sql`kind = ${query.role}` : sql`true`;
  const byStatus = query.status ? sql`(kind = 'student' and status = ${query.status})` : sql`true`;

  const [page, counts] = await Promise.all([
    sql<MemberRow>`
      with items as (${items})
      select kind, key, name, role, mobile_no, student_id, status, connected, related
        from items
       where ${search} and ${byKind} and ${byStatus}
       order by case kind when 'staff' then 0 when 'student' then 1 else 2 end, name, key
       limit ${query.size} offset ${(query.page - 1) * query.size}`.execute(ctx.db),
    sql<{ kind: MemberKind; count: number }>`
      with items as (${items})
      select kind, count(*) as count from items where ${search} and ${byStatus} group by kind`.execute(ctx.db),
  ]);
  const countOf = Object.fromEntries(counts.rows.map((row) => [row.kind, Number(row.count)]));
  return {
    items: page.rows.map((row) => ({
      key: row.key,
      kind: row.kind,
      name: row.name,
      role: row.role,
      mobileNo: row.kind === 'staff' ? null : row.mobile_no,
      maskedMobileNo: row.kind === 'staff' ? staffListPhoneNo(row.mobile_no) : null,
      studentId: row.student_id,
      status: row.status,
      connected: row.connected,
      related: row.related ?? [],
    })),
    total: query.role ? (countOf[query.role] ?? 0) : Object.values(countOf).reduce((sum, count) => sum + count, 0),
    page: query.page,
    size: query.size,
    counts: { student: countOf.student ?? 0, parent: countOf.parent ?? 0, staff: countOf.staff ?? 0 },
  };
}
