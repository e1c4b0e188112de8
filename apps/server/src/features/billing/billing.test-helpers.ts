import type {
  BillDetailResponse,
  BillListResponse,
  PaymentOrderResponse,
} from '@academy/domain/billing/billing.schema';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createTestUser } from '../../../test/account-helpers';
import type { Database } from '../../db/database';
import { newId } from '../../platform/ids/new-id';
import {
  type Academy,
  type Caller,
  callerFor,
  createAcademy,
  enrol,
  insertClass,
  insertStudent,
} from '../attendance/attendance.test-helpers';

/**
 * A billing test world: an academy whose class 중3 수학 (Mondays and Wednesdays, 200,000원 a month,
 * billed on the 10th) has 최민준 (the student member's own record) and 최서연 — both the parent's
 * children — and 한하윤 (another family's); a manager who may only view payments (041) and one
 * without any payment code; and a second academy with its own director. Callers are signed in.
 */
export type BillingWorld = {
  academy: Academy;
  instId: string;
  classId: string;
  tuitionAmount: number;
  minjun: string;
  seoyeon: string;
  hayun: string;
  director: Caller;
  viewingManager: Caller;
  manager: Caller;
  teacher: Caller;
  parent: Caller;
  student: Caller;
  otherParent: Caller;
  foreignDirector: Caller;
};

export async function createBillingWorld(app: FastifyInstance, db: Database, now: Date): Promise<BillingWorld> {
  const academy = await createAcademy(db);
  const { instId } = academy;
  const viewing = await createTestUser(db, { userNm: '오실장' });
  const otherParentUser = await createTestUser(db, { userNm: '한보호자' });
  await db
    .insertInto('memberships')
    .values([
      { inst_id: instId, user_id: viewing.id, relation_cd: '030', auth_cd: '041' },
      { inst_id: instId, user_id: otherParentUser.id, relation_cd: null, auth_cd: null },
    ])
    .execute();
  const tuitionAmount = 200_000;
  const tuitionId = newId();
  await db
    .insertInto('tuitions')
    .values({ inst_id: instId, id: tuitionId, tuition_nm: '월 수강료', amount: tuitionAmount, billing_unit: 'MONTH' })
    .execute();
  const classId = await insertClass(db, instId, {
    classNm: '중3 수학',
    teacherIds: [academy.teacher.id],
    lectures: [
      { weekday: 1, start: '15:00', end: '17:00' },
      { weekday: 3, start: '15:00', end: '17:00' },
    ],
  });
  await db
    .updateTable('classes')
    .set({ tuition_id: tuitionId, pay_dt_tp_cd: '010', appointed_dt: '10' })
    .where('inst_id', '=', instId)
    .where('id', '=', classId)
    .execute();
  const minjun = await insertStudent(db, instId, {
    studentNm: '최민준',
    userId: academy.studentUser.id,
    guardians: [{ userId: academy.parent.id, guardianNm: '최학부모' }],
  });
  const seoyeon = await insertStudent(db, instId, {
    studentNm: '최서연',
    guardians: [{ userId: academy.parent.id, guardianNm: '최학부모' }],
  });
  const hayun = await insertStudent(db, instId, {
    studentNm: '한하윤',
    guardians: [{ userId: otherParentUser.id, guardianNm: '한보호자' }],
  });
  await enrol(db, instId, classId, [minjun.id, seoyeon.id, hayun.id], { start: '2026-09-01' });

  const foreign = await createAcademy(db);
  const [director, viewingManager, manager, teacher, parent, student, otherParent, foreignDirector] = await Promise.all(
    [
      callerFor(app, db, academy.director.id, now),
      callerFor(app, db, viewing.id, now),
      callerFor(app, db, academy.manager.id, now),
      callerFor(app, db, academy.teacher.id, now),
      callerFor(app, db, academy.parent.id, now),
      callerFor(app, db, academy.studentUser.id, now),
      callerFor(app, db, otherParentUser.id, now),
      callerFor(app, db, foreign.director.id, now),
    ],
  );
  return {
    academy,
    instId,
    classId,
    tuitionAmount,
    minjun: minjun.id,
    seoyeon: seoyeon.id,
    hayun: hayun.id,
    director,
    viewingManager,
    manager,
    teacher,
    parent,
    student,
    otherParent,
    foreignDirector,
  };
}

/** The calls a billing test makes, answering their JSON after checking the status. */
export function billingApi(instId: string) {
  const base = `/api/insts/${instId}`;
  const ok = async <T>(promise: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
    const response = await promise;
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  return {
    base,
    generate: (caller: Caller, month: string, extra: Record<string, unknown> = {}) =>
      ok<{ created: number; skipped: number; billIds: string[] }>(
        caller.inject({ method: 'POST', url: `${base}/bills/generate`, payload: { month, ...extra } }),
      ),
    list: (caller: Caller, query = '') =>
      ok<BillListResponse>(caller.inject({ method: 'GET', url: `${base}/bills${query}` })),
    detail: (caller: Caller, billId: string) =>
      ok<BillDetailResponse>(caller.inject({ method: 'GET', url: `${base}/bills/${billId}` })),
    send: (caller: Caller, billIds: string[]) =>
      ok<{ sent: number }>(caller.inject({ method: 'POST', url: `${base}/bills/send`, payload: { billIds } })),
    order: (caller: Caller, billIds: string[], installmentCd = '00') =>
      ok<PaymentOrderResponse>(
        caller.inject({ method: 'POST', url: `${base}/payments/orders`, payload: { billIds, installmentCd } }),
      ),
    authorize: (caller: Caller, orderId: string, outcome: 'approve' | 'decline' | 'timeout' = 'approve') =>
      ok<{ paymentKey: string }>(
        caller.inject({ method: 'POST', url: `${base}/payments/sandbox/authorize`, payload: { orderId, outcome } }),
      ),
    confirm: (caller: Caller, payload: { paymentKey: string; orderId: string; amount: number }) =>
      caller.inject({ method: 'POST', url: `${base}/payments/confirm`, payload }),
  };
}

/**
 * A query-count world: an academy where one parent has `children` children, each enrolled (from
 * September) in every one of `classes` classes whose tuition is 100,000원 a month; the director and
 * the parent signed in. The test bills, pays and reads it as it needs.
 */
export async function createFamilyAcademy(
  app: FastifyInstance,
  db: Database,
  now: Date,
  options: { children: number; classes?: number },
) {
  const academy = await createAcademy(db);
  const { instId } = academy;
  const tuitionId = newId();
  await db
    .insertInto('tuitions')
    .values({ inst_id: instId, id: tuitionId, tuition_nm: '월', amount: 100_000, billing_unit: 'MONTH' })
    .execute();
  const classIds: string[] = [];
  for (let index = 0; index < (options.classes ?? 1); index += 1) {
    classIds.push(await insertClass(db, instId, { teacherIds: [academy.teacher.id] }));
  }
  await db.updateTable('classes').set({ tuition_id: tuitionId }).where('inst_id', '=', instId).execute();
  const children: string[] = [];
  for (let index = 0; index < options.children; index += 1) {
    children.push(
      (await insertStudent(db, instId, { guardians: [{ userId: academy.parent.id, guardianNm: '최학부모' }] })).id,
    );
  }
  for (const classId of classIds) await enrol(db, instId, classId, children, { start: '2026-09-01' });
  const [director, parent] = await Promise.all([
    callerFor(app, db, academy.director.id, now),
    callerFor(app, db, academy.parent.id, now),
  ]);
  return { academy, instId, classIds, children, director, parent, api: billingApi(instId) };
}
