import { type Kysely, sql } from 'kysely';

/**
 * Two things about students:
 *
 * - A status change takes effect on its date, so "the status on a day" is read from the student's
 *   changes by date: an index on (inst_id, student_id, effective_date) serves that lookup.
 * - Every student has a desk number (출결 번호) for the front-desk kiosk. Those with a mobile number
 *   use its last 4 digits; those without one get a generated 4-digit number, unique among the
 *   academy's active students (not 퇴원 today, Seoul). This gives one to every student who has
 *   neither yet; later registrations get theirs when they are made.
 *
 * Safe to run again: the index is created if missing, and only students still without a number get one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('student_status_changes_effective_idx')
    .ifNotExists()
    .on('student_status_changes')
    .columns(['inst_id', 'student_id', 'effective_date'])
    .execute();

  await sql`
    with today as (select (now() at time zone 'Asia/Seoul')::date as d),
    statuses as (
      select s.inst_id, s.id, s.desk_pin, s.mobile_no, s.created_at,
             coalesce(
               (select c.to_status from student_status_changes c, today
                 where c.inst_id = s.inst_id and c.student_id = s.id and c.effective_date <= today.d
                 order by c.effective_date desc, c.at desc, c.id desc limit 1),
               (select c.from_status from student_status_changes c
                 where c.inst_id = s.inst_id and c.student_id = s.id
                 order by c.effective_date, c.at, c.id limit 1),
               s.status) as status_today,
             coalesce(s.desk_pin,
                      nullif(right(regexp_replace(coalesce(s.mobile_no, ''), '\\D', '', 'g'), 4), '')) as pin
        from students s
    ),
    needing as (
      select inst_id, id, row_number() over (partition by inst_id order by created_at, id) as n
        from statuses
       where pin is null
    ),
    taken as (
      select distinct inst_id, pin from statuses where pin is not null and status_today <> 'left'
    ),
    free as (
      select f.inst_id, f.pin, row_number() over (partition by f.inst_id order by random()) as n
        from (
          select a.inst_id, lpad(g::text, 4, '0') as pin
            from (select distinct inst_id from needing) a
           cross join generate_series(0, 9999) g
          except
          select inst_id, pin from taken
        ) f
    )
    update students s
       set desk_pin = f.pin
      from needing nd
      join free f on f.inst_id = nd.inst_id and f.n = nd.n
     where s.inst_id = nd.inst_id and s.id = nd.id and s.desk_pin is null
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
