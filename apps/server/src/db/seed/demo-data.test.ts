import type { StudentHistoryResponse, TodayClassesResponse } from '@academy/domain/attendance/attendance.schema';
import { addDays, weekdayOf } from '@academy/domain/calendar/calendar.rules';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { BILLING_KEY_CONTEXT } from '../../features/billing/cards.service';
import { customerKeyOf } from '../../features/billing/payments.service';
import { createAdapters } from '../../platform/adapters/create-adapters';
import { verifyPassword } from '../../platform/auth/password';
import { CSRF_HEADER, createSession, SESSION_COOKIE } from '../../platform/auth/sessions';
import { fixedClock } from '../../platform/clock';
import { DEMO_STUDENTS, HANBIT_ACADEMY, SAESOL_ACADEMY } from './demo-academies.data';
import { DEMO_ACCOUNTS } from './demo-accounts.data';
import { DEMO_PASSWORD, resetDemoData, seedDemoData } from './demo-data';

const { db } = await createTestDatabase();
// Thursday 2026-11-19, 16:30 in Seoul.
const THURSDAY = new Date('2026-11-19T07:30:00Z');
const clock = fixedClock(THURSDAY);
const app = await createTestApp(db, { clock });
/** The app's own field crypto (the same test configuration), which seals the demo card's billing key. */
const { crypto } = createAdapters(testConfig(), db, clock);

/** 16:30 in Seoul on a business date. */
const halfPastFour = (date: string) => new Date(`${date}T16:30:00+09:00`);

async function userId(loginId: string) {
  const row = await db.selectFrom('users').select('id').where('login_id', '=', loginId).executeTakeFirstOrThrow();
  return row.id;
}

async function instIdOf(instNm: string) {
  const row = await db.selectFrom('institutes').select('id').where('inst_nm', '=', instNm).executeTakeFirstOrThrow();
  return row.id;
}

/** A demo account signed in (a session made directly), calling the app. */
async function signedIn(loginId: string) {
  const session = await createSession(db, { userId: await userId(loginId), persistent: true, now: clock.now() });
  return <T>(options: InjectOptions) =>
    app
      .inject({
        ...options,
        cookies: { [SESSION_COOKIE]: session.token },
        headers: { [CSRF_HEADER]: session.csrfToken },
      })
      .then((response) => {
        expect(response.statusCode, `${options.url}: ${response.body.slice(0, 200)}`).toBe(200);
        return response.json() as T;
      });
}

async function studentIdOf(instId: string, studentNm: string) {
  const row = await db
    .selectFrom('students')
    .select('id')
    .where('inst_id', '=', instId)
    .where('student_nm', '=', studentNm)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What the demo data says, without its ids: the same `now` must give the same picture. */
async function picture() {
  const { rows: attendance } = await sql<Record<string, unknown>>`
    select i.inst_nm, c.class_nm, s.student_nm, a.attend_date, a.status, a.source, a.memo, a.marked_at,
           a.makeup_for_id is not null as made_up
      from attendance a join classes c on c.inst_id = a.inst_id and c.id = a.class_id
      join students s on s.inst_id = a.inst_id and s.id = a.student_id
      join institutes i on i.id = a.inst_id
     order by 1, 2, 3, 4`.execute(db);
  const { rows: visits } = await sql<Record<string, unknown>>`
    select s.student_nm, v.business_date, v.check_in_at, v.check_out_at,
           (select count(*) from desk_breaks b where b.inst_id = v.inst_id and b.visit_id = v.id) as breaks
      from desk_visits v join students s on s.inst_id = v.inst_id and s.id = v.student_id
     order by 1, 2, 3`.execute(db);
  const { rows: notices } = await sql<Record<string, unknown>>`
    select u.login_id, n.type, n.title, n.body, n.created_at, n.read_at is null as unread
      from notifications n join users u on u.id = n.user_id order by 1, 5, 2, 4`.execute(db);
  const pins = await db
    .selectFrom('students')
    .select(['student_nm', 'desk_pin', 'status', 'status_since'])
    .orderBy('student_nm')
    .orderBy('desk_pin')
    .execute();
  return { attendance, visits, notices, pins };
}

describe('seedDemoData', () => {
  it('creates the accounts, and the two academies with their members', async () => {
    expect(await seedDemoData(db, { now: THURSDAY, crypto })).toBe(true);
    const members = await db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .innerJoin('institutes', 'institutes.id', 'memberships.inst_id')
      .select(['institutes.inst_nm', 'users.login_id', 'memberships.relation_cd', 'memberships.auth_cd'])
      .execute();
    const of = (instNm: string) =>
      Object.fromEntries(members.filter((row) => row.inst_nm === instNm).map((row) => [row.login_id, row.relation_cd]));
    expect(of('한빛수학학원')).toEqual({
      director: '020',
      manager: '030',
      teacher: '050',
      teacher2: '050',
      parent: null,
      student: '010',
      student2: '010',
    });
    expect(of('새솔영어학원')).toEqual({ director2: '020', parent: null, student2: '010' });
    expect(members.find((row) => row.login_id === 'teacher2')?.auth_cd).toBe('020');

    const children = await db
      .selectFrom('family_links')
      .innerJoin('users as parent', 'parent.id', 'family_links.parent_user_id')
      .innerJoin('users as child', 'child.id', 'family_links.child_user_id')
      .select(['parent.login_id as parent', 'child.login_id as child'])
      .orderBy('child.login_id')
      .execute();
    expect(children).toEqual([
      { parent: 'parent', child: 'student' },
      { parent: 'parent', child: 'student2' },
    ]);

    const users = await db.selectFrom('users').select(['login_id', 'password_hash']).execute();
    expect(users.map((row) => row.login_id).sort()).toEqual(DEMO_ACCOUNTS.map((account) => account.loginId).sort());
    // One hash of the demo password for every account.
    expect(new Set(users.map((row) => row.password_hash)).size).toBe(1);
    expect(await verifyPassword(DEMO_PASSWORD, users[0]?.password_hash ?? '')).toBe(true);
    expect(await verifyPassword('wrong-password1', users[0]?.password_hash ?? '')).toBe(false);

    // Every demo account has its sign-up consents; the under-14 child's were given by her guardian.
    const consents = await db
      .selectFrom('user_consents')
      .innerJoin('users', 'users.id', 'user_consents.user_id')
      .select(['users.login_id', 'user_consents.consent_key', 'user_consents.given_by', 'user_consents.agreed'])
      .execute();
    expect(new Set(consents.map((row) => row.login_id)).size).toBe(DEMO_ACCOUNTS.length);
    const hers = consents.filter((row) => row.login_id === 'student2');
    expect(hers.every((row) => row.given_by === 'guardian')).toBe(true);
    expect(hers.some((row) => row.consent_key === 'guardian')).toBe(true);
    // She is not 14: as the sign-up's guardian path records, the age-14 box is not hers to tick.
    expect(hers.find((row) => row.consent_key === 'age14')?.agreed).toBe(false);
  });

  it('puts the students on the roll: the two children linked to their accounts and their mother, the others with guardians', async () => {
    const students = await db
      .selectFrom('students')
      .innerJoin('institutes', 'institutes.id', 'students.inst_id')
      .leftJoin('users', 'users.id', 'students.user_id')
      .select(['institutes.inst_nm', 'students.student_nm', 'students.status', 'users.login_id'])
      .execute();
    const hanbit = students.filter((row) => row.inst_nm === '한빛수학학원');
    expect(hanbit.map((row) => row.student_nm).sort()).toEqual(DEMO_STUDENTS.map((s) => s.studentNm).sort());
    const byName = Object.fromEntries(hanbit.map((row) => [row.student_nm, row]));
    expect(byName.최민준?.login_id).toBe('student');
    expect(byName.최서연?.login_id).toBe('student2');
    expect(hanbit.filter((row) => row.login_id === null)).toHaveLength(DEMO_STUDENTS.length - 2);
    expect(new Set(hanbit.map((row) => row.status))).toEqual(new Set(['enrolled', 'paused', 'left']));

    const guardians = await db
      .selectFrom('student_guardians')
      .innerJoin('students', (join) =>
        join
          .onRef('students.inst_id', '=', 'student_guardians.inst_id')
          .onRef('students.id', '=', 'student_guardians.student_id'),
      )
      .innerJoin('institutes', 'institutes.id', 'students.inst_id')
      .leftJoin('users', 'users.id', 'student_guardians.user_id')
      .select(['institutes.inst_nm', 'students.student_nm', 'users.login_id'])
      .execute();
    expect(guardians).toHaveLength(students.length);
    expect(
      guardians
        .filter((row) => row.login_id === 'parent')
        .map((row) => `${row.inst_nm} ${row.student_nm}`)
        .sort(),
    ).toEqual(['새솔영어학원 최서연', '한빛수학학원 최민준', '한빛수학학원 최서연']);

    // 휴원 and 퇴원 have their history, dated in the past.
    const changes = await db
      .selectFrom('student_status_changes')
      .innerJoin('students', (join) =>
        join
          .onRef('students.inst_id', '=', 'student_status_changes.inst_id')
          .onRef('students.id', '=', 'student_status_changes.student_id'),
      )
      .select(['students.student_nm', 'students.status_since', 'to_status', 'effective_date', 'reason'])
      .orderBy('students.student_nm')
      .execute();
    expect(changes.map((row) => [row.student_nm, row.to_status])).toEqual([
      ['강민서', 'paused'],
      ['윤시우', 'left'],
    ]);
    for (const change of changes) {
      expect(change.effective_date < '2026-11-19').toBe(true);
      expect(change.status_since).toBe(change.effective_date);
      expect(change.reason).not.toBeNull();
    }
    const choseong = await sql<{ c: string }>`
      select student_nm_choseong as c from students where student_nm = '최민준' limit 1`.execute(db);
    expect(choseong.rows[0]?.c).toBe('ㅊㅁㅈ');
  });

  it('gives every student a desk number, unique within the academy, from the mobile when there is one', async () => {
    const rows = await db.selectFrom('students').select(['inst_id', 'student_nm', 'mobile_no', 'desk_pin']).execute();
    expect(rows.every((row) => row.desk_pin !== null && /^\d{4}$/.test(row.desk_pin))).toBe(true);
    for (const instId of new Set(rows.map((row) => row.inst_id))) {
      const pins = rows.filter((row) => row.inst_id === instId).map((row) => row.desk_pin);
      expect(new Set(pins).size).toBe(pins.length);
    }
    expect(rows.filter((row) => row.student_nm === '최민준').map((row) => row.desk_pin)).toEqual(['6666']);
    expect(rows.filter((row) => row.student_nm === '최서연').map((row) => row.desk_pin)).toEqual(['7777', '7777']);
    expect(rows.some((row) => row.mobile_no === null)).toBe(true);
  });

  it('has classes on every day of the week with slots, teachers, tuitions (monthly and per round) and dated enrolments', async () => {
    const instId = await instIdOf('한빛수학학원');
    const lectures = await db
      .selectFrom('class_lectures')
      .innerJoin('classes', (join) =>
        join
          .onRef('classes.inst_id', '=', 'class_lectures.inst_id')
          .onRef('classes.id', '=', 'class_lectures.class_id'),
      )
      .innerJoin('class_teachers', (join) =>
        join
          .onRef('class_teachers.inst_id', '=', 'classes.inst_id')
          .onRef('class_teachers.class_id', '=', 'classes.id'),
      )
      .innerJoin('users', 'users.id', 'class_teachers.user_id')
      .select(['class_lectures.weekday', 'users.login_id', 'class_lectures.room'])
      .where('classes.inst_id', '=', instId)
      .execute();
    expect(new Set(lectures.map((row) => row.weekday))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    expect(new Set(lectures.filter((row) => row.login_id === 'teacher').map((row) => row.weekday))).toEqual(
      new Set([0, 1, 2, 3, 4, 5, 6]),
    );
    expect(lectures.some((row) => row.login_id === 'teacher2')).toBe(true);
    expect(lectures.every((row) => row.room)).toBe(true);

    const classes = await db
      .selectFrom('classes')
      .innerJoin('tuitions', (join) =>
        join.onRef('tuitions.inst_id', '=', 'classes.inst_id').onRef('tuitions.id', '=', 'classes.tuition_id'),
      )
      .select([
        'classes.class_tp_cd',
        'classes.pay_dt_tp_cd',
        'classes.show_yn',
        'classes.fixed',
        'tuitions.billing_unit',
      ])
      .where('classes.inst_id', '=', instId)
      .execute();
    expect(classes).toHaveLength(HANBIT_ACADEMY.classes.length);
    expect(new Set(classes.map((row) => row.billing_unit))).toEqual(new Set(['MONTH', 'ROUND']));
    expect(classes.every((row) => /^[YN](#[YN]){3}$/.test(row.show_yn))).toBe(true);
    // A per-round billing rule only with a per-round tuition; a 1:1 class holds one student.
    expect(classes.filter((row) => row.pay_dt_tp_cd === '030').every((row) => row.billing_unit === 'ROUND')).toBe(true);
    expect(classes.filter((row) => row.class_tp_cd === '020').every((row) => row.fixed === 1)).toBe(true);

    const enrolments = await db
      .selectFrom('class_students')
      .select(['start_date', 'end_date'])
      .where('inst_id', '=', instId)
      .execute();
    expect(enrolments.length).toBeGreaterThanOrEqual(DEMO_STUDENTS.length);
    expect(enrolments.some((row) => row.start_date <= addDays('2026-11-19', -70))).toBe(true);
    expect(enrolments.some((row) => row.end_date !== null)).toBe(true);
  });

  it('keeps eight weeks and more of attendance: present, late, absent, early leave and makeups linked to their absence', async () => {
    const rows = await db.selectFrom('attendance').select(['status', 'source', 'attend_date']).execute();
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['PRESENT', 'LATE', 'ABSENT', 'EARLY_LEAVE', 'MAKEUP']),
    );
    expect(new Set(rows.map((row) => row.source))).toEqual(new Set(['teacher', 'desk', 'auto']));
    expect(rows.some((row) => row.attend_date <= addDays('2026-11-19', -56))).toBe(true);
    expect(rows.filter((row) => row.status === 'PRESENT').length).toBeGreaterThan(rows.length / 2);

    const { rows: makeups } = await sql<{ ok: boolean; upcoming: boolean }>`
      select (a.id is not null and absence.status = 'ABSENT' and absence.class_id = x.class_id
              and absence.student_id = m.student_id and absence.attend_date < x.session_date
              and a.makeup_for_id = m.absence_id and a.class_id = x.class_id
              and a.attend_date = x.session_date and a.status = 'MAKEUP') as ok,
             x.session_date > '2026-11-19'::date as upcoming
        from class_sessions x
        join class_session_students m on m.inst_id = x.inst_id and m.session_id = x.id
        join attendance absence on absence.inst_id = m.inst_id and absence.id = m.absence_id
        left join attendance a on a.inst_id = x.inst_id and a.makeup_session_id = x.id and a.student_id = m.student_id
       where x.kind = 'makeup'`.execute(db);
    expect(makeups.filter((row) => !row.upcoming).length).toBeGreaterThan(0);
    expect(makeups.filter((row) => !row.upcoming).every((row) => row.ok)).toBe(true);
    // 최민준's latest absence has its makeup ahead: planned, not yet taken.
    expect(makeups.some((row) => row.upcoming)).toBe(true);

    // Nothing is marked after now, and a lesson of today not yet begun has no row.
    const { rows: late } = await sql<{ n: number }>`
      select count(*)::int as n from attendance where marked_at > ${THURSDAY}`.execute(db);
    expect(late[0]?.n).toBe(0);
    const { rows: visits } = await sql<{ n: number }>`
      select count(*)::int as n from desk_visits
       where check_in_at > ${THURSDAY} or check_out_at > ${THURSDAY}
          or (business_date < '2026-11-19' and check_out_at is null)`.execute(db);
    expect(visits[0]?.n).toBe(0);
  });

  it('marks today only the lessons already begun, the kiosk rows with their visits', async () => {
    const instId = await instIdOf('한빛수학학원');
    const { rows } = await sql<{ start_time: string; marked: number; desk: number; visited: number }>`
      select l.start_time::text,
             (select count(*)::int from attendance a where a.inst_id = c.inst_id and a.class_id = c.id
                 and a.attend_date = '2026-11-19') as marked,
             (select count(*)::int from attendance a where a.inst_id = c.inst_id and a.class_id = c.id
                 and a.attend_date = '2026-11-19' and a.source = 'desk') as desk,
             (select count(*)::int from attendance a
                join desk_visits v on v.inst_id = a.inst_id and v.student_id = a.student_id
                                  and v.business_date = a.attend_date
               where a.inst_id = c.inst_id and a.class_id = c.id and a.attend_date = '2026-11-19'
                 and a.source = 'desk') as visited
        from class_lectures l join classes c on c.inst_id = l.inst_id and c.id = l.class_id
       where l.inst_id = ${instId} and l.weekday = 4
       order by 1`.execute(db);
    // Thursday: 15:00 begun, 17:00 and 19:00 still to come at 16:30.
    expect(rows.map((row) => row.start_time)).toEqual(['15:00:00', '17:00:00', '19:00:00']);
    expect(rows[0]?.marked).toBeGreaterThan(0);
    expect(rows[0]?.desk).toBe(rows[0]?.visited);
    expect(rows.slice(1).every((row) => row.marked === 0)).toBe(true);
  });

  it('fills the bells: the parent’s attendance notices (read and unread), the director’s join request', async () => {
    const notices = await db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.user_id')
      .select(['users.login_id', 'notifications.type', 'notifications.title', 'notifications.read_at'])
      .execute();
    const parents = notices.filter((row) => row.login_id === 'parent');
    expect(new Set(parents.map((row) => row.type))).toEqual(
      new Set([
        'attendance-check-in',
        'attendance-check-out',
        'attendance-absent',
        'class-session-makeup',
        'notice',
        'bill-overdue',
      ]),
    );
    expect(parents.some((row) => row.read_at === null)).toBe(true);
    expect(parents.some((row) => row.read_at !== null)).toBe(true);
    expect(parents.some((row) => row.title.includes('새솔영어학원'))).toBe(true);
    // The bell lists by id: ids follow the order the notices happened in.
    const bell = await db
      .selectFrom('notifications')
      .select('created_at')
      .where('user_id', '=', await userId('parent'))
      .orderBy('id')
      .execute();
    const times = bell.map((row) => row.created_at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const director = notices.filter((row) => row.login_id === 'director');
    expect(director.filter((row) => row.type === 'join-request' && row.read_at === null)).toHaveLength(1);

    const requests = await db
      .selectFrom('join_requests')
      .innerJoin('users', 'users.id', 'join_requests.user_id')
      .select(['users.login_id', 'join_requests.status', 'join_requests.requested_role'])
      .execute();
    expect(requests).toEqual([{ login_id: 'newstudent', status: 'pending', requested_role: 'student' }]);
    const memos = await db.selectFrom('student_memos').select('memo_date').execute();
    expect(memos.length).toBeGreaterThan(3);
    expect(memos.every((row) => row.memo_date < '2026-11-19')).toBe(true);
  });

  it('gives the demo parent a registered card at each academy, paying its bills automatically', async () => {
    const parent = await signedIn('parent');
    const hanbit = await instIdOf(HANBIT_ACADEMY.instNm);
    const cards = await parent<{ myRegCardList: { cardId: string; cardCompany: string }[]; selectCard: string | null }>(
      { method: 'GET', url: `/api/insts/${hanbit}/cards` },
    );
    expect(cards.myRegCardList).toHaveLength(1);
    expect(cards.myRegCardList[0]?.cardCompany).toBe('신한');
    expect(cards.selectCard).toBe(cards.myRegCardList[0]?.cardId);
    // Its sealed billing key opens to a card the sandbox provider knows, under the parent's customer key.
    expect(await db.selectFrom('registered_cards').select('inst_id').execute()).toHaveLength(2);
    const card = await db
      .selectFrom('registered_cards')
      .select('billing_key_enc')
      .where('inst_id', '=', hanbit)
      .executeTakeFirstOrThrow();
    const billingKey = crypto.decrypt(card.billing_key_enc, BILLING_KEY_CONTEXT);
    const atProvider = await db
      .selectFrom('sandbox_billing_keys')
      .select(['customer_key', 'outcome'])
      .where('billing_key', '=', billingKey)
      .executeTakeFirstOrThrow();
    expect(atProvider).toEqual({ customer_key: customerKeyOf(crypto, await userId('parent')), outcome: 'approve' });
  });

  it('leaves a database that already has users alone', async () => {
    expect(await seedDemoData(db, { now: THURSDAY })).toBe(false);
    const users = await db.selectFrom('users').select(db.fn.countAll().as('count')).executeTakeFirstOrThrow();
    expect(Number(users.count)).toBe(DEMO_ACCOUNTS.length);
  });
});

describe('a living demo academy on any day', () => {
  // Monday 2026-11-16 … Sunday 2026-11-22, each at 16:30 in Seoul.
  const week = Array.from({ length: 7 }, (_, index) => addDays('2026-11-16', index));

  it.each(week)(
    'on %s the demo teacher has lessons, and the parent’s children have attendance and study time',
    async (date) => {
      const now = halfPastFour(date);
      clock.set(now);
      await resetDemoData(db, { now });
      const hanbit = await instIdOf('한빛수학학원');
      const saesol = await instIdOf('새솔영어학원');

      const asTeacher = await signedIn('teacher');
      const today = await asTeacher<TodayClassesResponse>({
        method: 'GET',
        url: `/api/insts/${hanbit}/attendance/today`,
      });
      expect(today.date).toBe(date);
      expect(today.classes.length).toBeGreaterThan(0);
      expect(today.classes.every((item) => item.teacherNms.includes('박강사'))).toBe(true);

      // On a weekday some of the academy's lessons are over or under way at 16:30 and some still to come.
      const asDirector = await signedIn('director');
      const all = await asDirector<TodayClassesResponse>({
        method: 'GET',
        url: `/api/insts/${hanbit}/attendance/today`,
      });
      const starts = all.classes.map((item) => item.session.startTime ?? '');
      if (weekdayOf(date) >= 1 && weekdayOf(date) <= 5) {
        expect(starts.some((start) => start <= '16:30')).toBe(true);
        expect(starts.some((start) => start > '16:30')).toBe(true);
      }

      const asParent = await signedIn('parent');
      const month = date.slice(0, 7);
      for (const [instId, studentNm] of [
        [hanbit, '최민준'],
        [hanbit, '최서연'],
        [saesol, '최서연'],
      ] as const) {
        const studentId = await studentIdOf(instId, studentNm);
        const history = await asParent<StudentHistoryResponse>({
          method: 'GET',
          url: `/api/insts/${instId}/attendance/students/${studentId}?month=${month}`,
        });
        expect(history.summary.total, `${studentNm} in ${month}`).toBeGreaterThan(0);
        expect(history.totalStudyMinutes, `${studentNm} in ${month}`).toBeGreaterThan(0);
      }
    },
  );

  it('is the same for the same moment, and starts afresh on reset', async () => {
    const now = halfPastFour('2026-11-18');
    clock.set(now);
    await resetDemoData(db, { now });
    const first = await picture();
    await resetDemoData(db, { now });
    const second = await picture();
    expect(second).toEqual(first);
    expect(first.attendance.length).toBeGreaterThan(300);
    const users = await db.selectFrom('users').select(db.fn.countAll().as('count')).executeTakeFirstOrThrow();
    expect(Number(users.count)).toBe(DEMO_ACCOUNTS.length);
    expect(await db.selectFrom('institutes').select('inst_nm').orderBy('inst_nm').execute()).toEqual([
      { inst_nm: SAESOL_ACADEMY.instNm },
      { inst_nm: HANBIT_ACADEMY.instNm },
    ]);
  });

  it('works at any hour: just after midnight on the first of a month nothing of the day is marked yet', async () => {
    const now = new Date('2026-12-01T00:05:00+09:00');
    clock.set(now);
    await resetDemoData(db, { now });
    const today = await db.selectFrom('attendance').select('id').where('attend_date', '>=', '2026-12-01').execute();
    expect(today).toEqual([]);
    const open = await db.selectFrom('desk_visits').select('id').where('check_out_at', 'is', null).execute();
    expect(open).toEqual([]);
    const history = await db.selectFrom('attendance').select('id').where('attend_date', '=', '2026-11-30').execute();
    expect(history.length).toBeGreaterThan(0);
  });
});
