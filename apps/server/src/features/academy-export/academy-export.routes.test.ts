import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ACADEMY_EXPORT_AREAS,
  ACADEMY_EXPORT_FORMAT_VERSION,
  type AcademyExportAreaKey,
} from '@academy/domain/academy-export/academy-export.rules';
import type { StartAcademyExportResponse } from '@academy/domain/academy-export/academy-export.schema';
import { BILL_STATUS_LABELS } from '@academy/domain/billing/billing.constants';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createMatrixWorld } from '../../../test/access-matrix';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { createLocalStorage } from '../../platform/adapters/storage/local';
import type { FileStorage } from '../../platform/adapters/storage/storage';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import { SESSION_COOKIE } from '../../platform/auth/sessions';
import { fixedClock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { newId } from '../../platform/ids/new-id';
import { cleanUpAcademyExports } from './academy-export.cleanup';
import { exportStorageKey } from './academy-export.run';
import { STALE_EXPORT_MS } from './academy-export.service';
import { type Auth, exportTrail, insertExport, signedIn, waitForExport } from './academy-export.test-helpers';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T03:00:00Z');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-export-routes-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const filesDir = path.join(dataDir, 'files');
const storage = createLocalStorage(filesDir);
const app = await createTestApp(db, { clock, env: { DATA_DIR: dataDir } });
// The demo data: 한빛수학학원 (the director's) and 새솔영어학원, plus a third academy of another director.
const world = await createMatrixWorld(db, clock.now());
const instId = world.instId;
const director = await signedIn(db, world.users.director, clock.now());
const base = `/api/insts/${instId}/exports`;

const HOUR_MS = 60 * 60 * 1000;

// ── rows the demo data has none of, so every area of the academy holds something ──────────────────

async function firstOf(table: 'students' | 'classes', otherThan?: string): Promise<string> {
  let query = db.selectFrom(table).select('id').where('inst_id', '=', instId).orderBy('id');
  if (otherThan) query = query.where('id', '<>', otherThan);
  return (await query.executeTakeFirstOrThrow()).id;
}

const INVITE_CODE = 'EXPORTCODE1';
const DEVICE_TOKEN_HASH = 'device-token-hash-that-must-stay-inside';
{
  const studentId = await firstOf('students');
  const fromClassId = await firstOf('classes');
  const toClassId = await firstOf('classes', fromClassId);
  const now = clock.now();
  const inviteId = newId();
  await db
    .insertInto('invites')
    .values({
      inst_id: instId,
      id: inviteId,
      code: INVITE_CODE,
      purpose: 'staff',
      relation_cd: '050',
      target_nm: '초대강사',
      target_mobile_no: '01077778888',
      created_by: world.users.director,
      created_at: now,
      expires_at: new Date(now.getTime() + 72 * HOUR_MS),
    })
    .execute();
  await db
    .insertInto('class_pending_teachers')
    .values({ inst_id: instId, class_id: fromClassId, invite_id: inviteId, teacher_nm: '초대강사' })
    .execute();
  await db
    .insertInto('class_moves')
    .values({
      inst_id: instId,
      id: newId(),
      student_id: studentId,
      from_class_id: fromClassId,
      to_class_id: toClassId,
      move_date: '2026-11-20',
      moved_by: world.users.director,
    })
    .execute();
  await db
    .insertInto('desk_devices')
    .values({
      inst_id: instId,
      id: newId(),
      token_hash: DEVICE_TOKEN_HASH,
      unlocked_by: world.users.director,
      expires_at: new Date(now.getTime() + 12 * HOUR_MS),
    })
    .execute();
  const visitId = newId();
  await db
    .insertInto('desk_visits')
    .values({
      inst_id: instId,
      id: visitId,
      student_id: studentId,
      business_date: '2026-11-21',
      check_in_at: '2026-11-21T07:00:00Z',
    })
    .execute();
  await db
    .insertInto('desk_breaks')
    .values({ inst_id: instId, id: newId(), visit_id: visitId, out_at: '2026-11-21T08:00:00Z' })
    .execute();
  await db
    .insertInto('uploads')
    .values({
      id: newId(),
      owner_user_id: world.users.director,
      inst_id: instId,
      purpose: 'inst-logo',
      original_nm: '한빛로고.png',
      content_type: 'image/png',
      size_bytes: 1234,
      storage_key: `inst-logo/${newId()}.png`,
      created_at: now,
      attached_at: now,
    })
    .execute();
}

// ── notices, the class feed and the messages' records, of this academy and of another ───────────────

const NOTICE_TITLE = '겨울방학 특강 안내 (내보내기 확인)';
const NOTICE_IMAGE = '겨울특강안내.png';
const FEED_TEXT = '오늘 수업 사진입니다 (내보내기 확인)';
const FEED_IMAGE = '수업사진.jpg';
const SECRET_COMMENT = '상담은 따로 부탁드립니다 (비밀 댓글)';
const PROVIDER_DETAIL = 'Solapi answered 500 (request 7f3a9c)';
const OTHER_NOTICE_TITLE = '남의 학원에서만 쓴 공지';
const OTHER_SECRET_COMMENT = '남의 학원에서만 단 비밀 댓글';
/** What a parent's browser and phone registered for push: secrets of their devices. */
const PUSH_ENDPOINT = 'https://push.example/send/endpoint-of-a-parent-browser';
const PUSH_P256DH = 'BParentBrowserPublicKey0123456789abcdef';
const PUSH_AUTH = 'parent-browser-auth-secret';
const DEVICE_PUSH_ID = 'fcm-registration-of-a-parent-phone-0123456789';

const seeded = await (async () => {
  const now = clock.now();
  const at = (iso: string) => new Date(iso);
  const studentId = await firstOf('students');
  const classId = await firstOf('classes');
  const names = {
    student: (
      await db.selectFrom('students').select('student_nm').where('id', '=', studentId).executeTakeFirstOrThrow()
    ).student_nm,
    class: (await db.selectFrom('classes').select('class_nm').where('id', '=', classId).executeTakeFirstOrThrow())
      .class_nm,
    parent: (
      await db.selectFrom('users').select('user_nm').where('id', '=', world.users.parent).executeTakeFirstOrThrow()
    ).user_nm,
  };
  const upload = (id: string, inst: string, purpose: 'notice-image' | 'feed-file', name: string, size: number) => ({
    id,
    owner_user_id: world.users.teacher,
    inst_id: inst,
    purpose,
    original_nm: name,
    content_type: name.endsWith('.png') ? 'image/png' : 'image/jpeg',
    size_bytes: size,
    storage_key: `${purpose}/${id}`,
    created_at: now,
    attached_at: now,
  });

  // A notice to a class, with a picture, that a parent read and confirmed; its history row.
  const noticeId = newId();
  const imageId = newId();
  await db
    .insertInto('uploads')
    .values(upload(imageId, instId, 'notice-image', NOTICE_IMAGE, 4096))
    .execute();
  await db
    .insertInto('notices')
    .values({
      inst_id: instId,
      id: noticeId,
      writer_user_id: world.users.director,
      title: NOTICE_TITLE,
      content: '특강 시간표를 확인해 주세요.',
      audience_kind: 'classes',
      confirm_requested: true,
      publish_at: at('2026-11-20T01:00:00Z'),
      sent_at: at('2026-11-20T01:00:00Z'),
      image_upload_ids: [imageId],
      created_at: at('2026-11-20T01:00:00Z'),
      updated_at: at('2026-11-20T01:00:00Z'),
    })
    .execute();
  await db
    .insertInto('notice_targets')
    .values({ inst_id: instId, notice_id: noticeId, id: newId(), class_id: classId, student_id: null, user_id: null })
    .execute();
  await db
    .insertInto('notice_students')
    .values({ inst_id: instId, notice_id: noticeId, student_id: studentId })
    .execute();
  await db
    .insertInto('notice_recipients')
    .values({
      inst_id: instId,
      notice_id: noticeId,
      user_id: world.users.parent,
      student_id: studentId,
      relation: '모',
    })
    .execute();
  await db
    .insertInto('notice_reads')
    .values({
      inst_id: instId,
      notice_id: noticeId,
      user_id: world.users.parent,
      read_at: at('2026-11-20T02:00:00Z'),
      confirmed_at: at('2026-11-20T02:05:00Z'),
    })
    .execute();
  await writeAudit(db, {
    instId,
    actorUserId: world.users.director,
    action: 'notice.update',
    target: auditTarget('notice', noticeId),
    before: { title: '겨울방학 특강' },
    after: { title: NOTICE_TITLE },
    at: at('2026-11-20T01:10:00Z'),
  });

  // A class post tagging a student, with a photo, a parent's secret comment, emotion, read and report.
  const boardId = newId();
  const commentId = newId();
  const photoId = newId();
  await db
    .insertInto('boards')
    .values({
      inst_id: instId,
      id: boardId,
      kind: 'class',
      class_id: classId,
      author_user_id: world.users.teacher,
      content: FEED_TEXT,
      post_date: '2026-11-21',
      created_at: at('2026-11-21T06:00:00Z'),
    })
    .execute();
  await db.insertInto('board_tags').values({ inst_id: instId, board_id: boardId, student_id: studentId }).execute();
  await db
    .insertInto('uploads')
    .values(upload(photoId, instId, 'feed-file', FEED_IMAGE, 2048))
    .execute();
  await db
    .insertInto('board_files')
    .values({
      inst_id: instId,
      upload_id: photoId,
      uploader_user_id: world.users.teacher,
      board_id: boardId,
      comment_id: null,
      kind: 'image',
      original_nm: FEED_IMAGE,
      content_type: 'image/jpeg',
      size_bytes: 2048,
      width: 800,
      height: 600,
      created_at: at('2026-11-21T06:00:00Z'),
    })
    .execute();
  await db
    .insertInto('board_comments')
    .values({
      inst_id: instId,
      id: commentId,
      board_id: boardId,
      parent_id: null,
      author_user_id: world.users.parent,
      content: SECRET_COMMENT,
      secret: true,
      created_at: at('2026-11-21T07:00:00Z'),
    })
    .execute();
  await db
    .insertInto('board_emotions')
    .values({
      inst_id: instId,
      board_id: boardId,
      user_id: world.users.parent,
      emotion: 'THANKS',
      created_at: at('2026-11-21T07:01:00Z'),
    })
    .execute();
  await db
    .insertInto('board_reads')
    .values({ inst_id: instId, board_id: boardId, user_id: world.users.parent, read_at: at('2026-11-21T06:30:00Z') })
    .execute();
  await db
    .insertInto('board_reports')
    .values({
      inst_id: instId,
      id: newId(),
      board_id: boardId,
      comment_id: null,
      reporter_user_id: world.users.parent,
      reason: 'WRONG_CHILD',
      text: '다른 아이 사진이 있어요',
      created_at: at('2026-11-21T07:02:00Z'),
    })
    .execute();

  // The notice's deliveries (finished: nothing for the sender to pick up) and the paid messages:
  // one AlimTalk sent at 00:30 on 1 November in Seoul (still 31 October in UTC).
  const notificationId = newId();
  await db
    .insertInto('notifications')
    .values({
      id: notificationId,
      user_id: world.users.parent,
      inst_id: instId,
      type: 'notice',
      title: NOTICE_TITLE,
      body: '특강 시간표를 확인해 주세요.',
      link: null,
      created_at: at('2026-11-20T01:00:00Z'),
      read_at: null,
      planned_at: at('2026-11-20T01:00:00Z'),
    })
    .execute();
  const delivery = { notification_id: notificationId, created_at: at('2026-11-20T01:00:00Z') };
  await db
    .insertInto('notification_deliveries')
    .values([
      {
        ...delivery,
        id: newId(),
        channel: 'alimtalk',
        status: 'failed',
        attempts: 5,
        next_attempt_at: at('2026-11-20T02:00:00Z'),
        reason: `provider-error: ${PROVIDER_DETAIL}`,
        last_attempt_at: at('2026-11-20T02:00:00Z'),
      },
      {
        ...delivery,
        id: newId(),
        channel: 'webpush',
        status: 'sent',
        attempts: 1,
        next_attempt_at: at('2026-11-20T01:00:00Z'),
        sent_at: at('2026-11-20T01:00:01Z'),
      },
    ])
    .execute();
  const send = (inst: string | null, channel: 'alimtalk' | 'sms' | 'lms', won: number, sentAt: string) => ({
    id: newId(),
    inst_id: inst,
    channel,
    purpose: 'notice',
    won,
    sent_at: at(sentAt),
  });
  await db
    .insertInto('message_sends')
    .values([
      send(instId, 'lms', 50, '2026-10-15T03:00:00Z'),
      send(instId, 'alimtalk', 13, '2026-10-31T15:30:00Z'),
      send(instId, 'alimtalk', 13, '2026-11-20T01:00:00Z'),
      { ...send(instId, 'sms', 20, '2026-11-21T02:00:00Z'), purpose: 'attendance-check-in' },
      send(world.otherInstId, 'alimtalk', 999, '2026-11-20T01:00:00Z'),
      send(null, 'sms', 777, '2026-11-20T01:00:00Z'),
    ])
    .execute();

  // The parent's push registrations: their devices', never the academy's.
  await db
    .insertInto('push_subscriptions')
    .values({
      id: newId(),
      user_id: world.users.parent,
      endpoint: PUSH_ENDPOINT,
      p256dh: PUSH_P256DH,
      auth: PUSH_AUTH,
      user_agent: 'Mozilla/5.0',
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('device_tokens')
    .values({
      id: newId(),
      user_id: world.users.parent,
      token: DEVICE_PUSH_ID,
      device_type: 'ANDROID',
      created_at: now,
      updated_at: now,
    })
    .execute();
  // The seeded bell is old news: planned already, so no delivery is made while the export runs.
  await db.updateTable('notifications').set({ planned_at: now }).where('planned_at', 'is', null).execute();

  // Another academy's notice read by its director, and its post with a secret comment and an emotion.
  const otherNoticeId = newId();
  await db
    .insertInto('notices')
    .values({
      inst_id: world.otherInstId,
      id: otherNoticeId,
      writer_user_id: world.users.other,
      title: OTHER_NOTICE_TITLE,
      content: OTHER_NOTICE_TITLE,
      audience_kind: 'academy',
      publish_at: now,
      sent_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('notice_reads')
    .values({
      inst_id: world.otherInstId,
      notice_id: otherNoticeId,
      user_id: world.users.other,
      read_at: now,
      confirmed_at: now,
    })
    .execute();
  const otherBoardId = newId();
  await db
    .insertInto('boards')
    .values({
      inst_id: world.otherInstId,
      id: otherBoardId,
      kind: 'personal',
      class_id: null,
      author_user_id: world.users.other,
      content: OTHER_NOTICE_TITLE,
      post_date: '2026-11-21',
      created_at: now,
    })
    .execute();
  await db
    .insertInto('board_comments')
    .values({
      inst_id: world.otherInstId,
      id: newId(),
      board_id: otherBoardId,
      parent_id: null,
      author_user_id: world.users.other,
      content: OTHER_SECRET_COMMENT,
      secret: true,
      created_at: now,
    })
    .execute();
  await db
    .insertInto('board_emotions')
    .values({
      inst_id: world.otherInstId,
      board_id: otherBoardId,
      user_id: world.users.other,
      emotion: 'LOVE',
      created_at: now,
    })
    .execute();

  return { noticeId, imageId, boardId, commentId, photoId, studentId, classId, names };
})();

// ── the learning records (grades, homework, reports, materials), of this academy and of another ─────

const GRADE_TEST_NAME = '11월 단원평가 (내보내기 확인)';
const HOMEWORK_TITLE = '일차함수 연습문제 (내보내기 확인)';
const SUBMISSION_TEXT = '풀이를 사진으로 올립니다 (내보내기 확인)';
const CHECK_COMMENT = '3번 풀이를 다시 써 주세요';
const HOMEWORK_PHOTO = '숙제풀이.jpg';
const REPORT_COMMENT = '9월에는 서술형 풀이가 꼼꼼해졌습니다 (내보내기 확인)';
/** Written into a report's composed snapshot only: the snapshot stays out of the export. */
const REPORT_SNAPSHOT_MARKER = 'snapshot-only-text-of-a-learning-report';
const MATERIAL_TITLE = '일차함수 개념 정리 (내보내기 확인)';
const MATERIAL_FILE = '일차함수_개념정리.pdf';
const OTHER_LEARNING_TITLE = '남의 학원에서만 낸 숙제·시험·자료';

const learning = await (async () => {
  const at = (iso: string) => new Date(iso);
  const { studentId, classId } = seeded;
  const otherStudentId = await firstOf('students', studentId);
  const upload = (id: string, purpose: 'homework-submission' | 'study-material', name: string, size: number) => ({
    id,
    owner_user_id: world.users.teacher,
    inst_id: instId,
    purpose,
    original_nm: name,
    content_type: name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
    size_bytes: size,
    storage_key: `${purpose}/${id}`,
    created_at: clock.now(),
    attached_at: clock.now(),
  });

  // A published test with two sections: one student scored, another 결시; ranks shown.
  const testId = newId();
  await db
    .insertInto('grade_tests')
    .values({
      inst_id: instId,
      id: testId,
      class_id: classId,
      name: GRADE_TEST_NAME,
      subject: '수학',
      test_date: '2026-11-18',
      max_score: 100,
      sections: JSON.stringify([
        { name: '객관식', maxScore: 60 },
        { name: '서술형', maxScore: 40 },
      ]),
      published_at: at('2026-11-19T09:00:00Z'),
      published_by: world.users.teacher,
      created_by: world.users.teacher,
      created_at: at('2026-11-18T09:00:00Z'),
      updated_at: at('2026-11-19T09:00:00Z'),
    })
    .execute();
  await db
    .insertInto('grade_scores')
    .values([
      {
        inst_id: instId,
        grade_id: testId,
        student_id: studentId,
        score: 85.5,
        absent: false,
        section_scores: JSON.stringify([50, 35.5]),
        updated_by: world.users.teacher,
        updated_at: at('2026-11-18T10:00:00Z'),
      },
      {
        inst_id: instId,
        grade_id: testId,
        student_id: otherStudentId,
        score: null,
        absent: true,
        section_scores: JSON.stringify([null, null]),
        updated_by: world.users.teacher,
        updated_at: at('2026-11-18T10:00:00Z'),
      },
    ])
    .execute();
  await db
    .insertInto('grade_settings')
    .values({ inst_id: instId, show_rank: true, updated_at: at('2026-11-10T00:00:00Z') })
    .onConflict((conflict) => conflict.column('inst_id').doUpdateSet({ show_rank: true }))
    .execute();

  // Homework due 20 November 23:59 in Seoul: handed in late with a photo and sent back for 보완 by
  // one student; nothing from another (미제출 when the export reads it, on the 22nd).
  const homeworkId = newId();
  const submissionId = newId();
  const photoId = newId();
  await db
    .insertInto('homework')
    .values({
      inst_id: instId,
      id: homeworkId,
      class_id: classId,
      title: HOMEWORK_TITLE,
      instructions: '교재 42쪽 1–10번',
      due_at: at('2026-11-20T14:59:00Z'),
      created_by: world.users.teacher,
      created_at: at('2026-11-17T09:00:00Z'),
      updated_at: at('2026-11-17T09:00:00Z'),
    })
    .execute();
  await db
    .insertInto('homework_assignees')
    .values([
      {
        inst_id: instId,
        homework_id: homeworkId,
        student_id: studentId,
        first_submitted_at: at('2026-11-21T01:00:00Z'),
        latest_submission_id: submissionId,
        submission_cnt: 1,
        check_result: 'revision',
        reminded_at: at('2026-11-19T14:59:00Z'),
      },
      { inst_id: instId, homework_id: homeworkId, student_id: otherStudentId, check_result: null },
    ])
    .execute();
  await db
    .insertInto('homework_submissions')
    .values({
      inst_id: instId,
      id: submissionId,
      homework_id: homeworkId,
      student_id: studentId,
      version: 1,
      text: SUBMISSION_TEXT,
      submitted_by: world.users.parent,
      submitted_at: at('2026-11-21T01:00:00Z'),
      late: true,
      check_result: 'revision',
      check_comment: CHECK_COMMENT,
      checked_at: at('2026-11-21T05:00:00Z'),
      checked_by: world.users.teacher,
    })
    .execute();
  await db
    .insertInto('uploads')
    .values(upload(photoId, 'homework-submission', HOMEWORK_PHOTO, 3072))
    .execute();
  await db
    .insertInto('homework_files')
    .values({
      inst_id: instId,
      upload_id: photoId,
      uploader_user_id: world.users.parent,
      purpose: 'homework-submission',
      submission_id: submissionId,
      kind: 'image',
      original_nm: HOMEWORK_PHOTO,
      content_type: 'image/jpeg',
      size_bytes: 3072,
      width: 1200,
      height: 900,
      created_at: at('2026-11-21T01:00:00Z'),
    })
    .execute();

  // September's report, sent with the teacher's comment and opened by the parent.
  const reportId = newId();
  await db
    .insertInto('learning_reports')
    .values({
      inst_id: instId,
      id: reportId,
      kind: 'monthly',
      student_id: studentId,
      class_id: classId,
      month: '2026-09',
      status: 'sent',
      content: JSON.stringify({ teacherNm: REPORT_SNAPSHOT_MARKER }),
      comment: REPORT_COMMENT,
      teacher_user_id: world.users.teacher,
      composed_at: at('2026-10-01T00:00:00Z'),
      sent_at: at('2026-10-01T02:00:00Z'),
      sent_by: world.users.teacher,
      created_at: at('2026-10-01T00:00:00Z'),
      updated_at: at('2026-10-01T02:00:00Z'),
    })
    .execute();
  await db
    .insertInto('learning_report_reads')
    .values({
      inst_id: instId,
      report_id: reportId,
      user_id: world.users.parent,
      first_read_at: at('2026-10-01T11:00:00Z'),
      last_read_at: at('2026-10-02T11:00:00Z'),
    })
    .execute();

  // A material in a folder, with tags and a PDF the parent downloaded twice on the 21st.
  const materialId = newId();
  const pdfId = newId();
  await db
    .insertInto('study_materials')
    .values({
      inst_id: instId,
      id: materialId,
      class_id: classId,
      title: MATERIAL_TITLE,
      description: '시험 전에 꼭 읽어 보세요.',
      folder: '중간고사 대비',
      tags: ['함수', '개념'],
      author_user_id: world.users.teacher,
      created_at: at('2026-11-16T09:00:00Z'),
      updated_at: at('2026-11-16T09:00:00Z'),
    })
    .execute();
  await db
    .insertInto('uploads')
    .values(upload(pdfId, 'study-material', MATERIAL_FILE, 8192))
    .execute();
  await db
    .insertInto('study_material_files')
    .values({
      inst_id: instId,
      upload_id: pdfId,
      material_id: materialId,
      uploader_user_id: world.users.teacher,
      kind: 'document',
      original_nm: MATERIAL_FILE,
      content_type: 'application/pdf',
      size_bytes: 8192,
      created_at: at('2026-11-16T09:00:00Z'),
    })
    .execute();
  await db
    .insertInto('study_material_downloads')
    .values({
      inst_id: instId,
      upload_id: pdfId,
      user_id: world.users.parent,
      day: '2026-11-21',
      material_id: materialId,
      times: 2,
      first_at: at('2026-11-21T10:00:00Z'),
      last_at: at('2026-11-21T10:30:00Z'),
    })
    .execute();

  // Another academy's class with a test, homework and a material of its own.
  const otherClassId = newId();
  await db
    .insertInto('classes')
    .values({
      inst_id: world.otherInstId,
      id: otherClassId,
      class_nm: OTHER_LEARNING_TITLE,
      lec_start_dt: '2026-09-01',
    } as never)
    .execute();
  const otherAt = { created_at: clock.now(), updated_at: clock.now() };
  await db
    .insertInto('grade_tests')
    .values({
      inst_id: world.otherInstId,
      id: newId(),
      class_id: otherClassId,
      name: OTHER_LEARNING_TITLE,
      subject: '영어',
      test_date: '2026-11-18',
      max_score: 100,
      ...otherAt,
    })
    .execute();
  await db
    .insertInto('homework')
    .values({
      inst_id: world.otherInstId,
      id: newId(),
      class_id: otherClassId,
      title: OTHER_LEARNING_TITLE,
      due_at: clock.now(),
      ...otherAt,
    })
    .execute();
  await db
    .insertInto('study_materials')
    .values({
      inst_id: world.otherInstId,
      id: newId(),
      class_id: otherClassId,
      title: OTHER_LEARNING_TITLE,
      author_user_id: world.users.other,
      ...otherAt,
    })
    .execute();

  return { testId, otherStudentId, homeworkId, submissionId, photoId, reportId, materialId, pdfId };
})();

// ── the tuition books, of this academy and of another ─────────────────────────────────────────────

const BILL_TITLE = '11월 수학 교습비 (내보내기 확인)';
const REFUNDED_BILL_TITLE = '10월 수학 교습비 (내보내기 확인)';
const DISCOUNT_REASON = '형제 할인 (둘째)';
const REFUND_EXPLANATION = '총 교습시간의 1/3 경과 전: 교습비의 2/3인 100,000원 환불';
/** A payer's 현금영수증 number as it is kept (sealed), and a virtual account's callback secret (hashed). */
const SEALED_IDENTITY = 'v1.sealed-cash-receipt-number-of-a-payer';
const VA_SECRET_HASH = 'va-secret-hash-of-a-deposit-callback-0123456789';
const OTHER_BILL_TITLE = '남의 학원에서만 만든 청구서';
const OTHER_STUDENT_NM = '남의원생';

/**
 * An academy's books: a November bill (교습비, 재료비 and a sibling discount; partly paid and past its
 * due date) and an October bill, both paid by one card payment in 3 installments, the October one
 * then refunded by 2/3 through it; 50,000원 in cash with its 현금영수증; a virtual account waiting
 * for the rest.
 */
async function writeBooks(books: {
  instId: string;
  studentId: string;
  classId: string | null;
  officeUserId: string;
  payerUserId: string;
  titles: readonly [november: string, october: string];
  sealedIdentity: string;
  vaSecretHash: string;
}) {
  const at = (iso: string) => new Date(iso);
  const { instId: inst, studentId, classId, officeUserId, payerUserId } = books;
  const ids = {
    bill: newId(),
    refundedBill: newId(),
    card: newId(),
    cash: newId(),
    account: newId(),
    cancel: newId(),
    receipt: newId(),
  };
  const orderIds = { card: `ord_${newId()}`, cash: `ord_${newId()}`, account: `ord_${newId()}` };
  const bill = {
    inst_id: inst,
    student_id: studentId,
    class_id: classId,
    enrolment_id: null,
    round: null,
    prepayment_months: 1,
    created_by: officeUserId,
  };
  await db
    .insertInto('bills')
    .values([
      {
        ...bill,
        id: ids.bill,
        bill_month: '2026-11-01',
        title: books.titles[0],
        period_start: '2026-11-01',
        period_end: '2026-11-30',
        due_date: '2026-11-10',
        subtotal: 320_000,
        discount: 30_000,
        total: 290_000,
        paid: 150_000,
        refunded: 0,
        status: 'partly_paid',
        memo: '재료비 포함',
        sent_at: at('2026-11-03T01:00:00Z'),
        created_at: at('2026-11-03T00:30:00Z'),
        updated_at: at('2026-11-21T05:00:00Z'),
      },
      {
        ...bill,
        id: ids.refundedBill,
        bill_month: '2026-10-01',
        title: books.titles[1],
        period_start: '2026-10-01',
        period_end: '2026-10-31',
        due_date: '2026-10-10',
        subtotal: 300_000,
        discount: 0,
        total: 300_000,
        paid: 300_000,
        refunded: 100_000,
        status: 'refunded',
        sent_at: at('2026-10-03T01:00:00Z'),
        created_at: at('2026-10-03T00:30:00Z'),
        updated_at: at('2026-11-12T02:00:05Z'),
      },
    ])
    .execute();
  const line = { inst_id: inst, discount_kind: null, reason: null };
  await db
    .insertInto('bill_items')
    .values([
      { ...line, bill_id: ids.bill, seq: 0, kind: 'tuition', name: '교습비', amount: 300_000 },
      { ...line, bill_id: ids.bill, seq: 1, kind: 'material', name: '재료비', amount: 20_000 },
      {
        ...line,
        bill_id: ids.bill,
        seq: 2,
        kind: 'discount',
        discount_kind: 'sibling',
        name: '형제 할인',
        amount: 30_000,
        reason: DISCOUNT_REASON,
      },
      { ...line, bill_id: ids.refundedBill, seq: 0, kind: 'tuition', name: '교습비', amount: 300_000 },
    ])
    .execute();
  const none = {
    card_company: null,
    card_number_masked: null,
    approve_no: null,
    receipt_url: null,
    va_bank: null,
    va_account_number: null,
    va_holder: null,
    va_secret_hash: null,
    failure_code: null,
    failure_message: null,
  };
  await db
    .insertInto('payments')
    .values([
      {
        ...none,
        inst_id: inst,
        id: ids.card,
        order_id: orderIds.card,
        order_name: `${books.titles[0]} 외 1건`,
        method: 'card',
        provider: 'sandbox',
        payment_key: `sandbox_${newId()}`,
        status: 'PARTIAL_CANCELED',
        amount: 400_000,
        cancelled_amount: 100_000,
        installment_cd: '03',
        card_company: '신한',
        card_number_masked: '4330-12**-****-123*',
        approve_no: '30001234',
        payer_user_id: payerUserId,
        recorded_by: null,
        paid_date: '2026-11-05',
        approved_at: at('2026-11-05T10:30:00Z'),
        created_at: at('2026-11-05T10:29:00Z'),
        updated_at: at('2026-11-12T02:00:05Z'),
      },
      {
        ...none,
        inst_id: inst,
        id: ids.cash,
        order_id: orderIds.cash,
        order_name: books.titles[0],
        method: 'cash',
        provider: null,
        payment_key: null,
        status: 'DONE',
        amount: 50_000,
        payer_user_id: null,
        recorded_by: officeUserId,
        paid_date: '2026-11-21',
        approved_at: at('2026-11-21T05:00:00Z'),
        created_at: at('2026-11-21T05:00:00Z'),
        updated_at: at('2026-11-21T05:00:00Z'),
      },
      {
        ...none,
        inst_id: inst,
        id: ids.account,
        order_id: orderIds.account,
        order_name: books.titles[0],
        method: 'virtual_account',
        provider: 'sandbox',
        payment_key: `sandbox_${newId()}`,
        status: 'WAITING_FOR_DEPOSIT',
        amount: 140_000,
        va_bank: '국민',
        va_account_number: '94370012345678',
        va_holder: '학원ON 가상계좌',
        va_due_at: at('2026-11-25T14:59:59Z'),
        va_secret_hash: books.vaSecretHash,
        payer_user_id: payerUserId,
        recorded_by: null,
        paid_date: null,
        approved_at: null,
        created_at: at('2026-11-21T09:00:00Z'),
        updated_at: at('2026-11-21T09:00:00Z'),
      },
    ])
    .execute();
  await db
    .insertInto('payment_bills')
    .values([
      { inst_id: inst, payment_id: ids.card, bill_id: ids.bill, amount: 100_000 },
      { inst_id: inst, payment_id: ids.card, bill_id: ids.refundedBill, amount: 300_000 },
      { inst_id: inst, payment_id: ids.cash, bill_id: ids.bill, amount: 50_000 },
      { inst_id: inst, payment_id: ids.account, bill_id: ids.bill, amount: 140_000 },
    ])
    .execute();
  await db
    .insertInto('payment_cancels')
    .values({
      inst_id: inst,
      id: ids.cancel,
      payment_id: ids.card,
      bill_id: ids.refundedBill,
      amount: 100_000,
      reason: '이사로 인한 퇴원',
      refund_rule: 'two_thirds',
      explanation: REFUND_EXPLANATION,
      transaction_key: `tx_${newId()}`,
      due_date: '2026-11-17',
      status: 'done',
      created_by: officeUserId,
      created_at: at('2026-11-12T02:00:00Z'),
      done_at: at('2026-11-12T02:00:05Z'),
    })
    .execute();
  await db
    .insertInto('cash_receipts')
    .values({
      inst_id: inst,
      id: ids.receipt,
      payment_id: ids.cash,
      purpose: 'income_deduction',
      identity_enc: books.sealedIdentity,
      identity_masked: '010-****-5678',
      self_issued: false,
      amount: 50_000,
      status: 'issued',
      due_date: '2026-11-26',
      receipt_key: `rk_${newId()}`,
      issue_number: '135792468',
      receipt_url: null,
      issued_at: at('2026-11-21T05:00:10Z'),
      attempts: 1,
      created_at: at('2026-11-21T05:00:00Z'),
      updated_at: at('2026-11-21T05:00:10Z'),
    })
    .execute();
  return { ...ids, orderIds };
}

const books = await writeBooks({
  instId,
  studentId: seeded.studentId,
  classId: seeded.classId,
  officeUserId: world.users.director,
  payerUserId: world.users.parent,
  titles: [BILL_TITLE, REFUNDED_BILL_TITLE],
  sealedIdentity: SEALED_IDENTITY,
  vaSecretHash: VA_SECRET_HASH,
});
const otherBooks = await (async () => {
  const studentId = newId();
  await db
    .insertInto('students')
    .values({ inst_id: world.otherInstId, id: studentId, student_nm: OTHER_STUDENT_NM } as never)
    .execute();
  return writeBooks({
    instId: world.otherInstId,
    studentId,
    classId: null,
    officeUserId: world.users.other,
    payerUserId: world.users.other,
    titles: [OTHER_BILL_TITLE, `${OTHER_BILL_TITLE} (10월)`],
    sealedIdentity: `${SEALED_IDENTITY}-of-another-academy`,
    vaSecretHash: `${VA_SECRET_HASH}-of-another-academy`,
  });
})();

/** Per area, the academy's rows counted straight from its table (after the first export): what it must hold. */
const AREA_ROWS: Record<AcademyExportAreaKey, RawBuilder<{ count: number }>> = (() => {
  const count = (table: string, where: RawBuilder<unknown> = sql`true`) =>
    sql<{
      count: number;
    }>`select count(*)::int as count from ${sql.table(table)} where inst_id = ${instId} and ${where}`;
  return {
    institute: sql<{ count: number }>`select count(*)::int as count from institutes where id = ${instId}`,
    staff: count('memberships', sql`relation_cd in ('020', '030', '050')`),
    familyMembers: count('memberships', sql`(relation_cd is null or relation_cd = '010')`),
    students: count('students'),
    guardians: count('student_guardians'),
    studentStatusChanges: count('student_status_changes'),
    studentMemos: count('student_memos'),
    tuitions: count('tuitions'),
    classes: count('classes'),
    classLectures: count('class_lectures'),
    classTeachers: count('class_teachers'),
    classPendingTeachers: count('class_pending_teachers'),
    enrolments: count('class_students'),
    classMoves: count('class_moves'),
    classSessions: count('class_sessions'),
    makeupStudents: count('class_session_students'),
    attendance: count('attendance'),
    deskVisits: count('desk_visits'),
    deskBreaks: count('desk_breaks'),
    deskDevices: count('desk_devices'),
    invites: count('invites'),
    joinRequests: count('join_requests'),
    notices: count('notices'),
    noticeTargets: count('notice_targets'),
    noticeStudents: count('notice_students'),
    noticeRecipients: count('notice_recipients'),
    noticeReads: count('notice_reads'),
    boards: count('boards'),
    boardTags: count('board_tags'),
    boardComments: count('board_comments'),
    boardFiles: count('board_files'),
    boardEmotions: count('board_emotions'),
    boardReads: count('board_reads'),
    boardReports: count('board_reports'),
    gradeTests: count('grade_tests'),
    gradeScores: count('grade_scores'),
    // One row, the academy's setting, whether or not it was ever changed.
    gradeSettings: sql<{ count: number }>`select count(*)::int as count from institutes where id = ${instId}`,
    homework: count('homework'),
    homeworkAssignees: count('homework_assignees'),
    homeworkSubmissions: count('homework_submissions'),
    homeworkFiles: count('homework_files'),
    learningReports: count('learning_reports'),
    learningReportReads: count('learning_report_reads'),
    studyMaterials: count('study_materials'),
    studyMaterialFiles: count('study_material_files'),
    studyMaterialDownloads: count('study_material_downloads'),
    bills: count('bills'),
    billItems: count('bill_items'),
    payments: count('payments'),
    paymentBills: count('payment_bills'),
    paymentCancels: count('payment_cancels'),
    cashReceipts: count('cash_receipts'),
    // Written after the export's snapshot: its own notice and the download's audit row.
    notifications: count('notifications', sql`type <> 'academy-export-ready'`),
    notificationDeliveries: sql<{ count: number }>`select count(*)::int as count from notification_deliveries d
      join notifications n on n.id = d.notification_id
     where n.inst_id = ${instId} and n.type <> 'academy-export-ready'`,
    messageSends: count('message_sends'),
    // A line per month and kind of message, and one per month for its total.
    messageCostsByMonth: sql<{
      count: number;
    }>`select (count(distinct (month, channel)) + count(distinct month))::int as count
      from (select to_char(sent_at at time zone 'Asia/Seoul', 'YYYY-MM') as month, channel
              from message_sends where inst_id = ${instId}) as sends`,
    files: count('uploads'),
    auditLog: count('audit_log', sql`action <> 'academy-export.download'`),
  };
})();

/** Ids of every row other academies own, in every table keyed by academy. */
async function otherAcademiesIds(): Promise<string[]> {
  const tables = [
    'students',
    'student_guardians',
    'student_status_changes',
    'student_memos',
    'tuitions',
    'classes',
    'class_lectures',
    'class_students',
    'class_moves',
    'class_sessions',
    'attendance',
    'desk_visits',
    'desk_breaks',
    'desk_devices',
    'invites',
    'join_requests',
    'notices',
    'notice_targets',
    'boards',
    'board_comments',
    'board_reports',
    'grade_tests',
    'homework',
    'homework_submissions',
    'learning_reports',
    'study_materials',
    'bills',
    'payments',
    'payment_cancels',
    'cash_receipts',
    'notifications',
    'message_sends',
    'uploads',
    'audit_log',
  ];
  const ids: string[] = [];
  for (const table of tables) {
    const { rows } = await sql<{ id: string }>`
      select id::text from ${sql.table(table)} where inst_id is not null and inst_id <> ${instId}`.execute(db);
    ids.push(...rows.map((row) => row.id));
  }
  // Deliveries belong to the academy of their notification; a message of no academy is nobody's.
  const { rows: unscoped } = await sql<{ id: string }>`
    select d.id::text from notification_deliveries d join notifications n on n.id = d.notification_id
     where n.inst_id is distinct from ${instId}
    union all
    select id::text from message_sends where inst_id is null`.execute(db);
  ids.push(...unscoped.map((row) => row.id));
  // A payment's order id and the provider's key name it as surely as its id.
  const { rows: references } = await sql<{ id: string }>`
    select order_id as id from payments where inst_id <> ${instId}
    union all
    select payment_key from payments where inst_id <> ${instId} and payment_key is not null`.execute(db);
  ids.push(...references.map((row) => row.id));
  const others = await db.selectFrom('institutes').select('id').where('id', '<>', instId).execute();
  return [...ids, ...others.map((row) => row.id)];
}

/**
 * Values that must never leave the database: password hashes, sessions, codes, tokens, sealed
 * identities (a 현금영수증's payer number among them) and virtual accounts' callback secrets.
 */
async function secrets(): Promise<string[]> {
  const users = await db
    .selectFrom('users')
    .select(['password_hash', 'ci_enc', 'di_enc', 'di_index', 'parent_ci_enc'])
    .execute();
  const sessions = await db.selectFrom('sessions').select(['token_hash', 'csrf_token']).execute();
  const invites = await db.selectFrom('invites').select('code').where('inst_id', '=', instId).execute();
  const devices = await db.selectFrom('desk_devices').select('token_hash').where('inst_id', '=', instId).execute();
  const pushes = await db.selectFrom('push_subscriptions').select(['endpoint', 'p256dh', 'auth']).execute();
  const phones = await db.selectFrom('device_tokens').select('token').execute();
  const receipts = await db.selectFrom('cash_receipts').select('identity_enc').execute();
  const accounts = await db.selectFrom('payments').select('va_secret_hash').execute();
  return [
    ...users.flatMap((user) => [user.password_hash, user.ci_enc, user.di_enc, user.di_index, user.parent_ci_enc]),
    ...sessions.flatMap((session) => [session.token_hash, session.csrf_token]),
    ...invites.map((invite) => invite.code),
    ...devices.map((device) => device.token_hash),
    ...pushes.flatMap((push) => [push.endpoint, push.p256dh, push.auth]),
    ...phones.map((phone) => phone.token),
    ...receipts.map((receipt) => receipt.identity_enc),
    ...accounts.map((account) => account.va_secret_hash),
    (director.cookies as Record<string, string>)[SESSION_COOKIE],
  ].filter((value): value is string => typeof value === 'string' && value.length >= 8);
}

type ExportJson = {
  format: string;
  version: number;
  exportedAt: string;
  instId: string;
  instNm: string;
  areas: Record<string, { sheet: string; columns: { key: string; header: string }[]; rows: Record<string, unknown>[] }>;
};

async function startAndFinish(auth: Auth = director): Promise<StartAcademyExportResponse & { status: string }> {
  const started = await app.inject({ method: 'POST', url: base, ...auth });
  expect(started.statusCode).toBe(200);
  const body = started.json<StartAcademyExportResponse>();
  const finished = await waitForExport(app, auth, instId, body.exportId);
  return { ...body, status: finished.status };
}

async function download(exportId: string, auth: Auth = director) {
  return app.inject({ method: 'GET', url: `${base}/${exportId}/download`, ...auth });
}

async function sheetText(sheet: ExcelJS.Worksheet): Promise<string> {
  const lines: string[] = [];
  sheet.eachRow((row) => {
    lines.push(
      (row.values as unknown[]).map((value) => (value === null || value === undefined ? '' : String(value))).join('\t'),
    );
  });
  return lines.join('\n');
}

/** A sheet's rows under its Korean headers, each cell as text. */
function sheetRecords(sheet: ExcelJS.Worksheet | undefined): Record<string, string>[] {
  if (!sheet) throw new Error('the sheet is missing');
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value))),
    );
  });
  const [headers = [], ...body] = rows;
  return body.map((cells) => Object.fromEntries(headers.map((header, index) => [header, cells[index] ?? ''])));
}

describe('exporting the whole academy', () => {
  it('puts every area of the academy in academy.xlsx and academy.json, and nothing of another academy or any secret', async () => {
    const started = await app.inject({ method: 'POST', url: base, ...director });
    expect(started.statusCode).toBe(200);
    const start = started.json<StartAcademyExportResponse>();
    expect(start).toMatchObject({ started: true, status: 'running', done: 0, fileName: null });

    const finished = await waitForExport(app, director, instId, start.exportId);
    expect(finished).toMatchObject({ status: 'ready', fileName: '한빛수학학원_학원데이터_20261122.zip' });
    expect(finished.total).toBeGreaterThan(100);
    expect(finished.done).toBe(finished.total);
    expect(finished.expiresAt).toBe(new Date(clock.now().getTime() + 24 * HOUR_MS).toISOString());

    const latest = await app.inject({ method: 'GET', url: `${base}/latest`, ...director });
    expect(latest.json()).toEqual({ latest: finished });

    const response = await download(start.exportId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('한빛수학학원_학원데이터_20261122.zip')}`,
    );
    const zip = await JSZip.loadAsync(response.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(['academy.json', 'academy.xlsx']);

    // academy.json: the format, then every area with exactly the academy's rows of its table.
    const jsonText = await zip.file('academy.json')?.async('string');
    const archive = JSON.parse(jsonText ?? '') as ExportJson;
    expect(archive).toMatchObject({
      format: 'academy-export',
      version: ACADEMY_EXPORT_FORMAT_VERSION,
      instId,
      instNm: '한빛수학학원',
    });
    expect(Object.keys(archive.areas)).toEqual(ACADEMY_EXPORT_AREAS.map((area) => area.key));
    let rowsInAll = 0;
    for (const area of ACADEMY_EXPORT_AREAS) {
      const expected = (await AREA_ROWS[area.key].execute(db)).rows[0]?.count;
      const rows = archive.areas[area.key]?.rows ?? [];
      expect(rows.length, area.key).toBe(expected);
      expect(rows.length, `${area.key} has rows`).toBeGreaterThan(0);
      expect(archive.areas[area.key]?.sheet).toBe(area.sheet);
      rowsInAll += rows.length;
    }
    expect(finished.total).toBe(rowsInAll);
    const students = archive.areas.students?.rows ?? [];
    expect(students.map((row) => row.studentNm)).toEqual(expect.arrayContaining(['최민준', '김도윤']));
    expect(students.find((row) => row.studentNm === '최민준')).toMatchObject({
      studentId: expect.any(String),
      status: 'enrolled',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect((archive.areas.classes?.rows ?? []).map((row) => row.classNm)).toEqual(
      expect.arrayContaining(['중3 수학 심화반', '초등 사고력 수학']),
    );

    // academy.xlsx: one sheet per area, Korean headers and labels, the same rows.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await zip.file('academy.xlsx')?.async('nodebuffer')) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(ACADEMY_EXPORT_AREAS.map((area) => area.sheet));
    for (const area of ACADEMY_EXPORT_AREAS) {
      const sheet = workbook.getWorksheet(area.sheet);
      expect(sheet?.actualRowCount, area.sheet).toBe((archive.areas[area.key]?.rows.length ?? 0) + 1);
    }
    const studentSheet = workbook.getWorksheet('원생') as ExcelJS.Worksheet;
    const headers = (studentSheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(expect.arrayContaining(['이름', '생년월일', '휴대폰 번호', '상태 (오늘)', '출결 번호']));
    expect(headers.join(' ')).not.toMatch(/[a-z]{3,}/);
    const studentText = await sheetText(studentSheet);
    expect(studentText).toContain('최민준');
    expect(studentText).toContain('재원');
    expect(studentText).not.toContain('enrolled');
    expect(studentText).toMatch(/010-\d{4}-\d{4}/);
    expect(await sheetText(workbook.getWorksheet('반') as ExcelJS.Worksheet)).toContain('중3 수학 심화반');
    expect(await sheetText(workbook.getWorksheet('출결') as ExcelJS.Worksheet)).toMatch(/출석|지각|결석/);

    // Nothing of another academy: none of its rows' ids, none of its own students or classes.
    const workbookText = (await Promise.all(workbook.worksheets.map(sheetText))).join('\n');
    const foreignIds = await otherAcademiesIds();
    expect(foreignIds.length).toBeGreaterThan(50);
    for (const id of foreignIds) {
      expect(jsonText, id).not.toContain(id);
      expect(workbookText, id).not.toContain(id);
    }
    for (const name of ['새솔영어학원', '배수아', '홍지민', '남도현', '다른학원', '남원장']) {
      expect(jsonText).not.toContain(name);
      expect(workbookText).not.toContain(name);
    }

    // No secrets: no password hash, session, invitation code, device token or sealed CI/DI.
    const hidden = await secrets();
    expect(hidden).toEqual(
      expect.arrayContaining([
        INVITE_CODE,
        DEVICE_TOKEN_HASH,
        PUSH_ENDPOINT,
        PUSH_P256DH,
        PUSH_AUTH,
        DEVICE_PUSH_ID,
        SEALED_IDENTITY,
        VA_SECRET_HASH,
      ]),
    );
    for (const value of hidden) {
      expect(jsonText).not.toContain(value);
      expect(workbookText).not.toContain(value);
    }
    expect(jsonText).not.toMatch(/password|token|"code"|ci_enc|di_enc|scrypt|identity_?enc|secret_?hash/i);

    // Both steps audited; the director told in the bell.
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'target'])
      .where('target', '=', `academy-export:${start.exportId}`)
      .orderBy('at')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.action, row.actor_user_id])).toEqual([
      ['academy-export.start', world.users.director],
      ['academy-export.download', world.users.director],
    ]);
    const notice = await db
      .selectFrom('notifications')
      .select(['user_id', 'inst_id', 'title', 'link'])
      .where('type', '=', 'academy-export-ready')
      .execute();
    expect(notice).toEqual([
      { user_id: world.users.director, inst_id: instId, title: '학원 데이터 내보내기 완료', link: '/v3/inst/export' },
    ]);

    // The temporary files are gone; the stored .zip is the only copy.
    expect(existsSync(path.join(filesDir, exportStorageKey({ instId, exportId: start.exportId })))).toBe(true);
  });
});

describe('notices, the class feed and the messages in the export', () => {
  it('holds a notice with its read and 확인, a post with its tag, secret comment and emotion, and the message costs per month — of this academy only', async () => {
    const { exportId } = await startAndFinish();
    const zip = await JSZip.loadAsync((await download(exportId)).rawPayload);
    const jsonText = (await zip.file('academy.json')?.async('string')) ?? '';
    const { areas } = JSON.parse(jsonText) as ExportJson;
    const rowsOf = (key: AcademyExportAreaKey) => areas[key]?.rows ?? [];
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await zip.file('academy.xlsx')?.async('nodebuffer')) as unknown as ArrayBuffer);
    const sheet = (name: string) => sheetRecords(workbook.getWorksheet(name));
    const { names } = seeded;

    // Every sheet's header is Korean.
    for (const each of workbook.worksheets) {
      const headers = (each.getRow(1).values as unknown[]).slice(1);
      expect(headers.length, each.name).toBeGreaterThan(0);
      expect(headers.join(' '), each.name).not.toMatch(/[a-z]{3,}/);
    }

    // The notice, whom it went to, and the parent's read and confirmation.
    expect(rowsOf('notices').find((row) => row.noticeId === seeded.noticeId)).toMatchObject({
      title: NOTICE_TITLE,
      audienceKind: 'classes',
      confirmRequested: true,
      studentCount: 1,
      recipientCount: 1,
      readCount: 1,
      confirmedCount: 1,
      imageFileIds: [seeded.imageId],
      imageNames: [NOTICE_IMAGE],
      publishAt: '2026-11-20T01:00:00.000Z',
      deletedAt: null,
    });
    expect(rowsOf('noticeTargets').filter((row) => row.noticeId === seeded.noticeId)).toEqual([
      expect.objectContaining({ kind: 'class', classId: seeded.classId, targetNm: names.class }),
    ]);
    expect(rowsOf('noticeStudents').filter((row) => row.noticeId === seeded.noticeId)).toEqual([
      expect.objectContaining({ studentId: seeded.studentId, studentNm: names.student }),
    ]);
    expect(rowsOf('noticeRecipients').filter((row) => row.noticeId === seeded.noticeId)).toEqual([
      expect.objectContaining({
        userId: world.users.parent,
        recipientNm: names.parent,
        kind: 'family',
        relation: '모',
      }),
    ]);
    expect(rowsOf('noticeReads').filter((row) => row.noticeId === seeded.noticeId)).toEqual([
      {
        noticeId: seeded.noticeId,
        noticeTitle: NOTICE_TITLE,
        userId: world.users.parent,
        readerNm: names.parent,
        readAt: '2026-11-20T02:00:00.000Z',
        confirmed: true,
        confirmedAt: '2026-11-20T02:05:00.000Z',
      },
    ]);
    expect(sheet('공지').find((row) => row.제목 === NOTICE_TITLE)).toMatchObject({
      '받는 대상': '반 선택',
      '확인 요청': '예',
      '읽은 사람 수': '1',
      '확인한 사람 수': '1',
      사진: NOTICE_IMAGE,
      '게시 일시': '2026-11-20 10:00',
    });
    expect(sheet('공지 읽음·확인').filter((row) => row.공지 === NOTICE_TITLE)).toEqual([
      {
        공지: NOTICE_TITLE,
        '읽은 사람': names.parent,
        '읽은 일시': '2026-11-20 11:00',
        확인함: '예',
        '확인한 일시': '2026-11-20 11:05',
      },
    ]);
    expect(sheet('공지 대상').find((row) => row.공지 === NOTICE_TITLE)).toMatchObject({
      '대상 종류': '반',
      대상: names.class,
    });
    // Its history, named in Korean.
    expect(sheet('변경 기록').some((row) => row.작업 === '공지 수정' && row.대상 === `notice:${seeded.noticeId}`)).toBe(
      true,
    );

    // The post, its tag, photo, secret comment (marked), emotion, read and report.
    expect(rowsOf('boards').find((row) => row.boardId === seeded.boardId)).toMatchObject({
      kind: 'class',
      postDate: '2026-11-21',
      classId: seeded.classId,
      classNm: names.class,
      content: FEED_TEXT,
    });
    expect(rowsOf('boardTags').filter((row) => row.boardId === seeded.boardId)).toEqual([
      expect.objectContaining({ studentId: seeded.studentId, studentNm: names.student }),
    ]);
    expect(rowsOf('boardComments').find((row) => row.commentId === seeded.commentId)).toMatchObject({
      boardId: seeded.boardId,
      kind: 'comment',
      authorNm: names.parent,
      content: SECRET_COMMENT,
      secret: true,
    });
    expect(rowsOf('boardFiles').find((row) => row.fileId === seeded.photoId)).toMatchObject({
      boardId: seeded.boardId,
      kind: 'image',
      originalNm: FEED_IMAGE,
      sizeBytes: 2048,
      width: 800,
    });
    expect(rowsOf('boardEmotions').filter((row) => row.boardId === seeded.boardId)).toEqual([
      expect.objectContaining({ userId: world.users.parent, emotion: 'THANKS' }),
    ]);
    expect(rowsOf('boardReads').filter((row) => row.boardId === seeded.boardId)).toHaveLength(1);
    expect(rowsOf('boardReports').filter((row) => row.boardId === seeded.boardId)).toEqual([
      expect.objectContaining({ target: 'board', reason: 'WRONG_CHILD', resolvedAt: null }),
    ]);
    expect(sheet('피드·알림장').find((row) => row.내용 === FEED_TEXT)).toMatchObject({
      종류: '반 소식',
      게시일: '2026-11-21',
      반: names.class,
    });
    expect(sheet('피드 태그').find((row) => row['태그한 원생'] === names.student)).toBeDefined();
    expect(sheet('피드 댓글').find((row) => row.내용 === SECRET_COMMENT)).toMatchObject({
      구분: '댓글',
      작성자: names.parent,
      '비밀 댓글 여부': '예',
    });
    expect(sheet('피드 댓글').some((row) => row['비밀 댓글 여부'] === '아니요')).toBe(true);
    expect(
      sheet('피드 감정 표현').find((row) => row['남긴 사람'] === names.parent && row.게시일 === '2026-11-21'),
    ).toMatchObject({ 감정: '고마워요' });
    expect(sheet('피드 파일').find((row) => row['파일 이름'] === FEED_IMAGE)).toMatchObject({ 종류: '사진' });
    expect(sheet('피드 신고').find((row) => row.게시일 === '2026-11-21')).toMatchObject({
      '신고 사유': '우리 아이가 아닌 사진·내용',
    });
    // Their files are listed with the academy's files, as every upload is.
    expect(sheet('파일').map((row) => [row['파일 이름'], row.용도])).toEqual(
      expect.arrayContaining([
        [NOTICE_IMAGE, '공지 사진'],
        [FEED_IMAGE, '피드·알림장 파일'],
      ]),
    );

    // Deliveries with their reason's code only, each paid message, and the costs per month in Seoul.
    expect(rowsOf('notificationDeliveries').filter((row) => row.title === NOTICE_TITLE)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ channel: 'alimtalk', status: 'failed', attempts: 5, reason: 'provider-error' }),
        expect.objectContaining({ channel: 'webpush', status: 'sent', reason: null }),
      ]),
    );
    expect(sheet('알림 발송').find((row) => row['보낸 방법'] === '알림톡')).toMatchObject({
      상태: '실패',
      사유: '발송 업체가 보내지 못했습니다',
    });
    expect(jsonText).not.toContain(PROVIDER_DETAIL);
    expect(rowsOf('messageSends').map((row) => [row.month, row.channel, row.won])).toEqual([
      ['2026-10', 'lms', 50],
      ['2026-11', 'alimtalk', 13],
      ['2026-11', 'alimtalk', 13],
      ['2026-11', 'sms', 20],
    ]);
    expect(rowsOf('messageCostsByMonth')).toEqual([
      { month: '2026-10', channel: 'lms', count: 1, won: 50 },
      { month: '2026-10', channel: 'total', count: 1, won: 50 },
      { month: '2026-11', channel: 'alimtalk', count: 2, won: 26 },
      { month: '2026-11', channel: 'sms', count: 1, won: 20 },
      { month: '2026-11', channel: 'total', count: 3, won: 46 },
    ]);
    expect(sheet('월별 메시지 비용').at(-1)).toEqual({ 월: '2026-11', 종류: '합계', 건수: '3', '금액(원)': '46' });
    expect(sheet('메시지 발송').find((row) => row['금액(원)'] === '20')).toMatchObject({
      종류: '문자(SMS)',
      '무엇을 알렸나': '등원·하원·결석',
    });

    // Nothing of the other academy: its notice, its read, its secret comment, its costs.
    const workbookText = (await Promise.all(workbook.worksheets.map(sheetText))).join('\n');
    for (const text of [OTHER_NOTICE_TITLE, OTHER_SECRET_COMMENT, '남원장']) {
      expect(jsonText, text).not.toContain(text);
      expect(workbookText, text).not.toContain(text);
    }
    const otherNotices = await db.selectFrom('notices').select('id').where('inst_id', '<>', instId).execute();
    const otherBoards = await db.selectFrom('boards').select('id').where('inst_id', '<>', instId).execute();
    expect(otherNotices.length).toBeGreaterThan(0);
    expect(otherBoards.length).toBeGreaterThan(0);
    for (const { id } of [...otherNotices, ...otherBoards]) expect(jsonText, id).not.toContain(id);
  });
});

describe('the learning records in the export', () => {
  it('holds tests and scores, homework with its assignees, versions and files, reports with their reads, and materials with their files and downloads — of this academy only', async () => {
    const { exportId } = await startAndFinish();
    const zip = await JSZip.loadAsync((await download(exportId)).rawPayload);
    const jsonText = (await zip.file('academy.json')?.async('string')) ?? '';
    const { areas } = JSON.parse(jsonText) as ExportJson;
    const rowsOf = (key: AcademyExportAreaKey) => areas[key]?.rows ?? [];
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await zip.file('academy.xlsx')?.async('nodebuffer')) as unknown as ArrayBuffer);
    const sheet = (name: string) => sheetRecords(workbook.getWorksheet(name));
    const { names } = seeded;
    const otherStudentNm = (
      await db
        .selectFrom('students')
        .select('student_nm')
        .where('id', '=', learning.otherStudentId)
        .executeTakeFirstOrThrow()
    ).student_nm;

    // The learning sheets come after the feed's and before the books.
    const sheetNames = workbook.worksheets.map((each) => each.name);
    expect(sheetNames.slice(sheetNames.indexOf('피드 신고') + 1, sheetNames.indexOf('청구서'))).toEqual([
      '성적 시험',
      '성적 점수',
      '성적 설정',
      '숙제',
      '숙제 대상',
      '숙제 제출',
      '숙제 파일',
      '학습 리포트',
      '학습 리포트 읽음',
      '학습 자료',
      '학습 자료 파일',
      '학습 자료 내려받기',
    ]);

    // Grades: the test with its class and sections, each student's score or 결시, ranks shown.
    expect(rowsOf('gradeTests').find((row) => row.testId === learning.testId)).toEqual(
      expect.objectContaining({
        classId: seeded.classId,
        classNm: names.class,
        name: GRADE_TEST_NAME,
        subject: '수학',
        testDate: '2026-11-18',
        maxScore: 100,
        sections: [
          { name: '객관식', maxScore: 60 },
          { name: '서술형', maxScore: 40 },
        ],
        status: 'published',
        publishedAt: '2026-11-19T09:00:00.000Z',
      }),
    );
    expect(rowsOf('gradeScores').filter((row) => row.testId === learning.testId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          studentId: seeded.studentId,
          testNm: GRADE_TEST_NAME,
          testDate: '2026-11-18',
          score: 85.5,
          absent: false,
          sectionScores: [50, 35.5],
        }),
        expect.objectContaining({ studentId: learning.otherStudentId, score: null, absent: true }),
      ]),
    );
    expect(rowsOf('gradeScores').filter((row) => row.testId === learning.testId)).toHaveLength(2);
    expect(sheet('성적 시험').find((row) => row['시험 이름'] === GRADE_TEST_NAME)).toMatchObject({
      반: names.class,
      과목: '수학',
      시험일: '2026-11-18',
      만점: '100',
      '영역별 만점': '객관식 60점, 서술형 40점',
      '학부모에게 공개': '공개',
      '공개 일시': '2026-11-19 18:00',
    });
    expect(sheet('성적 점수').find((row) => row.시험 === GRADE_TEST_NAME && row.원생 === names.student)).toMatchObject({
      점수: '85.5',
      결시: '아니요',
      '영역별 점수': '50, 35.5',
    });
    expect(sheet('성적 점수').find((row) => row.시험 === GRADE_TEST_NAME && row.원생 === otherStudentNm)).toMatchObject(
      { 점수: '', 결시: '예', '영역별 점수': '-, -' },
    );
    expect(rowsOf('gradeSettings')).toEqual([{ showRank: true, updatedAt: '2026-11-10T00:00:00.000Z' }]);
    expect(sheet('성적 설정')).toEqual([{ '등수 공개': '예', '변경 일시': '2026-11-10 09:00' }]);

    // Homework: the assignment, its assignees' status on the export's day, the late version and its check, its photo.
    expect(rowsOf('homework').find((row) => row.homeworkId === learning.homeworkId)).toMatchObject({
      classNm: names.class,
      title: HOMEWORK_TITLE,
      dueAt: '2026-11-20T14:59:00.000Z',
    });
    expect(sheet('숙제').find((row) => row.제목 === HOMEWORK_TITLE)).toMatchObject({
      반: names.class,
      '마감 일시': '2026-11-20 23:59',
    });
    expect(rowsOf('homeworkAssignees').filter((row) => row.homeworkId === learning.homeworkId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          studentId: seeded.studentId,
          status: 'revision',
          firstSubmittedAt: '2026-11-21T01:00:00.000Z',
          submissionCount: 1,
          latestSubmissionId: learning.submissionId,
          checkResult: 'revision',
        }),
        expect.objectContaining({ studentId: learning.otherStudentId, status: 'missing', firstSubmittedAt: null }),
      ]),
    );
    const assignees = sheet('숙제 대상').filter((row) => row.숙제 === HOMEWORK_TITLE);
    expect(assignees.find((row) => row.원생 === names.student)).toMatchObject({
      '상태 (내보낸 때)': '보완 요청',
      '확인 결과': '보완 요청',
    });
    expect(assignees.find((row) => row.원생 === otherStudentNm)).toMatchObject({
      '상태 (내보낸 때)': '미제출',
      '제출 횟수': '0',
    });
    expect(rowsOf('homeworkSubmissions').filter((row) => row.homeworkId === learning.homeworkId)).toEqual([
      expect.objectContaining({
        submissionId: learning.submissionId,
        studentId: seeded.studentId,
        version: 1,
        text: SUBMISSION_TEXT,
        late: true,
        checkResult: 'revision',
        checkComment: CHECK_COMMENT,
        submittedAt: '2026-11-21T01:00:00.000Z',
      }),
    ]);
    expect(sheet('숙제 제출').find((row) => row['제출 내용'] === SUBMISSION_TEXT)).toMatchObject({
      숙제: HOMEWORK_TITLE,
      원생: names.student,
      '제출한 사람': names.parent,
      '제출 일시': '2026-11-21 10:00',
      '늦은 제출': '예',
      '확인 결과': '보완 요청',
      '선생님 코멘트': CHECK_COMMENT,
    });
    expect(rowsOf('homeworkFiles').find((row) => row.fileId === learning.photoId)).toMatchObject({
      purpose: 'homework-submission',
      homeworkId: learning.homeworkId,
      submissionId: learning.submissionId,
      kind: 'image',
      originalNm: HOMEWORK_PHOTO,
      sizeBytes: 3072,
    });
    expect(sheet('숙제 파일').find((row) => row['파일 이름'] === HOMEWORK_PHOTO)).toMatchObject({
      구분: '제출 파일',
      숙제: HOMEWORK_TITLE,
      '제출한 원생': names.student,
      종류: '사진',
      '올린 사람': names.parent,
    });

    // Reports: the sent report with the teacher's comment (its snapshot stays out), and the parent's read.
    expect(rowsOf('learningReports').find((row) => row.reportId === learning.reportId)).toMatchObject({
      month: '2026-09',
      kind: 'monthly',
      studentId: seeded.studentId,
      classId: seeded.classId,
      status: 'sent',
      comment: REPORT_COMMENT,
      sentAt: '2026-10-01T02:00:00.000Z',
    });
    expect(sheet('학습 리포트').find((row) => row['선생님 코멘트'] === REPORT_COMMENT)).toMatchObject({
      월: '2026-09',
      종류: '월간 학습 리포트',
      원생: names.student,
      반: names.class,
      상태: '발송 완료',
      '발송 일시': '2026-10-01 11:00',
    });
    expect(rowsOf('learningReportReads').filter((row) => row.reportId === learning.reportId)).toEqual([
      expect.objectContaining({
        userId: world.users.parent,
        readerNm: names.parent,
        firstReadAt: '2026-10-01T11:00:00.000Z',
        lastReadAt: '2026-10-02T11:00:00.000Z',
      }),
    ]);
    expect(jsonText).not.toContain(REPORT_SNAPSHOT_MARKER);

    // Materials: folder, tags and files; the file's details; the parent's downloads that day.
    expect(rowsOf('studyMaterials').find((row) => row.materialId === learning.materialId)).toMatchObject({
      classNm: names.class,
      title: MATERIAL_TITLE,
      folder: '중간고사 대비',
      tags: ['함수', '개념'],
      fileNames: [MATERIAL_FILE],
    });
    expect(sheet('학습 자료').find((row) => row.제목 === MATERIAL_TITLE)).toMatchObject({
      폴더: '중간고사 대비',
      태그: '함수, 개념',
      파일: MATERIAL_FILE,
    });
    expect(rowsOf('studyMaterialFiles').find((row) => row.fileId === learning.pdfId)).toMatchObject({
      materialId: learning.materialId,
      kind: 'document',
      sizeBytes: 8192,
    });
    expect(sheet('학습 자료 파일').find((row) => row['파일 이름'] === MATERIAL_FILE)).toMatchObject({
      자료: MATERIAL_TITLE,
      종류: '문서',
    });
    expect(rowsOf('studyMaterialDownloads').filter((row) => row.fileId === learning.pdfId)).toEqual([
      expect.objectContaining({ userId: world.users.parent, day: '2026-11-21', times: 2 }),
    ]);
    expect(sheet('학습 자료 내려받기').find((row) => row['파일 이름'] === MATERIAL_FILE)).toMatchObject({
      '내려받은 사람': names.parent,
      날짜: '2026-11-21',
      횟수: '2',
      '처음 내려받은 일시': '2026-11-21 19:00',
    });
    // Their files are listed with the academy's files, as every upload is.
    expect(sheet('파일').map((row) => [row['파일 이름'], row.용도])).toEqual(
      expect.arrayContaining([
        [HOMEWORK_PHOTO, '숙제 제출 파일'],
        [MATERIAL_FILE, '학습 자료 파일'],
      ]),
    );

    // Nothing of the other academy's class, test, homework or material.
    const workbookText = (await Promise.all(workbook.worksheets.map(sheetText))).join('\n');
    expect(jsonText).not.toContain(OTHER_LEARNING_TITLE);
    expect(workbookText).not.toContain(OTHER_LEARNING_TITLE);
  });
});

describe('the tuition books in the export', () => {
  it('holds bills with their lines and discounts, payments, their split over bills, refunds and 현금영수증 — as the office reads them, of this academy only', async () => {
    const { exportId } = await startAndFinish();
    const zip = await JSZip.loadAsync((await download(exportId)).rawPayload);
    const jsonText = (await zip.file('academy.json')?.async('string')) ?? '';
    const { areas } = JSON.parse(jsonText) as ExportJson;
    const rowsOf = (key: AcademyExportAreaKey) => areas[key]?.rows ?? [];
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await zip.file('academy.xlsx')?.async('nodebuffer')) as unknown as ArrayBuffer);
    const sheet = (name: string) => sheetRecords(workbook.getWorksheet(name));
    const { names } = seeded;
    const directorNm = (
      await db.selectFrom('users').select('user_nm').where('id', '=', world.users.director).executeTakeFirstOrThrow()
    ).user_nm;

    // The November bill: past its due date with money still owed, so 미납 (never stored), and what is owed.
    expect(rowsOf('bills').find((row) => row.billId === books.bill)).toEqual({
      billId: books.bill,
      studentId: seeded.studentId,
      studentNm: names.student,
      classId: seeded.classId,
      classNm: names.class,
      enrolmentId: null,
      title: BILL_TITLE,
      month: '2026-11',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      round: null,
      prepaymentMonths: 1,
      dueDate: '2026-11-10',
      subtotal: 320_000,
      discount: 30_000,
      total: 290_000,
      paid: 150_000,
      refunded: 0,
      unpaid: 140_000,
      status: 'overdue',
      memo: '재료비 포함',
      prorationNote: null,
      cancelReason: null,
      createdByNm: directorNm,
      createdAt: '2026-11-03T00:30:00.000Z',
      sentAt: '2026-11-03T01:00:00.000Z',
      cancelledAt: null,
      updatedAt: '2026-11-21T05:00:00.000Z',
    });
    expect(rowsOf('bills').find((row) => row.billId === books.refundedBill)).toMatchObject({
      status: 'refunded',
      paid: 300_000,
      refunded: 100_000,
      unpaid: 0,
    });
    expect(sheet('청구서').find((row) => row['청구서 제목'] === BILL_TITLE)).toMatchObject({
      원생: names.student,
      반: names.class,
      '청구 월': '2026-11',
      '수강 시작일': '2026-11-01',
      '수강 종료일': '2026-11-30',
      '납부 기한': '2026-11-10',
      '청구 금액(원)': '320000',
      '할인 합계(원)': '30000',
      '합계(원)': '290000',
      '받은 금액(원)': '150000',
      '미수금(원)': '140000',
      '상태 (오늘)': '미납',
      '만든 사람': directorNm,
      '발송 일시': '2026-11-03 10:00',
    });
    expect(sheet('청구서').find((row) => row['청구서 제목'] === REFUNDED_BILL_TITLE)?.['상태 (오늘)']).toBe('환불');
    // Every bill of the academy shows its status in the app's words, whatever it is.
    const shown = new Set(sheet('청구서').map((row) => row['상태 (오늘)'] ?? ''));
    expect(Object.values(BILL_STATUS_LABELS)).toEqual(expect.arrayContaining([...shown]));

    // Its lines: the discount a line of its own with its reason; the lines add up to the total.
    const lines = rowsOf('billItems').filter((row) => row.billId === books.bill);
    expect(
      lines.map((row) => [row.order, row.kind, row.discountKind, row.amount, row.signedAmount, row.reason]),
    ).toEqual([
      [1, 'tuition', null, 300_000, 300_000, null],
      [2, 'material', null, 20_000, 20_000, null],
      [3, 'discount', 'sibling', 30_000, -30_000, DISCOUNT_REASON],
    ]);
    expect(lines.reduce((sum, row) => sum + (row.signedAmount as number), 0)).toBe(290_000);
    expect(sheet('청구 항목').filter((row) => row.청구서 === BILL_TITLE)).toEqual([
      expect.objectContaining({ 원생: names.student, 순서: '1', 항목: '교습비', '금액(원)': '300000' }),
      expect.objectContaining({ 순서: '2', 항목: '재료비', '할인 종류': '' }),
      expect.objectContaining({
        순서: '3',
        항목: '할인',
        '할인 종류': '형제 할인',
        '합계에 더한 금액(원)': '-30000',
        '할인 사유': DISCOUNT_REASON,
      }),
    ]);

    // The payments: a card in 3 installments over two bills, partly cancelled; cash the director took;
    // a virtual account waiting for its deposit.
    const payments = rowsOf('payments');
    expect(payments.find((row) => row.paymentId === books.card)).toMatchObject({
      orderId: books.orderIds.card,
      studentNms: [names.student],
      method: 'card',
      status: 'PARTIAL_CANCELED',
      amount: 400_000,
      cancelledAmount: 100_000,
      provider: 'sandbox',
      paymentKey: expect.stringMatching(/^sandbox_/),
      approveNo: '30001234',
      cardCompany: '신한',
      cardNumberMasked: '4330-12**-****-123*',
      installmentCd: '03',
      approvedAt: '2026-11-05T10:30:00.000Z',
      payerUserId: world.users.parent,
      payerNm: names.parent,
      recordedBy: null,
    });
    expect(payments.find((row) => row.paymentId === books.cash)).toMatchObject({
      method: 'cash',
      status: 'DONE',
      amount: 50_000,
      provider: null,
      installmentCd: null,
      paidDate: '2026-11-21',
      payerNm: null,
      recordedBy: world.users.director,
      recordedByNm: directorNm,
    });
    expect(payments.find((row) => row.paymentId === books.account)).toMatchObject({
      method: 'virtual_account',
      status: 'WAITING_FOR_DEPOSIT',
      vaBank: '국민',
      vaAccountNumber: '94370012345678',
      vaDueAt: '2026-11-25T14:59:59.000Z',
    });
    for (const row of payments) expect(Object.keys(row)).not.toContain('vaSecretHash');
    expect(sheet('결제·수납').find((row) => row['주문 번호'] === books.orderIds.card)).toMatchObject({
      원생: names.student,
      '결제 방법': '카드',
      상태: '부분 취소',
      '결제 금액(원)': '400000',
      '취소 금액(원)': '100000',
      '결제 일시': '2026-11-05 19:30',
      '결제 대행사': '시험 결제',
      카드사: '신한',
      '카드 번호': '4330-12**-****-123*',
      할부: '3개월',
      결제자: names.parent,
    });
    expect(sheet('결제·수납').find((row) => row['주문 번호'] === books.orderIds.cash)).toMatchObject({
      '결제 방법': '현금',
      상태: '결제 완료',
      '받은 날': '2026-11-21',
      할부: '',
      '수납 처리한 사람': directorNm,
    });

    // How each payment was split over the bills.
    expect(
      rowsOf('paymentBills')
        .filter((row) => row.paymentId === books.card)
        .map((row) => [row.billId, row.amount]),
    ).toEqual(
      expect.arrayContaining([
        [books.bill, 100_000],
        [books.refundedBill, 300_000],
      ]),
    );
    expect(rowsOf('paymentBills').filter((row) => row.billId === books.bill)).toHaveLength(3);
    expect(sheet('결제별 청구서').filter((row) => row['주문 번호'] === books.orderIds.card)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          '결제 방법': '카드',
          '결제 상태': '부분 취소',
          청구서: REFUNDED_BILL_TITLE,
          '청구 월': '2026-10',
          원생: names.student,
          반: names.class,
          '이 청구서에 낸 금액(원)': '300000',
        }),
      ]),
    );

    // The refund, with its rule and explanation as they were shown, and its legal deadline.
    expect(rowsOf('paymentCancels').find((row) => row.cancelId === books.cancel)).toMatchObject({
      paymentId: books.card,
      orderId: books.orderIds.card,
      billId: books.refundedBill,
      amount: 100_000,
      reason: '이사로 인한 퇴원',
      refundRule: 'two_thirds',
      explanation: REFUND_EXPLANATION,
      status: 'done',
      dueDate: '2026-11-17',
      transactionKey: expect.stringMatching(/^tx_/),
      createdByNm: directorNm,
    });
    expect(sheet('환불·취소').find((row) => row['계산 설명'] === REFUND_EXPLANATION)).toMatchObject({
      '결제 방법': '카드',
      청구서: REFUNDED_BILL_TITLE,
      원생: names.student,
      '환불 금액(원)': '100000',
      '환불 기준': '2/3 환불',
      상태: '환불 완료',
      '환불 기한': '2026-11-17',
      '완료 일시': '2026-11-12 11:00',
    });

    // The 현금영수증: its number masked as the app shows it, the sealed one nowhere.
    expect(rowsOf('cashReceipts').find((row) => row.receiptId === books.receipt)).toMatchObject({
      paymentId: books.cash,
      orderId: books.orderIds.cash,
      method: 'cash',
      studentNms: [names.student],
      purpose: 'income_deduction',
      identityMasked: '010-****-5678',
      selfIssued: false,
      amount: 50_000,
      status: 'issued',
      dueDate: '2026-11-26',
      issueNumber: '135792468',
      issuedAt: '2026-11-21T05:00:10.000Z',
    });
    expect(sheet('현금영수증').find((row) => row['주문 번호'] === books.orderIds.cash)).toMatchObject({
      '결제 방법': '현금',
      용도: '소득공제',
      '발급 번호 (가림)': '010-****-5678',
      자진발급: '아니요',
      상태: '발급 완료',
      '현금영수증 승인번호': '135792468',
    });

    // Nothing of the other academy's books: its bills, payments, refunds, receipts, student.
    const workbookText = (await Promise.all(workbook.worksheets.map(sheetText))).join('\n');
    for (const text of [OTHER_BILL_TITLE, OTHER_STUDENT_NM, ...Object.values(otherBooks.orderIds)]) {
      expect(jsonText, text).not.toContain(text);
      expect(workbookText, text).not.toContain(text);
    }
    const { orderIds: _, ...otherIds } = otherBooks;
    for (const id of Object.values(otherIds)) expect(jsonText, id).not.toContain(id);
  });
});

describe('one export at a time', () => {
  it('answers requests arriving together with one export', async () => {
    const before = await exportTrail(db);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => app.inject({ method: 'POST', url: base, ...director })),
    );
    const bodies = responses.map((response) => {
      expect(response.statusCode).toBe(200);
      return response.json<StartAcademyExportResponse>();
    });
    expect(new Set(bodies.map((body) => body.exportId)).size).toBe(1);
    expect(bodies.filter((body) => body.started)).toHaveLength(1);
    const after = await exportTrail(db);
    expect(after.exports.length - before.exports.length).toBe(1);
    expect(after.audit.length - before.audit.length).toBe(1);
    expect((await waitForExport(app, director, instId, bodies[0]?.exportId as string)).status).toBe('ready');
  });

  it('answers the running export to a second start, starting nothing', async () => {
    const runningId = await insertExport(db, storage, {
      instId,
      requestedBy: world.users.director,
      status: 'running',
      now: clock.now(),
    });
    const before = await exportTrail(db);
    const response = await app.inject({ method: 'POST', url: base, ...director });
    expect(response.json()).toMatchObject({
      exportId: runningId,
      status: 'running',
      started: false,
      done: 3,
      total: 10,
    });
    expect(await exportTrail(db)).toEqual(before);
    await db.updateTable('academy_exports').set({ status: 'failed' }).where('id', '=', runningId).execute();
  });

  it('takes a run that stopped moving for stopped, and starts a new one', async () => {
    const stoppedId = await insertExport(db, storage, {
      instId,
      requestedBy: world.users.director,
      status: 'running',
      now: new Date(clock.now().getTime() - STALE_EXPORT_MS - 60_000),
      heartbeatAt: new Date(clock.now().getTime() - STALE_EXPORT_MS - 1000),
    });
    const response = await app.inject({ method: 'POST', url: base, ...director });
    expect(response.json()).toMatchObject({ started: true, status: 'running' });
    expect(response.json<StartAcademyExportResponse>().exportId).not.toBe(stoppedId);
    const stopped = await db.selectFrom('academy_exports').selectAll().where('id', '=', stoppedId).executeTakeFirst();
    expect(stopped).toMatchObject({ status: 'failed', storage_key: null });
    await waitForExport(app, director, instId, response.json<StartAcademyExportResponse>().exportId);
  });
});

describe('downloading', () => {
  it('refuses an export still running, failed, expired or unknown, and audits nothing', async () => {
    const cases = [
      { status: 'running' as const, code: 'ACADEMY_EXPORT_NOT_READY', http: 409 },
      { status: 'failed' as const, code: 'ACADEMY_EXPORT_FAILED', http: 409 },
      { status: 'expired' as const, code: 'ACADEMY_EXPORT_EXPIRED', http: 410 },
    ];
    const before = await exportTrail(db);
    for (const { status, code, http } of cases) {
      // A running row of its own would be the academy's one running export: the others are fine.
      const exportId = await insertExport(db, storage, {
        instId,
        requestedBy: world.users.director,
        status,
        now: clock.now(),
      });
      const response = await download(exportId);
      expect(response.statusCode, status).toBe(http);
      expect(response.json()).toEqual({ code, message: expect.stringMatching(/[가-힣]/) });
      if (status === 'running')
        await db.updateTable('academy_exports').set({ status: 'failed' }).where('id', '=', exportId).execute();
    }
    const unknown = await download(newId());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ACADEMY_EXPORT_NOT_FOUND' });
    const after = await exportTrail(db);
    expect(after.audit).toEqual(before.audit);
  });
});

describe('keeping the file for a limited time', () => {
  it('deletes the file a day after it was made, and then answers 410', async () => {
    const ctx = { db, clock, adapters: { storage } } as unknown as AppContext;
    const { exportId } = await startAndFinish();
    const file = path.join(filesDir, exportStorageKey({ instId, exportId }));
    const fresh = await insertExport(db, storage, {
      instId,
      requestedBy: world.users.director,
      status: 'ready',
      now: clock.now(),
      expiresAt: new Date(clock.now().getTime() + 48 * HOUR_MS),
    });
    expect(existsSync(file)).toBe(true);

    expect((await cleanUpAcademyExports(ctx)).expired).toBe(0);
    expect(existsSync(file)).toBe(true);

    clock.advance(24 * HOUR_MS + 60_000);
    try {
      const cleaned = await cleanUpAcademyExports(ctx);
      expect(cleaned.expired).toBeGreaterThanOrEqual(1);
      expect(existsSync(file)).toBe(false);
      const row = await db
        .selectFrom('academy_exports')
        .selectAll()
        .where('id', '=', exportId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'expired', storage_key: null });
      const gone = await download(exportId);
      expect(gone.statusCode).toBe(410);
      expect(gone.json()).toMatchObject({ code: 'ACADEMY_EXPORT_EXPIRED' });
      // One kept for longer stays downloadable; a second clean-up finds nothing more.
      expect((await download(fresh)).statusCode).toBe(200);
      expect((await cleanUpAcademyExports(ctx)).expired).toBe(0);
    } finally {
      clock.set('2026-11-22T03:00:00Z');
    }
  });
});

describe('a run that fails', () => {
  it('is marked failed, keeps no file, and the director can start again', async () => {
    const broken: FileStorage = {
      ...storage,
      put: async () => {
        throw new Error('storage is down');
      },
    };
    const failingApp = await createTestApp(db, { clock, env: { DATA_DIR: dataDir }, adapters: { storage: broken } });
    const started = await failingApp.inject({ method: 'POST', url: base, ...director });
    const { exportId } = started.json<StartAcademyExportResponse>();
    const finished = await waitForExport(failingApp, director, instId, exportId);
    expect(finished.status).toBe('failed');
    expect(existsSync(path.join(filesDir, exportStorageKey({ instId, exportId })))).toBe(false);
    expect((await download(exportId)).json()).toMatchObject({ code: 'ACADEMY_EXPORT_FAILED' });
    const again = await startAndFinish();
    expect(again).toMatchObject({ started: true, status: 'ready' });
  });
});
