import { statSync } from 'node:fs';
import { instantOn } from '@academy/domain/attendance/attendance.rules';
import { addDays, addMonths, type IsoDate } from '@academy/domain/calendar/calendar.rules';
import { type CheckResult, isLate } from '@academy/domain/homework/homework.rules';
import type { Insertable } from 'kysely';
import { sampleKeyOf, samplePath } from '../../platform/files/shipped-samples';
import { newId } from '../../platform/ids/new-id';
import type { DB } from '../database';
import type { SeededClass } from './demo-classes.seed';
import { insertRows } from './demo-insert';
import type { SeededAcademy } from './demo-roster.seed';
import { type DemoWorld, momentOn } from './demo-world';

/**
 * The homework of a demo academy (features/homework, decision 0057): assignments of the demo
 * student's class, given to everyone enrolled, that put 최민준 (the demo student, the demo parent's
 * child) in every status — 미제출 (open), 제출 (submitted), 늦은 제출 (late), 기한 지남 (missing),
 * 보완 요청 (revision) and 완료 (completed), one with a photo — and one of last month, completed,
 * for last month's report. The classmates' statuses vary by their place in the class, so the teacher
 * has submissions to check and the counts are not all alike.
 */

type Outcome = 'none' | 'onTime' | 'late' | CheckResult;

type DemoHomework = {
  classNm: string;
  title: string;
  instructions: string;
  /** Days from today (negative: past), at 22:00 in Seoul; `lastMonth`: the 20th of last month. */
  dueInDays: number | 'lastMonth';
  /** What 최민준 did. */
  minjun: Outcome;
  photo?: string;
  comment?: string;
};

const MINJUN = '최민준';

const HANBIT_HOMEWORK: readonly DemoHomework[] = [
  {
    classNm: '중3 수학 심화반',
    title: '지난 단원 복습 문제',
    instructions: '교재 30~33쪽 복습 문제를 풀어 오세요.',
    dueInDays: 'lastMonth',
    minjun: 'completed',
    comment: '꼼꼼하게 잘 풀었어요.',
  },
  {
    classNm: '중3 수학 심화반',
    title: '교과서 개념 정리',
    instructions: '이차함수의 정의와 그래프의 성질을 노트 한 쪽에 정리해 오세요.',
    dueInDays: -5,
    minjun: 'none',
  },
  {
    classNm: '중3 수학 심화반',
    title: '오답 노트 정리',
    instructions: '지난 단원평가에서 틀린 문제를 오답 노트에 정리하고 사진으로 올려 주세요.',
    dueInDays: -3,
    minjun: 'completed',
    photo: 'feed-worksheet.jpg',
    comment: '틀린 이유까지 잘 적었어요. 이대로 계속해요!',
  },
  {
    classNm: '중3 수학 심화반',
    title: '서술형 풀이 연습',
    instructions: '교재 48쪽 서술형 3문제를 풀이 과정과 함께 써 오세요.',
    dueInDays: -2,
    minjun: 'revision',
    comment: '2번 문제의 풀이 과정을 조금 더 자세히 써서 다시 올려 주세요.',
  },
  {
    classNm: '중3 수학 심화반',
    title: '단원 마무리 문제',
    instructions: '단원 마무리 문제 1~10번을 풀어 오세요.',
    dueInDays: -1,
    minjun: 'late',
  },
  {
    classNm: '중3 수학 심화반',
    title: '일차함수 복습',
    instructions: '일차함수 그래프 문제 5개를 풀어 오세요.',
    dueInDays: 1,
    minjun: 'onTime',
  },
  {
    classNm: '중3 수학 심화반',
    title: '이차함수 그래프 그리기',
    instructions: '모눈종이에 y = x² − 4x + 3 의 그래프를 그리고 꼭짓점과 축을 표시해 오세요.',
    dueInDays: 2,
    minjun: 'none',
  },
];

const HOMEWORK_BY_ACADEMY: Readonly<Record<string, readonly DemoHomework[]>> = { 한빛수학학원: HANBIT_HOMEWORK };

/** A classmate's outcome by their place in the class: a spread of every status. */
function classmateOutcome(index: number, past: boolean): Outcome {
  const outcomes: readonly Outcome[] = past
    ? ['completed', 'onTime', 'none', 'late', 'revision']
    : ['onTime', 'none', 'none', 'onTime'];
  return outcomes[index % outcomes.length] as Outcome;
}

function dueDateOf(world: DemoWorld, dueInDays: DemoHomework['dueInDays']): IsoDate {
  if (dueInDays === 'lastMonth') return addDays(addMonths(`${world.today.slice(0, 8)}01`, -1), 19);
  return addDays(world.today, dueInDays);
}

export async function writeDemoHomework(
  world: DemoWorld,
  seeded: SeededAcademy,
  classes: readonly SeededClass[],
): Promise<void> {
  const assignments = HOMEWORK_BY_ACADEMY[seeded.academy.instNm] ?? [];
  const { instId } = seeded;
  const rows = {
    homework: [] as Insertable<DB['homework']>[],
    assignees: [] as Insertable<DB['homework_assignees']>[],
    submissions: [] as Insertable<DB['homework_submissions']>[],
    uploads: [] as Insertable<DB['uploads']>[],
    files: [] as Insertable<DB['homework_files']>[],
  };
  for (const spec of assignments) {
    const cls = classes.find((one) => one.classNm === spec.classNm);
    if (!cls) throw new Error(`no demo class ${spec.classNm}`);
    const dueDate = dueDateOf(world, spec.dueInDays);
    // 22:00 in Seoul, kept when ahead of now (a due time may be in the future).
    const dueAt = instantOn(dueDate, '22:00');
    const givenAt = momentOn(world, addDays(dueDate, -4), '21:00');
    const homeworkId = newId();
    rows.homework.push({
      inst_id: instId,
      id: homeworkId,
      class_id: cls.id,
      title: spec.title,
      instructions: spec.instructions,
      due_at: dueAt,
      created_by: cls.teacherId,
      created_at: givenAt,
      updated_at: givenAt,
    });
    const enrolled = await world.db
      .selectFrom('class_students as cs')
      .innerJoin('students as s', (join) =>
        join.onRef('s.inst_id', '=', 'cs.inst_id').onRef('s.id', '=', 'cs.student_id'),
      )
      .leftJoin('student_guardians as g', (join) =>
        join.onRef('g.inst_id', '=', 's.inst_id').onRef('g.student_id', '=', 's.id'),
      )
      .select(['s.id', 's.student_nm', 's.user_id', 'g.user_id as guardian_user_id'])
      .distinctOn(['s.student_nm', 's.id'])
      .where('cs.inst_id', '=', instId)
      .where('cs.class_id', '=', cls.id)
      .where('cs.start_date', '<=', addDays(dueDate, -4))
      .where((eb) => eb.or([eb('cs.end_date', 'is', null), eb('cs.end_date', '>=', addDays(dueDate, -4))]))
      .orderBy('s.student_nm')
      .orderBy('s.id')
      .execute();
    const past = dueAt.getTime() < world.now.getTime();
    enrolled.forEach((student, index) => {
      const outcome = student.student_nm === MINJUN ? spec.minjun : classmateOutcome(index, past);
      const assignee: Insertable<DB['homework_assignees']> = {
        inst_id: instId,
        homework_id: homeworkId,
        student_id: student.id,
      };
      rows.assignees.push(assignee);
      if (outcome === 'none') return;
      // On time: the evening before the due time; late: the morning after it (never after now).
      const submittedAt =
        outcome === 'late'
          ? momentOn(world, addDays(dueDate, 1), '07:30')
          : momentOn(world, addDays(dueDate, -1), `${19 + (index % 3)}:1${index % 6}`);
      const checked = outcome === 'completed' || outcome === 'revision';
      const submissionId = newId();
      rows.submissions.push({
        inst_id: instId,
        id: submissionId,
        homework_id: homeworkId,
        student_id: student.id,
        version: 1,
        text: student.student_nm === MINJUN ? '풀었습니다. 확인 부탁드려요.' : '다 했어요.',
        submitted_by: student.user_id ?? student.guardian_user_id,
        submitted_at: submittedAt,
        late: isLate(dueAt, submittedAt),
        check_result: checked ? (outcome as CheckResult) : null,
        check_comment: checked ? (student.student_nm === MINJUN ? (spec.comment ?? null) : '확인했어요.') : null,
        checked_at: checked ? new Date(Math.min(submittedAt.getTime() + 3 * 3_600_000, world.now.getTime())) : null,
        checked_by: checked ? cls.teacherId : null,
      });
      Object.assign(assignee, {
        first_submitted_at: submittedAt,
        latest_submission_id: submissionId,
        submission_cnt: 1,
        check_result: checked ? outcome : null,
        // Handed in before the reminder: none went; a past one counts as sent.
        reminded_at: past ? dueAt : null,
      });
      const file = student.student_nm === MINJUN && spec.photo ? samplePath(spec.photo) : null;
      if (spec.photo && file) {
        const uploadId = newId();
        const size = statSync(file).size;
        rows.uploads.push({
          id: uploadId,
          owner_user_id: student.user_id,
          inst_id: instId,
          purpose: 'homework-submission',
          original_nm: spec.photo,
          content_type: 'image/jpeg',
          size_bytes: size,
          storage_key: sampleKeyOf(uploadId, spec.photo),
          signup_trans_id: null,
          created_at: submittedAt,
          attached_at: submittedAt,
        });
        rows.files.push({
          inst_id: instId,
          upload_id: uploadId,
          phone_upload_id: null,
          uploader_user_id: student.user_id ?? cls.teacherId,
          purpose: 'homework-submission',
          homework_id: null,
          submission_id: submissionId,
          kind: 'image',
          original_nm: spec.photo,
          content_type: 'image/jpeg',
          size_bytes: size,
          width: 480,
          height: 360,
          sort_order: 0,
          created_at: submittedAt,
        });
      }
    });
  }
  await insertRows(world.db, 'homework', rows.homework);
  await insertRows(world.db, 'homework_assignees', rows.assignees);
  await insertRows(world.db, 'homework_submissions', rows.submissions);
  await insertRows(world.db, 'uploads', rows.uploads);
  await insertRows(world.db, 'homework_files', rows.files);
}
