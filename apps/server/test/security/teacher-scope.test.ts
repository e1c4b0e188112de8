import { describe, expect, it } from 'vitest';
import { classBody, createClassAs } from '../../src/features/classes/classes.test-helpers';
import { openAcademy, person, studentRecord } from '../../src/features/institute/institute.fixtures';
import { fixedClock } from '../../src/platform/clock';
import { createInvite } from '../../src/platform/invites/invites';
import { createTestApp } from '../test-app';
import { createTestDatabase } from '../test-database';

/**
 * "Teachers see only their students" (SPEC §6) attacked from the inside: a teacher who creates a
 * class, lists every student in the enrolment picker and enrols them to read their records, and a
 * class creator who fishes a live staff-invitation code out of the class wizard.
 */

const { db } = await createTestDatabase();
// Sunday 2026-11-22, 12:00 in Seoul.
const clock = fixedClock('2026-11-22T03:00:00Z');
const app = await createTestApp(db, { clock });

const { director, instId } = await openAcademy(app, db);
const classesUrl = `/api/insts/${instId}/classes`;
const asDirector = { userId: director.id, inject: director.session.inject };

// A teacher joins with the director's invitation, holding what every new teacher holds.
const teacher = await person(app, db, '박강사');
const teacherInvite = await createInvite(db, {
  instId,
  purpose: 'staff',
  relationCd: '050',
  targetNm: '박강사',
  createdBy: director.id,
  now: clock.now(),
});
const joined = await teacher.session.inject({ method: 'POST', url: `/api/invites/${teacherInvite.code}/accept` });
if (joined.statusCode !== 200) throw new Error(`teacher join: ${joined.statusCode} ${joined.body}`);
const asTeacher = { userId: teacher.id, inject: teacher.session.inject };

const ownClass = await createClassAs(asDirector, instId, classBody(teacher.id));
const stranger = await studentRecord(db, instId, {
  studentNm: '한다른',
  guardians: [{ guardianNm: '한보호', mobileNo: '01033334444' }],
});
await db.updateTable('students').set({ memo: '상담 메모: 가정 사정' }).where('id', '=', stranger.studentId).execute();

async function grantTeacher(authCd: string) {
  await db
    .updateTable('memberships')
    .set({ auth_cd: authCd })
    .where('inst_id', '=', instId)
    .where('user_id', '=', teacher.id)
    .execute();
}

const count = async (table: 'classes' | 'invites' | 'class_students') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('inst_id', '=', instId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a new teacher', () => {
  it('joins holding no codes, so cannot create a class, list the academy’s students or enrol them', async () => {
    const membership = await db
      .selectFrom('memberships')
      .select('auth_cd')
      .where('inst_id', '=', instId)
      .where('user_id', '=', teacher.id)
      .executeTakeFirstOrThrow();
    expect(membership.auth_cd).toBe('');

    const before = { classes: await count('classes'), enrolments: await count('class_students') };
    const created = await asTeacher.inject({ method: 'POST', url: classesUrl, payload: classBody(teacher.id) });
    expect(created.statusCode).toBe(403);
    const picker = await asTeacher.inject({ method: 'GET', url: `${classesUrl}/${ownClass}/student-candidates` });
    expect(picker.statusCode).toBe(403);
    expect(picker.body).not.toContain('한다른');
    const enrolled = await asTeacher.inject({
      method: 'POST',
      url: `${classesUrl}/${ownClass}/students`,
      payload: { studentIds: [stranger.studentId], startDate: '2026-11-23' },
    });
    expect(enrolled.statusCode).toBe(403);
    expect({ classes: await count('classes'), enrolments: await count('class_students') }).toEqual(before);

    const record = await asTeacher.inject({
      method: 'GET',
      url: `/api/insts/${instId}/students/${stranger.studentId}`,
    });
    expect(record.statusCode).toBe(404);
    expect(record.body).not.toContain('01033334444');
  });

  it('still sees and works the class the director assigned', async () => {
    const detail = await asTeacher.inject({ method: 'GET', url: `${classesUrl}/${ownClass}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().abilities).toEqual({ canEdit: true, canEnrol: false, canClose: false });
  });
});

describe('a teacher the director granted 수업 관리 (020)', () => {
  it('picks students by name, school and grade only, and every enrolment is audited', async () => {
    await grantTeacher('020');
    const picker = await asTeacher.inject({ method: 'GET', url: `${classesUrl}/${ownClass}/student-candidates` });
    expect(picker.statusCode).toBe(200);
    const shown = picker.json().students.find((row: { studentId: string }) => row.studentId === stranger.studentId);
    expect(Object.keys(shown).sort()).toEqual(['gradeYear', 'schoolNm', 'status', 'studentId', 'studentNm']);
    for (const secret of ['01033334444', '한보호', '상담 메모', '2012-04-09'])
      expect(picker.body).not.toContain(secret);

    const enrolled = await asTeacher.inject({
      method: 'POST',
      url: `${classesUrl}/${ownClass}/students`,
      payload: { studentIds: [stranger.studentId], startDate: '2026-11-23' },
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'target'])
      .where('inst_id', '=', instId)
      .where('action', '=', 'class.enrol')
      .execute();
    expect(audit).toEqual([expect.objectContaining({ actor_user_id: teacher.id, target: `class:${ownClass}` })]);
  });

  it('cannot invite staff through the class wizard, nor read a live invitation’s code there', async () => {
    const live = await createInvite(db, {
      instId,
      purpose: 'staff',
      relationCd: '050',
      targetNm: '정새봄',
      targetMobileNo: '01077771234',
      createdBy: director.id,
      now: clock.now(),
    });
    const before = { classes: await count('classes'), invites: await count('invites') };
    for (const newTeacher of [
      { name: '정새봄', number: '01077771234' },
      { name: '유새잎', number: '01088881234' },
    ]) {
      const response = await asTeacher.inject({
        method: 'POST',
        url: classesUrl,
        payload: classBody(null, { newTeacher }),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('CLASS_TEACHER_INVITE_FORBIDDEN');
      expect(response.body).not.toContain(live.code);
    }
    expect({ classes: await count('classes'), invites: await count('invites') }).toEqual(before);

    // With 직원 등록·수정 (032) as well, the same wizard invites.
    await grantTeacher('020#030#031#032');
    const invited = await asTeacher.inject({
      method: 'POST',
      url: classesUrl,
      payload: classBody(null, { newTeacher: { name: '유새잎', number: '01088881234' } }),
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().teacherInvite.code).toMatch(/^[A-Z2-9]{8}$/);
  });
});
