import { shiftIsoMonth } from '@academy/domain/format/format.business-date';
import { reportPeriod } from '@academy/domain/reports/reports.rules';
import { composeMonthly } from '../../features/reports/reports.content';
import { enrolledStudents } from '../../features/reports/reports.queries';
import { newId } from '../../platform/ids/new-id';
import { DEMO_INSTITUTE } from './demo-academies.data';
import type { SeededClass } from './demo-classes.seed';
import type { SeededAcademy } from './demo-roster.seed';
import { type DemoWorld, momentOn, userOf } from './demo-world';

/**
 * The learning reports of the demo academy (features/reports, decision 0055), composed from the
 * demo's own attendance, kiosk visits, grades and homework (so this runs after their seeds): last
 * month's reports of 중3 수학 심화반 written and sent on the first day of this month, 최민준's opened by
 * the demo parent; those of 초등 사고력 수학 composed but still drafts without a comment, so the demo
 * teacher's home has reports to write.
 */

const SENT_CLASS = '중3 수학 심화반';
const DRAFT_CLASS = '초등 사고력 수학';

const COMMENTS = [
  '이번 달에는 이차함수 단원을 꼼꼼하게 정리했습니다. 그래프의 꼭짓점과 축을 스스로 찾아내는 힘이 생겼어요. 다음 달에는 서술형 풀이 과정을 빠짐없이 쓰는 연습을 함께 하겠습니다.',
  '숙제를 성실하게 제출했고 오답 노트도 꾸준히 정리하고 있습니다. 계산 실수를 줄이기 위해 검산 습관을 들이는 중이에요.',
  '수업 시간에 질문이 많아져 이해의 폭이 넓어지고 있습니다. 심화 문제에 도전하는 자세가 좋아요. 다음 달에도 지금처럼 함께해요.',
];

export async function writeDemoReports(
  world: DemoWorld,
  seeded: SeededAcademy,
  classes: readonly SeededClass[],
): Promise<void> {
  if (seeded.academy.instNm !== DEMO_INSTITUTE.instNm) return;
  const { db } = world;
  const month = shiftIsoMonth(world.today.slice(0, 7), -1);
  const { from, to } = reportPeriod(month);
  const sentAt = momentOn(world, `${world.today.slice(0, 7)}-01`, '10:00');
  const readAt = momentOn(world, `${world.today.slice(0, 7)}-01`, '21:10');
  const parentId = userOf(world, 'parent');
  const studentUserId = userOf(world, 'student');

  for (const cls of classes.filter((c) => c.classNm === SENT_CLASS || c.classNm === DRAFT_CLASS)) {
    const send = cls.classNm === SENT_CLASS;
    const teacher = await db.selectFrom('users').select('user_nm').where('id', '=', cls.teacherId).executeTakeFirst();
    const students = await enrolledStudents(db, seeded.instId, cls.id, from, to).execute();
    for (const [index, student] of students.entries()) {
      const content = await composeMonthly(db, {
        instId: seeded.instId,
        studentId: student.studentId,
        classId: cls.id,
        month,
        now: world.now,
        names: {
          instNm: seeded.academy.instNm,
          studentNm: student.studentNm,
          className: cls.classNm,
          teacherNm: teacher?.user_nm ?? null,
        },
      });
      const id = newId();
      const composedAt = momentOn(world, `${world.today.slice(0, 7)}-01`, '09:00');
      await db
        .insertInto('learning_reports')
        .values({
          inst_id: seeded.instId,
          id,
          kind: 'monthly',
          student_id: student.studentId,
          class_id: cls.id,
          month,
          status: send ? 'sent' : 'draft',
          content: JSON.stringify(content),
          comment: send ? `${student.studentNm} 학생은 ${COMMENTS[index % COMMENTS.length]}` : null,
          comment_draft: null,
          teacher_user_id: cls.teacherId,
          composed_at: composedAt,
          sent_at: send ? sentAt : null,
          sent_by: send ? cls.teacherId : null,
          created_at: composedAt,
          updated_at: send ? sentAt : composedAt,
        })
        .execute();
      if (!send) continue;
      const family = await db
        .selectFrom('students')
        .select('user_id')
        .where('inst_id', '=', seeded.instId)
        .where('id', '=', student.studentId)
        .executeTakeFirst();
      // The demo child's report: opened by the demo parent (the demo student has not looked yet).
      if (family?.user_id === studentUserId)
        await db
          .insertInto('learning_report_reads')
          .values({
            inst_id: seeded.instId,
            report_id: id,
            user_id: parentId,
            first_read_at: readAt,
            last_read_at: readAt,
          })
          .execute();
    }
  }
}
