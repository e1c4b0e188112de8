import type { NoticeListResponse, NoticeReadListResponse } from '@academy/domain/notice/notice.schema';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { type Caller, callerFor } from '../../features/attendance/attendance.test-helpers';
import { fixedClock } from '../../platform/clock';
import { seedDemoData } from './demo-data';

/**
 * The demo academy's notices, read through the app: partial read lists, a 확인 요청 the demo parent
 * confirmed for both her children, a notice only the student opened, and one waiting for its time.
 */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-19T07:30:00Z');
const app = await createTestApp(db, { clock });
await seedDemoData(db, { now: clock.now() });

const userIdOf = async (loginId: string) =>
  (await db.selectFrom('users').select('id').where('login_id', '=', loginId).executeTakeFirstOrThrow()).id;
const instId = (
  await db.selectFrom('institutes').select('id').where('inst_nm', '=', '한빛수학학원').executeTakeFirstOrThrow()
).id;
const as = async (loginId: string): Promise<Caller> => callerFor(app, db, await userIdOf(loginId), clock.now());
const director = await as('director');
const parent = await as('parent');
const base = `/api/insts/${instId}/notices`;

async function listOf(caller: Caller) {
  const response = await caller.inject({ method: 'GET', url: base });
  expect(response.statusCode).toBe(200);
  return (response.json() as NoticeListResponse).items;
}

describe('the demo academy’s notices', () => {
  it('lists the pinned notice first, and the waiting one only to its managers', async () => {
    const staff = await listOf(director);
    expect(staff[0]).toMatchObject({ title: '12월 학원 휴원일 안내', pinned: true });
    expect(staff.find((item) => item.title === '겨울 특강 설명회 안내')).toMatchObject({ sentAt: null });
    const family = await listOf(parent);
    expect(family.map((item) => item.title)).not.toContain('겨울 특강 설명회 안내');
    expect(family.map((item) => item.title)).not.toContain('고2 미적분 단원평가 안내');
    expect(family.find((item) => item.title === '중3 심화반 교재 안내')).toMatchObject({ read: false });
  });

  it('has a 확인 요청 the parent read and confirmed for both her children, the rest of the classes not', async () => {
    const notice = (await listOf(director)).find((item) => item.confirmRequested);
    expect(notice).toBeDefined();
    const response = await director.inject({ method: 'GET', url: `${base}/${notice?.noticeId}/reads` });
    const reads = response.json() as NoticeReadListResponse;
    expect(reads.readCnt).toBe(2);
    expect(reads.confirmCnt).toBe(2);
    expect(reads.studentMaxCnt).toBeGreaterThan(4);
    expect(
      reads.students
        .filter((student) => student.confirmed)
        .map((student) => student.studentNm)
        .sort(),
    ).toEqual(['최민준', '최서연']);
    expect(reads.staff).toEqual([expect.objectContaining({ userNm: '박강사', readAt: expect.any(String) })]);
  });

  it('tells the bell of each notice, read when its reader opened it', async () => {
    const parentId = await userIdOf('parent');
    const rows = await db
      .selectFrom('notifications')
      .select(['title', 'read_at', 'subject_id'])
      .where('user_id', '=', parentId)
      .where('subject_kind', '=', 'notice')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((row) => row.read_at === null).length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.read_at !== null).length).toBeGreaterThan(0);
  });
});
