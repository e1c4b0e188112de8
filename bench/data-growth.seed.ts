/**
 * The grown database of the data-growth bench, written in bulk by PostgreSQL itself (INSERT … SELECT
 * over generate_series): academies named `성장학원 NNN`, each with a director, a manager, four
 * teachers, ten classes meeting every day of the week between them, 200 students (half with their own
 * account and a parent's account connected), each in two classes of about 40; then a year of their
 * lessons: attendance, front-desk visits and breaks, cancelled days and makeups, the notifications
 * parents keep (90 days, the retention period) and sign-in sessions.
 *
 * The bench runs on the embedded PostgreSQL 18, whose `uuidv7(shift)` gives every history row an id
 * of its own moment, as the app's ids are (time-ordered: the newest notifications are the greatest).
 */
import { addDays, type IsoDate } from '@academy/domain/calendar/calendar.rules';
import { type RawBuilder, sql } from 'kysely';
import type { Database, Executor } from '../apps/server/src/db/database';

export const GROWTH_ACADEMY_PREFIX = '성장학원';
export const STUDENTS_PER_ACADEMY = 200;
export const HISTORY_DAYS = 365;
/** Parents' notifications older than this are purged by the retention job, so the seed keeps no more. */
const NOTIFICATION_DAYS = 90;

/** The ten classes of every grown academy: every weekday has some. Weekdays: 0 Sunday … 6 Saturday. */
const CLASSES = [
  { name: '중등 수학 A', weekdays: '1,3', start: '15:00', end: '16:50' },
  { name: '중등 수학 B', weekdays: '2,4', start: '15:00', end: '16:50' },
  { name: '고등 수학', weekdays: '3,5', start: '17:00', end: '18:50' },
  { name: '중등 영어 A', weekdays: '1,4', start: '17:00', end: '18:50' },
  { name: '중등 영어 B', weekdays: '2,5', start: '17:00', end: '18:50' },
  { name: '고등 영어', weekdays: '1,5', start: '19:00', end: '20:50' },
  { name: '국어 독해', weekdays: '2,3', start: '19:00', end: '20:50' },
  { name: '과학 탐구', weekdays: '4,5', start: '15:00', end: '16:50' },
  { name: '논술', weekdays: '6', start: '10:00', end: '12:50' },
  { name: '주말 특강', weekdays: '6,0', start: '14:00', end: '16:50' },
];

const FAMILY_NAMES = '김이박최정강조윤장임한오서신권황안송류홍';
const GIVEN_SYLLABLES = '민서지하준도윤예수현우진아은채시연유건호';
const SCHOOLS = ['한빛중학교', '새솔중학교', '푸른고등학교', '바다초등학교', '하늘고등학교'];

/** The academy number `n` as its name: `성장학원 001`. */
export const growthAcademyName = (n: number) => `${GROWTH_ACADEMY_PREFIX} ${String(n).padStart(3, '0')}`;

/** A number in [0, k) fixed by the academy, the student and what it is for (the same student always gets the same name). */
const pick = (k: number, academy: RawBuilder<unknown>, student: RawBuilder<unknown>, what: string) =>
  sql<number>`mod(hashtext(concat_ws(':', ${academy}, ${student}, ${what}::text))::bigint + 2147483648, ${k}::int)::int`;

/**
 * Academies number `first` … `last`, their people and classes, as they stand after a year: students
 * who joined late, paused (휴원) or left (퇴원) during it. No history (see seedHistory).
 */
export async function seedRosters(db: Database, academies: { first: number; last: number }, today: IsoDate) {
  const from = addDays(today, -(HISTORY_DAYS - 1));
  await db.transaction().execute(async (trx) => {
    const run = (statement: RawBuilder<unknown>) => statement.execute(trx);
    await run(sql`
      create temp table ga on commit drop as
      select n, uuidv7() as inst_id, uuidv7() as director_id, uuidv7() as manager_id,
             (${from}::date + time '09:00') at time zone 'Asia/Seoul' as opened_at
        from generate_series(${academies.first}::int, ${academies.last}::int) n`);
    await run(sql`
      create temp table gt on commit drop as
      select ga.n, ga.inst_id, k, uuidv7() as user_id from ga cross join generate_series(1, 4) k`);
    await run(sql`
      create temp table gc on commit drop as
      select ga.n, ga.inst_id, ga.director_id, ga.opened_at, t.c, uuidv7() as class_id, t.class_nm,
             string_to_array(t.weekdays, ',')::smallint[] as weekdays, t.start_time::time, t.end_time::time
        from ga cross join unnest(${CLASSES.map((_, index) => index + 1)}::int[], ${CLASSES.map((c) => c.name)}::text[],
                                  ${CLASSES.map((c) => c.weekdays)}::text[], ${CLASSES.map((c) => c.start)}::text[],
                                  ${CLASSES.map((c) => c.end)}::text[]) as t(c, class_nm, weekdays, start_time, end_time)`);
    // Every 7th student joined during the first four months; every 20th paused and every 20th left
    // two to seven months after joining; every other one has an account, with a parent's connected.
    await run(sql`
      create temp table gs on commit drop as
      select q.*, q.joined_on + 60 + ${pick(150, sql`q.n`, sql`q.s`, 'change')} as changed_on
        from (
          select ga.n, ga.inst_id, ga.director_id, s, uuidv7() as student_id, uuidv7() as guardian_id,
                 substr(${FAMILY_NAMES}, 1 + ${pick(20, sql`ga.n`, sql`s`, 'family')}, 1)
                   || substr(${GIVEN_SYLLABLES}, 1 + ${pick(20, sql`ga.n`, sql`s`, 'given1')}, 1)
                   || substr(${GIVEN_SYLLABLES}, 1 + ${pick(20, sql`ga.n`, sql`s`, 'given2')}, 1) as student_nm,
                 case when s % 2 = 0 then uuidv7() end as child_user_id,
                 case when s % 2 = 0 then uuidv7() end as parent_user_id,
                 case s % 20 when 7 then 'paused' when 13 then 'left' else 'enrolled' end as status,
                 case when s % 7 = 0 then ${from}::date + ${pick(120, sql`ga.n`, sql`s`, 'joined')}
                      else ${from}::date end as joined_on,
                 '010' || lpad((ga.n * 1000 + s)::text, 8, '0') as mobile_no,
                 '011' || lpad((ga.n * 1000 + s)::text, 8, '0') as guardian_mobile_no
            from ga cross join generate_series(1, ${STUDENTS_PER_ACADEMY}::int) s) q`);

    await run(sql`
      insert into users (id, login_id, user_nm, mobile_no, created_at, updated_at, last_active_at)
      select director_id, 'growth' || n || '-director', '원장' || n, '0102' || lpad(n::text, 7, '0'),
             opened_at, opened_at, now() from ga
      union all
      select manager_id, 'growth' || n || '-manager', '실장' || n, '0103' || lpad(n::text, 7, '0'),
             opened_at, opened_at, now() from ga
      union all
      select gt.user_id, 'growth' || gt.n || '-teacher' || gt.k, '강사' || gt.n || '-' || gt.k,
             '0104' || lpad((gt.n * 10 + gt.k)::text, 7, '0'), ga.opened_at, ga.opened_at, now()
        from gt join ga using (n)
      union all
      select child_user_id, 'growth' || n || '-s' || s, student_nm, mobile_no,
             (joined_on + time '14:00') at time zone 'Asia/Seoul', now(), now() - interval '1 day'
        from gs where child_user_id is not null
      union all
      select parent_user_id, 'growth' || n || '-p' || s, left(student_nm, 1) || '보호자', guardian_mobile_no,
             (joined_on + time '14:00') at time zone 'Asia/Seoul', now(), now() - interval '2 days'
        from gs where parent_user_id is not null`);
    await run(sql`
      insert into institutes (id, inst_nm, tel_no, address, president_user_id, created_at, updated_at)
      select inst_id, ${GROWTH_ACADEMY_PREFIX} || ' ' || lpad(n::text, 3, '0') /* growthAcademyName */, '02-' || lpad(n::text, 4, '0') || '-0000',
             '서울특별시 성장구 ' || n || '번길', director_id, opened_at, opened_at from ga`);
    await run(sql`
      insert into memberships (inst_id, user_id, relation_cd, auth_cd, started_at)
      select inst_id, director_id, '020', '000', opened_at from ga
      union all select inst_id, manager_id, '030', '010#020#030#031#032', opened_at from ga
      union all select gt.inst_id, gt.user_id, '050', '020', ga.opened_at from gt join ga using (n)
      union all select inst_id, child_user_id, '010', null, (joined_on + time '14:00') at time zone 'Asia/Seoul'
                  from gs where child_user_id is not null
      union all select inst_id, parent_user_id, null, null, (joined_on + time '14:00') at time zone 'Asia/Seoul'
                  from gs where parent_user_id is not null`);

    await run(sql`
      insert into classes (inst_id, id, class_nm, lec_days, lec_start_dt, created_by, created_at, updated_at)
      select inst_id, class_id, class_nm, weekdays, ${from}::date, director_id, opened_at, opened_at from gc`);
    await run(sql`
      insert into class_lectures (inst_id, id, class_id, weekday, start_time, end_time, room)
      select inst_id, uuidv7(), class_id, w, start_time, end_time, c || '0' || (1 + c % 3) || '호'
        from gc cross join unnest(weekdays) w`);
    await run(sql`
      insert into class_teachers (inst_id, class_id, user_id, is_main)
      select gc.inst_id, gc.class_id, gt.user_id, true from gc join gt on gt.n = gc.n and gt.k = 1 + (gc.c - 1) % 4`);

    await run(sql`
      insert into students (inst_id, id, user_id, student_nm, birthdate, gender_cd, school_nm, grade_year, mobile_no,
                            status, status_since, desk_pin, created_by, created_at, updated_at)
      select inst_id, student_id, child_user_id, student_nm,
             date '2009-03-01' + ${pick(3650, sql`n`, sql`s`, 'birth')}, case when s % 2 = 0 then 'F' else 'M' end,
             (${SCHOOLS}::text[])[1 + s % ${SCHOOLS.length}], 1 + s % 6, mobile_no, status,
             case when status = 'enrolled' then joined_on else changed_on end, right(mobile_no, 4), director_id,
             (joined_on + time '14:00') at time zone 'Asia/Seoul', now()
        from gs`);
    await run(sql`
      insert into student_status_changes (inst_id, id, student_id, from_status, to_status, effective_date, changed_by, at)
      select inst_id, uuidv7(), student_id, 'enrolled', status, changed_on, director_id,
             (changed_on + time '11:00') at time zone 'Asia/Seoul'
        from gs where status <> 'enrolled'`);
    await run(sql`
      insert into student_guardians (inst_id, id, student_id, guardian_nm, mobile_no, relation_type, user_id, created_at)
      select inst_id, guardian_id, student_id, left(student_nm, 1) || '보호자', guardian_mobile_no, '어머니',
             parent_user_id, (joined_on + time '14:00') at time zone 'Asia/Seoul'
        from gs`);
    await run(sql`
      insert into family_links (parent_user_id, child_user_id, relation_type, created_at)
      select parent_user_id, child_user_id, '어머니', (joined_on + time '15:00') at time zone 'Asia/Seoul'
        from gs where parent_user_id is not null`);
    // Two classes each, about 40 students a class; a student who left ended their enrolments the day before.
    await run(sql`
      insert into class_students (inst_id, id, class_id, student_id, start_date, end_date, created_at)
      select gs.inst_id, uuidv7(), gc.class_id, gs.student_id, gs.joined_on,
             case when gs.status = 'left' then gs.changed_on - 1 end,
             (gs.joined_on + time '14:00') at time zone 'Asia/Seoul'
        from gs
        join gc on gc.n = gs.n and gc.c in (1 + (gs.s - 1) % 10, 1 + (gs.s + 2) % 10)`);
  });
}

/**
 * A year of history for every grown academy, up to the end of `today` (whatever the hour the bench
 * runs, today is over: the busiest state of a day's rows, the same at every run): two cancelled days
 * and one makeup per class; a row of attendance for every lesson of every student on the roll that
 * day (mostly present, some late, absent or leaving early); a front-desk visit per student and lesson
 * day they came, with a break now and then; the parents' notifications of the last 90 days; and
 * sessions of every account.
 */
export async function seedHistory(db: Database, today: IsoDate) {
  const from = addDays(today, -(HISTORY_DAYS - 1));
  const notifiedFrom = addDays(today, -(NOTIFICATION_DAYS - 1));
  await db.transaction().execute(async (trx) => {
    const run = (statement: RawBuilder<unknown>) => statement.execute(trx);
    // The rows below are consistent by construction (each joins the rows it points at), so this bulk
    // load skips the foreign-key checks: replica mode fires no triggers (the bench's superuser may set it).
    await run(sql`set local session_replication_role = replica`);
    await run(sql`
      create temp table gl on commit drop as
      select c.inst_id, c.id as class_id, d::date as d, min(l.start_time) as start_time, max(l.end_time) as end_time,
             (select t.user_id from class_teachers t where t.inst_id = c.inst_id and t.class_id = c.id limit 1) as teacher_id
        from classes c
        join institutes i on i.id = c.inst_id and i.inst_nm like ${`${GROWTH_ACADEMY_PREFIX} %`}
        join class_lectures l on l.inst_id = c.inst_id and l.class_id = c.id
        cross join generate_series(${from}::date, ${today}::date, interval '1 day') d
       where extract(dow from d) = l.weekday
       group by c.inst_id, c.id, d`);
    await run(sql`
      create temp table gx on commit drop as
      select inst_id, class_id, d, teacher_id, uuidv7() as session_id, k
        from (select gl.*, row_number() over (partition by class_id order by md5(class_id::text || d::text)) as k
                from gl where d < ${today}::date - 7) q
       where k <= 3`);
    await run(sql`
      insert into class_sessions (inst_id, id, class_id, kind, original_date, session_date, start_time, end_time,
                                  reason, created_by, created_at)
      select inst_id, session_id, class_id, case when k = 3 then 'makeup' else 'cancel' end,
             case when k < 3 then d end, case when k = 3 then d + 2 end,
             case when k = 3 then time '10:00' end, case when k = 3 then time '11:50' end,
             case when k = 3 then '보강' else '휴강' end, teacher_id, (d - 3 + time '12:00') at time zone 'Asia/Seoul'
        from gx`);
    await run(sql`
      insert into class_session_students (inst_id, session_id, student_id)
      select gx.inst_id, gx.session_id, cs.student_id
        from gx cross join lateral (select student_id from class_students cs
                                     where cs.inst_id = gx.inst_id and cs.class_id = gx.class_id
                                     order by cs.id limit 3) cs
       where gx.k = 3`);
    await run(sql`delete from gl using gx where gx.k < 3 and gl.class_id = gx.class_id and gl.d = gx.d`);

    await run(sql`
      insert into attendance (inst_id, id, class_id, student_id, attend_date, status, source, marked_by, marked_at)
      select inst_id, uuidv7(marked_at - clock_timestamp()), class_id, student_id, d,
             case when r < 0.86 then 'PRESENT' when r < 0.93 then 'LATE' when r < 0.97 then 'ABSENT' else 'EARLY_LEAVE' end,
             'teacher', teacher_id, marked_at
        from (
          select gl.inst_id, gl.class_id, cs.student_id, gl.d, gl.teacher_id, random() as r,
                 (gl.d + gl.end_time) at time zone 'Asia/Seoul' as marked_at
            from gl
            join class_students cs on cs.inst_id = gl.inst_id and cs.class_id = gl.class_id
                                  and cs.start_date <= gl.d and (cs.end_date is null or cs.end_date >= gl.d)
            left join student_status_changes ch on ch.inst_id = cs.inst_id and ch.student_id = cs.student_id
           where ch.effective_date is null or gl.d < ch.effective_date) q`);

    await run(sql`
      insert into desk_visits (inst_id, id, student_id, business_date, check_in_at, check_out_at)
      select inst_id, uuidv7(check_in_at - clock_timestamp()), student_id, d, check_in_at, check_out_at
        from (
          select a.inst_id, a.student_id, a.attend_date as d,
                 min((a.attend_date + gl.start_time) at time zone 'Asia/Seoul'
                     + case when a.status = 'LATE' then interval '12 minutes' else interval '-8 minutes' end) as check_in_at,
                 max((a.attend_date + gl.end_time) at time zone 'Asia/Seoul'
                     + case when a.status = 'EARLY_LEAVE' then interval '-40 minutes' else interval '6 minutes' end)
                   as check_out_at
            from attendance a
            join gl on gl.inst_id = a.inst_id and gl.class_id = a.class_id and gl.d = a.attend_date
           where a.status <> 'ABSENT'
           group by a.inst_id, a.student_id, a.attend_date) v`);
    await run(sql`
      insert into desk_breaks (inst_id, id, visit_id, out_at, back_at)
      select v.inst_id, uuidv7(v.check_in_at + interval '50 minutes' - clock_timestamp()), v.id,
             v.check_in_at + interval '50 minutes', v.check_in_at + interval '62 minutes'
        from desk_visits v
        join institutes i on i.id = v.inst_id and i.inst_nm like ${`${GROWTH_ACADEMY_PREFIX} %`}
       where mod(hashtext(v.id::text)::bigint + 2147483648, 20) = 0`);

    // What a connected parent is told (check-in, check-out, absence) in the last 90 days, read but
    // for the last two days; and a note a day to the director. All long since delivered (planned_at).
    await run(sql`
      insert into notifications (id, user_id, inst_id, type, title, body, link, created_at, read_at, planned_at)
      select uuidv7(at - clock_timestamp()), g.user_id, n.inst_id, n.type, '[' || i.inst_nm || '] ' || n.title,
             s.student_nm || n.sentence, '/v3/AttendanceHistory?studentId=' || s.id, at,
             case when at < now() - interval '2 days' then at + interval '1 hour' end, at
        from (
          select inst_id, student_id, 'attendance-check-in' as type, '등원 알림' as title, check_in_at as at,
                 ' 학생이 ' || to_char(check_in_at at time zone 'Asia/Seoul', 'HH24:MI') || '에 등원했습니다.' as sentence
            from desk_visits where business_date >= ${notifiedFrom}::date
          union all
          select inst_id, student_id, 'attendance-check-out', '하원 알림', check_out_at,
                 ' 학생이 ' || to_char(check_out_at at time zone 'Asia/Seoul', 'HH24:MI') || '에 하원했습니다.'
            from desk_visits where business_date >= ${notifiedFrom}::date
          union all
          select inst_id, student_id, 'attendance-absent', '결석 알림', marked_at,
                 ' 학생이 ' || attend_date || ' 수업에 결석했습니다.'
            from attendance where attend_date >= ${notifiedFrom}::date and status = 'ABSENT') n
        join institutes i on i.id = n.inst_id and i.inst_nm like ${`${GROWTH_ACADEMY_PREFIX} %`}
        join students s on s.inst_id = n.inst_id and s.id = n.student_id
        join student_guardians g on g.inst_id = n.inst_id and g.student_id = n.student_id and g.user_id is not null
      union all
      select uuidv7(at - clock_timestamp()), i.president_user_id, i.id, 'academy-daily', '오늘의 학원', '오늘의 출결을 확인하세요.',
             null, at, case when at < now() - interval '2 days' then at + interval '3 hours' end, at
        from institutes i
        cross join generate_series(${notifiedFrom}::date, ${today}::date, interval '1 day') d
        cross join lateral (select (d::date + time '08:00') at time zone 'Asia/Seoul' as at) t
       where i.inst_nm like ${`${GROWTH_ACADEMY_PREFIX} %`}`);

    // Every account signed in now and then: a live session and expired ones of the last three months.
    await run(sql`
      insert into sessions (id, token_hash, user_id, csrf_token, persistent, created_at, last_seen_at, expires_at)
      select uuidv7(at - clock_timestamp()), md5(u.id::text || k) || md5(random()::text), u.id, md5(random()::text),
             true, at, at + interval '1 day', at + interval '30 days'
        from users u
        cross join generate_series(0, 3) k
        cross join lateral (select now() - k * interval '25 days' as at) t
       where u.login_id like 'growth%'`);
  });
}

/** The rows of the tables the hot endpoints read, for the printed summary. */
export const COUNTED_TABLES = [
  'institutes',
  'users',
  'memberships',
  'sessions',
  'students',
  'student_guardians',
  'classes',
  'class_students',
  'class_sessions',
  'attendance',
  'desk_visits',
  'desk_breaks',
  'notifications',
] as const;

export async function rowCounts(db: Executor): Promise<[string, number][]> {
  const counts: [string, number][] = [];
  for (const table of COUNTED_TABLES) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts.push([table, Number(rows[0]?.n ?? 0)]);
  }
  return counts;
}

/**
 * The database as one that has been running for a while: statistics and visibility maps made, and
 * the seed's gigabytes written out to disk before anything is measured (not flushed under the load).
 */
export async function settle(db: Database) {
  await sql`vacuum (analyze)`.execute(db);
  await sql`checkpoint`.execute(db);
}
