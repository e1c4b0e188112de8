import { formatScore } from '@academy/domain/grades/grades.rules';
import { assigneeStatus, CHECK_RESULT_LABELS, HOMEWORK_STATUS_LABELS } from '@academy/domain/homework/homework.rules';
import { REPORT_KIND_LABELS, REPORT_ROW_STATUS_LABELS } from '@academy/domain/reports/reports.rules';
import { sql } from 'kysely';
import { ofInst } from '../../platform/tenancy/of-inst';
import { defineArea } from './export-columns';

/**
 * The academy's learning records: grades (each test of a class, each student's score, and whether
 * ranks are shown), homework (each assignment, whom it was given to with their status, every version
 * handed in with the teacher's check, and the files of both), learning reports (each report with the
 * teacher's comment, and who opened it) and study materials (each material with its folder, tags and
 * files, and who downloaded which file on which day). Files are listed by their details; their bytes
 * stay in the app, as with every file of the academy. A report's composed snapshot (the attendance,
 * grades and homework it was written from) is not exported: those records are in their own sheets,
 * and the columns carry no structured value in the JSON only; the runs that composed reports
 * (`learning_report_batches`) are the app's own progress, not records, and stay out too.
 */

const GRADE_TEST_STATUS_LABELS = { published: '공개', draft: '비공개' } as const;
const FILE_KIND_LABELS = { image: '사진', media: '동영상', document: '문서' } as const;
const HOMEWORK_FILE_PURPOSE_LABELS = { 'homework-file': '숙제 자료', 'homework-submission': '제출 파일' } as const;

/** A test's sections in words: `객관식 60점, 서술형 40점`. */
const sectionsText = (sections: readonly { name: string; maxScore: number }[]) =>
  sections.map((section) => `${section.name} ${formatScore(section.maxScore)}점`).join(', ');

/** A score as a number (PostgreSQL's `numeric` arrives as text), null when none was entered. */
const scoreOf = (value: string | number | null) => (value === null ? null : Number(value));

export const gradeTestsArea = defineArea(
  'gradeTests',
  (db, { instId }) =>
    db
      .selectFrom('grade_tests as t')
      .innerJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 't.inst_id').onRef('c.id', '=', 't.class_id'))
      .leftJoin('users as p', 'p.id', 't.published_by')
      .leftJoin('users as w', 'w.id', 't.created_by')
      .select([
        't.id',
        't.class_id',
        'c.class_nm',
        't.name',
        't.subject',
        't.test_date',
        't.max_score',
        't.sections',
        't.published_at',
        'p.user_nm as published_by_nm',
        'w.user_nm as created_by_nm',
        't.created_at',
        't.updated_at',
      ])
      .where(ofInst(instId, 't'))
      .orderBy('t.test_date')
      .orderBy('t.created_at')
      .orderBy('t.id'),
  (c) => [
    c.jsonOnly('testId', '시험 ID', (row) => row.id),
    c.jsonOnly('classId', '반 ID', (row) => row.class_id),
    c.text('classNm', '반', 20, (row) => row.class_nm),
    c.text('name', '시험 이름', 24, (row) => row.name),
    c.text('subject', '과목', 10, (row) => row.subject),
    c.date('testDate', '시험일', (row) => row.test_date),
    c.number('maxScore', '만점', 8, (row) => scoreOf(row.max_score)),
    c.shown('sections', '영역별 만점', 24, (row) => row.sections, sectionsText),
    c.coded(
      'status',
      '학부모에게 공개',
      10,
      (row) => (row.published_at ? 'published' : 'draft'),
      GRADE_TEST_STATUS_LABELS,
    ),
    c.instant('publishedAt', '공개 일시', (row) => row.published_at),
    c.text('publishedByNm', '공개한 사람', 12, (row) => row.published_by_nm),
    c.text('createdByNm', '만든 사람', 12, (row) => row.created_by_nm),
    c.instant('createdAt', '만든 일시', (row) => row.created_at),
    c.instant('updatedAt', '수정일시', (row) => row.updated_at),
  ],
);

export const gradeScoresArea = defineArea(
  'gradeScores',
  (db, { instId }) =>
    db
      .selectFrom('grade_scores as s')
      .innerJoin('grade_tests as t', (join) =>
        join.onRef('t.inst_id', '=', 's.inst_id').onRef('t.id', '=', 's.grade_id'),
      )
      .innerJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 't.inst_id').onRef('c.id', '=', 't.class_id'))
      .innerJoin('students as st', (join) =>
        join.onRef('st.inst_id', '=', 's.inst_id').onRef('st.id', '=', 's.student_id'),
      )
      .leftJoin('users as u', 'u.id', 's.updated_by')
      .select([
        's.grade_id',
        't.name',
        't.subject',
        't.test_date',
        't.max_score',
        'c.class_nm',
        's.student_id',
        'st.student_nm',
        's.score',
        's.absent',
        's.section_scores',
        'u.user_nm as updated_by_nm',
        's.updated_at',
      ])
      .where(ofInst(instId, 's'))
      .orderBy('t.test_date')
      .orderBy('t.created_at')
      .orderBy('s.grade_id')
      .orderBy('st.student_nm')
      .orderBy('s.student_id'),
  (c) => [
    c.jsonOnly('testId', '시험 ID', (row) => row.grade_id),
    c.text('testNm', '시험', 24, (row) => row.name),
    c.date('testDate', '시험일', (row) => row.test_date),
    c.text('subject', '과목', 10, (row) => row.subject),
    c.text('classNm', '반', 20, (row) => row.class_nm),
    c.jsonOnly('studentId', '원생 ID', (row) => row.student_id),
    c.text('studentNm', '원생', 12, (row) => row.student_nm),
    c.number('score', '점수', 8, (row) => scoreOf(row.score)),
    c.number('maxScore', '만점', 8, (row) => scoreOf(row.max_score)),
    c.flag('absent', '결시', (row) => row.absent),
    c.shown(
      'sectionScores',
      '영역별 점수',
      20,
      (row) => row.section_scores,
      (scores) => scores.map((score) => (score === null ? '-' : formatScore(score))).join(', '),
    ),
    c.text('updatedByNm', '입력한 사람', 12, (row) => row.updated_by_nm),
    c.instant('updatedAt', '입력 일시', (row) => row.updated_at),
  ],
);

/** The academy's choice about ranks, one row whether or not it was ever changed (no row: not shown). */
export const gradeSettingsArea = defineArea(
  'gradeSettings',
  (db, { instId }) =>
    db
      .selectFrom('institutes as i')
      .leftJoin('grade_settings as g', (join) => join.onRef('g.inst_id', '=', 'i.id').on(ofInst(instId, 'g')))
      .select([sql<boolean>`coalesce(g.show_rank, false)`.as('show_rank'), 'g.updated_at'])
      .where('i.id', '=', instId),
  (c) => [
    c.flag('showRank', '등수 공개', (row) => row.show_rank),
    c.instant('updatedAt', '변경 일시', (row) => row.updated_at),
  ],
);

export const homeworkArea = defineArea(
  'homework',
  (db, { instId }) =>
    db
      .selectFrom('homework as h')
      .innerJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'h.inst_id').onRef('c.id', '=', 'h.class_id'))
      .leftJoin('users as w', 'w.id', 'h.created_by')
      .select([
        'h.id',
        'h.class_id',
        'c.class_nm',
        'h.title',
        'h.instructions',
        'h.due_at',
        'w.user_nm as created_by_nm',
        'h.created_at',
        'h.updated_at',
      ])
      .where(ofInst(instId, 'h'))
      .orderBy('h.due_at')
      .orderBy('h.created_at')
      .orderBy('h.id'),
  (c) => [
    c.jsonOnly('homeworkId', '숙제 ID', (row) => row.id),
    c.jsonOnly('classId', '반 ID', (row) => row.class_id),
    c.text('classNm', '반', 20, (row) => row.class_nm),
    c.text('title', '제목', 24, (row) => row.title),
    c.text('instructions', '안내', 40, (row) => row.instructions),
    c.instant('dueAt', '마감 일시', (row) => row.due_at),
    c.text('createdByNm', '낸 사람', 12, (row) => row.created_by_nm),
    c.instant('createdAt', '낸 일시', (row) => row.created_at),
    c.instant('updatedAt', '수정일시', (row) => row.updated_at),
  ],
);

/**
 * Whom each assignment was given to, with their status when the export read it (미제출 turns
 * with the clock, as in the app): the stored facts are beside it.
 */
export const homeworkAssigneesArea = defineArea(
  'homeworkAssignees',
  (db, { instId, at }) =>
    db
      .selectFrom('homework_assignees as a')
      .innerJoin('homework as h', (join) =>
        join.onRef('h.inst_id', '=', 'a.inst_id').onRef('h.id', '=', 'a.homework_id'),
      )
      .innerJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'h.inst_id').onRef('c.id', '=', 'h.class_id'))
      .innerJoin('students as st', (join) =>
        join.onRef('st.inst_id', '=', 'a.inst_id').onRef('st.id', '=', 'a.student_id'),
      )
      .select([
        'a.homework_id',
        'h.title',
        'c.class_nm',
        'h.due_at',
        'a.student_id',
        'st.student_nm',
        'a.first_submitted_at',
        'a.latest_submission_id',
        'a.submission_cnt',
        'a.check_result',
        'a.reminded_at',
        sql<Date>`${at}::timestamptz`.as('read_at'),
      ])
      .where(ofInst(instId, 'a'))
      .orderBy('h.due_at')
      .orderBy('h.created_at')
      .orderBy('a.homework_id')
      .orderBy('st.student_nm')
      .orderBy('a.student_id'),
  (c) => [
    c.jsonOnly('homeworkId', '숙제 ID', (row) => row.homework_id),
    c.text('homeworkTitle', '숙제', 24, (row) => row.title),
    c.text('classNm', '반', 20, (row) => row.class_nm),
    c.instant('dueAt', '마감 일시', (row) => row.due_at),
    c.jsonOnly('studentId', '원생 ID', (row) => row.student_id),
    c.text('studentNm', '원생', 12, (row) => row.student_nm),
    c.coded(
      'status',
      '상태 (내보낸 때)',
      10,
      (row) =>
        assigneeStatus(
          {
            dueAt: new Date(row.due_at),
            firstSubmittedAt: row.first_submitted_at === null ? null : new Date(row.first_submitted_at),
            checkResult: row.check_result,
          },
          new Date(row.read_at),
        ),
      HOMEWORK_STATUS_LABELS,
    ),
    c.instant('firstSubmittedAt', '처음 제출 일시', (row) => row.first_submitted_at),
    c.number('submissionCount', '제출 횟수', 8, (row) => row.submission_cnt),
    c.jsonOnly('latestSubmissionId', '마지막 제출 ID', (row) => row.latest_submission_id),
    c.coded('checkResult', '확인 결과', 10, (row) => row.check_result, CHECK_RESULT_LABELS),
    c.instant('remindedAt', '마감 알림 일시', (row) => row.reminded_at),
  ],
);

/** Every version handed in (older ones too: the history of a 보완 요청), with the teacher's check of it. */
export const homeworkSubmissionsArea = defineArea(
  'homeworkSubmissions',
  (db, { instId }) =>
    db
      .selectFrom('homework_submissions as s')
      .innerJoin('homework as h', (join) =>
        join.onRef('h.inst_id', '=', 's.inst_id').onRef('h.id', '=', 's.homework_id'),
      )
      .innerJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'h.inst_id').onRef('c.id', '=', 'h.class_id'))
      .innerJoin('students as st', (join) =>
        join.onRef('st.inst_id', '=', 's.inst_id').onRef('st.id', '=', 's.student_id'),
      )
      .leftJoin('users as b', 'b.id', 's.submitted_by')
      .leftJoin('users as k', 'k.id', 's.checked_by')
      .select([
        's.id',
        's.homework_id',
        'h.title',
        'c.class_nm',
        's.student_id',
        'st.student_nm',
        's.version',
        's.text',
        'b.user_nm as submitted_by_nm',
        's.submitted_at',
        's.late',
        's.check_result',
        's.check_comment',
        's.checked_at',
        'k.user_nm as checked_by_nm',
      ])
      .where(ofInst(instId, 's'))
      .orderBy('h.due_at')
      .orderBy('h.created_at')
      .orderBy('s.homework_id')
      .orderBy('st.student_nm')
      .orderBy('s.student_id')
      .orderBy('s.version'),
  (c) => [
    c.jsonOnly('submissionId', '제출 ID', (row) => row.id),
    c.jsonOnly('homeworkId', '숙제 ID', (row) => row.homework_id),
    c.text('homeworkTitle', '숙제', 24, (row) => row.title),
    c.text('classNm', '반', 20, (row) => row.class_nm),
    c.jsonOnly('studentId', '원생 ID', (row) => row.student_id),
    c.text('studentNm', '원생', 12, (row) => row.student_nm),
    c.number('version', '제출 차례', 8, (row) => row.version),
    c.text('text', '제출 내용', 40, (row) => row.text),
    c.text('submittedByNm', '제출한 사람', 12, (row) => row.submitted_by_nm),
    c.instant('submittedAt', '제출 일시', (row) => row.submitted_at),
    c.flag('late', '늦은 제출', (row) => row.late),
    c.coded('checkResult', '확인 결과', 10, (row) => row.check_result, CHECK_RESULT_LABELS),
    c.text('checkComment', '선생님 코멘트', 30, (row) => row.check_comment),
    c.instant('checkedAt', '확인 일시', (row) => row.checked_at),
    c.text('checkedByNm', '확인한 사람', 12, (row) => row.checked_by_nm),
  ],
);

/** An assignment's attachments and a version's hand-ins (and those uploaded but not saved yet). */
export const homeworkFilesArea = defineArea(
  'homeworkFiles',
  (db, { instId }) =>
    db
      .selectFrom('homework_files as f')
      .leftJoin('homework_submissions as s', (join) =>
        join.onRef('s.inst_id', '=', 'f.inst_id').onRef('s.id', '=', 'f.submission_id'),
      )
      .leftJoin('homework as h', (join) =>
        join.onRef('h.inst_id', '=', 'f.inst_id').on(sql<boolean>`h.id = coalesce(f.homework_id, s.homework_id)`),
      )
      .leftJoin('students as st', (join) =>
        join.onRef('st.inst_id', '=', 's.inst_id').onRef('st.id', '=', 's.student_id'),
      )
      .innerJoin('users as u', 'u.id', 'f.uploader_user_id')
      .select([
        'f.upload_id',
        'f.phone_upload_id',
        'f.purpose',
        'h.id as homework_id',
        'h.title',
        'f.submission_id',
        'st.student_nm',
        's.version',
        'f.kind',
        'f.original_nm',
        'f.content_type',
        'f.size_bytes',
        'f.width',
        'f.height',
        'f.sort_order',
        'u.user_nm as uploader_nm',
        'f.created_at',
      ])
      .where(ofInst(instId, 'f'))
      .orderBy('f.created_at')
      .orderBy('f.upload_id'),
  (c) => [
    c.jsonOnly('fileId', '파일 ID', (row) => row.upload_id),
    c.jsonOnly('phoneFileId', '휴대폰용 사본 파일 ID', (row) => row.phone_upload_id),
    c.coded('purpose', '구분', 10, (row) => row.purpose, HOMEWORK_FILE_PURPOSE_LABELS),
    c.jsonOnly('homeworkId', '숙제 ID', (row) => row.homework_id),
    c.text('homeworkTitle', '숙제', 24, (row) => row.title),
    c.jsonOnly('submissionId', '제출 ID', (row) => row.submission_id),
    c.text('studentNm', '제출한 원생', 12, (row) => row.student_nm),
    c.number('version', '제출 차례', 8, (row) => row.version),
    c.coded('kind', '종류', 8, (row) => row.kind, FILE_KIND_LABELS),
    c.text('originalNm', '파일 이름', 24, (row) => row.original_nm),
    c.text('contentType', '형식', 12, (row) => row.content_type),
    c.number('sizeBytes', '크기(바이트)', 12, (row) => Number(row.size_bytes)),
    c.number('width', '가로(픽셀)', 9, (row) => row.width),
    c.number('height', '세로(픽셀)', 9, (row) => row.height),
    c.number('sortOrder', '순서', 6, (row) => row.sort_order),
    c.text('uploaderNm', '올린 사람', 12, (row) => row.uploader_nm),
    c.instant('createdAt', '올린 일시', (row) => row.created_at),
  ],
);

export const learningReportsArea = defineArea(
  'learningReports',
  (db, { instId }) =>
    db
      .selectFrom('learning_reports as r')
      .innerJoin('students as st', (join) =>
        join.onRef('st.inst_id', '=', 'r.inst_id').onRef('st.id', '=', 'r.student_id'),
      )
      .leftJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'r.inst_id').onRef('c.id', '=', 'r.class_id'))
      .leftJoin('users as t', 't.id', 'r.teacher_user_id')
      .leftJoin('users as b', 'b.id', 'r.sent_by')
      .select([
        'r.id',
        'r.kind',
        'r.month',
        'r.student_id',
        'st.student_nm',
        'r.class_id',
        'c.class_nm',
        'r.status',
        'r.comment',
        'r.comment_draft',
        'r.birthday_message',
        't.user_nm as teacher_nm',
        'r.composed_at',
        'r.sent_at',
        'b.user_nm as sent_by_nm',
        'r.created_at',
        'r.updated_at',
      ])
      .where(ofInst(instId, 'r'))
      .orderBy('r.month')
      .orderBy('r.kind')
      .orderBy('c.class_nm')
      .orderBy('st.student_nm')
      .orderBy('r.id'),
  (c) => [
    c.jsonOnly('reportId', '리포트 ID', (row) => row.id),
    c.text('month', '월', 8, (row) => row.month),
    c.coded('kind', '종류', 14, (row) => row.kind, REPORT_KIND_LABELS),
    c.jsonOnly('studentId', '원생 ID', (row) => row.student_id),
    c.text('studentNm', '원생', 12, (row) => row.student_nm),
    c.jsonOnly('classId', '반 ID', (row) => row.class_id),
    c.text('classNm', '반', 20, (row) => row.class_nm),
    c.coded('status', '상태', 10, (row) => row.status, REPORT_ROW_STATUS_LABELS),
    c.text('comment', '선생님 코멘트', 40, (row) => row.comment),
    c.text('commentDraft', '작성 중인 코멘트', 40, (row) => row.comment_draft),
    c.text('birthdayMessage', '생일 축하 메시지', 30, (row) => row.birthday_message),
    c.text('teacherNm', '담당 선생님', 12, (row) => row.teacher_nm),
    c.instant('composedAt', '리포트 만든 일시', (row) => row.composed_at),
    c.instant('sentAt', '발송 일시', (row) => row.sent_at),
    c.text('sentByNm', '보낸 사람', 12, (row) => row.sent_by_nm),
    c.instant('createdAt', '처음 만든 일시', (row) => row.created_at),
    c.instant('updatedAt', '수정일시', (row) => row.updated_at),
  ],
);

export const learningReportReadsArea = defineArea(
  'learningReportReads',
  (db, { instId }) =>
    db
      .selectFrom('learning_report_reads as rr')
      .innerJoin('learning_reports as r', (join) =>
        join.onRef('r.inst_id', '=', 'rr.inst_id').onRef('r.id', '=', 'rr.report_id'),
      )
      .innerJoin('students as st', (join) =>
        join.onRef('st.inst_id', '=', 'r.inst_id').onRef('st.id', '=', 'r.student_id'),
      )
      .leftJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'r.inst_id').onRef('c.id', '=', 'r.class_id'))
      .innerJoin('users as u', 'u.id', 'rr.user_id')
      .select([
        'rr.report_id',
        'r.month',
        'r.kind',
        'st.student_nm',
        'c.class_nm',
        'rr.user_id',
        'u.user_nm',
        'rr.first_read_at',
        'rr.last_read_at',
      ])
      .where(ofInst(instId, 'rr'))
      .orderBy('r.month')
      .orderBy('rr.report_id')
      .orderBy('rr.first_read_at')
      .orderBy('rr.user_id'),
  (c) => [
    c.jsonOnly('reportId', '리포트 ID', (row) => row.report_id),
    c.text('month', '월', 8, (row) => row.month),
    c.coded('kind', '종류', 14, (row) => row.kind, REPORT_KIND_LABELS),
    c.text('studentNm', '원생', 12, (row) => row.student_nm),
    c.text('classNm', '반', 20, (row) => row.class_nm),
    c.jsonOnly('userId', '읽은 회원 ID', (row) => row.user_id),
    c.text('readerNm', '읽은 사람', 12, (row) => row.user_nm),
    c.instant('firstReadAt', '처음 읽은 일시', (row) => row.first_read_at),
    c.instant('lastReadAt', '마지막 읽은 일시', (row) => row.last_read_at),
  ],
);

export const studyMaterialsArea = defineArea(
  'studyMaterials',
  (db, { instId }) =>
    db
      .selectFrom('study_materials as m')
      .innerJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'm.inst_id').onRef('c.id', '=', 'm.class_id'))
      .innerJoin('users as a', 'a.id', 'm.author_user_id')
      .select([
        'm.id',
        'm.class_id',
        'c.class_nm',
        'm.title',
        'm.description',
        'm.folder',
        'm.tags',
        'a.user_nm as author_nm',
        'm.created_at',
        'm.updated_at',
        sql<string[]>`array(
          select f.original_nm from study_material_files f
           where f.inst_id = m.inst_id and f.material_id = m.id
           order by f.sort_order, f.upload_id)`.as('file_names'),
      ])
      .where(ofInst(instId, 'm'))
      .orderBy('m.created_at')
      .orderBy('m.id'),
  (c) => [
    c.jsonOnly('materialId', '자료 ID', (row) => row.id),
    c.jsonOnly('classId', '반 ID', (row) => row.class_id),
    c.text('classNm', '반', 20, (row) => row.class_nm),
    c.text('title', '제목', 24, (row) => row.title),
    c.text('description', '설명', 40, (row) => row.description),
    c.text('folder', '폴더', 14, (row) => row.folder),
    c.list('tags', '태그', 20, (row) => row.tags),
    c.list('fileNames', '파일', 24, (row) => row.file_names),
    c.text('authorNm', '올린 사람', 12, (row) => row.author_nm),
    c.instant('createdAt', '올린 일시', (row) => row.created_at),
    c.instant('updatedAt', '수정일시', (row) => row.updated_at),
  ],
);

/** A material's files in their order (and those uploaded but not saved with a material yet). */
export const studyMaterialFilesArea = defineArea(
  'studyMaterialFiles',
  (db, { instId }) =>
    db
      .selectFrom('study_material_files as f')
      .leftJoin('study_materials as m', (join) =>
        join.onRef('m.inst_id', '=', 'f.inst_id').onRef('m.id', '=', 'f.material_id'),
      )
      .leftJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'm.inst_id').onRef('c.id', '=', 'm.class_id'))
      .innerJoin('users as u', 'u.id', 'f.uploader_user_id')
      .select([
        'f.upload_id',
        'f.material_id',
        'm.title',
        'c.class_nm',
        'f.kind',
        'f.original_nm',
        'f.content_type',
        'f.size_bytes',
        'f.sort_order',
        'u.user_nm as uploader_nm',
        'f.created_at',
      ])
      .where(ofInst(instId, 'f'))
      .orderBy('m.created_at')
      .orderBy('f.material_id')
      .orderBy('f.sort_order')
      .orderBy('f.created_at')
      .orderBy('f.upload_id'),
  (c) => [
    c.jsonOnly('fileId', '파일 ID', (row) => row.upload_id),
    c.jsonOnly('materialId', '자료 ID', (row) => row.material_id),
    c.text('materialTitle', '자료', 24, (row) => row.title),
    c.text('classNm', '반', 20, (row) => row.class_nm),
    c.coded('kind', '종류', 8, (row) => row.kind, FILE_KIND_LABELS),
    c.text('originalNm', '파일 이름', 24, (row) => row.original_nm),
    c.text('contentType', '형식', 12, (row) => row.content_type),
    c.number('sizeBytes', '크기(바이트)', 12, (row) => Number(row.size_bytes)),
    c.number('sortOrder', '순서', 6, (row) => row.sort_order),
    c.text('uploaderNm', '올린 사람', 12, (row) => row.uploader_nm),
    c.instant('createdAt', '올린 일시', (row) => row.created_at),
  ],
);

/** Who downloaded which file, a row per person, file and Seoul day (with how many times that day). */
export const studyMaterialDownloadsArea = defineArea(
  'studyMaterialDownloads',
  (db, { instId }) =>
    db
      .selectFrom('study_material_downloads as d')
      .innerJoin('study_material_files as f', (join) =>
        join.onRef('f.inst_id', '=', 'd.inst_id').onRef('f.upload_id', '=', 'd.upload_id'),
      )
      .innerJoin('study_materials as m', (join) =>
        join.onRef('m.inst_id', '=', 'd.inst_id').onRef('m.id', '=', 'd.material_id'),
      )
      .innerJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'm.inst_id').onRef('c.id', '=', 'm.class_id'))
      .innerJoin('users as u', 'u.id', 'd.user_id')
      .select([
        'd.material_id',
        'm.title',
        'c.class_nm',
        'd.upload_id',
        'f.original_nm',
        'd.user_id',
        'u.user_nm',
        'd.day',
        'd.times',
        'd.first_at',
        'd.last_at',
      ])
      .where(ofInst(instId, 'd'))
      .orderBy('d.day')
      .orderBy('d.material_id')
      .orderBy('d.upload_id')
      .orderBy('u.user_nm')
      .orderBy('d.user_id'),
  (c) => [
    c.jsonOnly('materialId', '자료 ID', (row) => row.material_id),
    c.text('materialTitle', '자료', 24, (row) => row.title),
    c.text('classNm', '반', 20, (row) => row.class_nm),
    c.jsonOnly('fileId', '파일 ID', (row) => row.upload_id),
    c.text('fileNm', '파일 이름', 24, (row) => row.original_nm),
    c.jsonOnly('userId', '회원 ID', (row) => row.user_id),
    c.text('userNm', '내려받은 사람', 12, (row) => row.user_nm),
    c.date('day', '날짜', (row) => row.day),
    c.number('times', '횟수', 6, (row) => row.times),
    c.instant('firstAt', '처음 내려받은 일시', (row) => row.first_at),
    c.instant('lastAt', '마지막 내려받은 일시', (row) => row.last_at),
  ],
);
