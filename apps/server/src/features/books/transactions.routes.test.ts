import type { TransactionDetailResponse, TransactionListResponse } from '@academy/domain/books/transactions.schema';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../test/account-helpers';
import { imageUpload } from '../../../test/multipart';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { newId } from '../../platform/ids/new-id';
import { type Caller, callerFor, enrol, insertClass } from '../attendance/attendance.test-helpers';
import { billingApi, createBillingWorld } from '../billing/billing.test-helpers';

/**
 * 거래 내역 and 입출금 through the API: a card payment, a cash receipt, a refund and the academy's
 * own entries in one list with its totals; the filters; what each manager's codes show; one
 * movement with its links; the .xlsx read back; entries written, changed and deleted with their
 * audit rows, and a refused write that changes nothing.
 */

const { db } = await createTestDatabase();
// 2026-11-23 12:00 in Seoul.
const clock = fixedClock('2026-11-23T03:00:00Z');
const app = await createTestApp(db, { clock });
const world = await createBillingWorld(app, db, clock.now());
const api = billingApi(world.instId);
const base = `/api/insts/${world.instId}`;
const period = 'from=2026-11-01&to=2026-11-30';

let otherClassId = '';
let cardPaymentId = '';
let cashPaymentId = '';
let refundId = '';
let cashOnly: Caller;
let noMoney: Caller;

const ok = async <T>(promise: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
  const response = await promise;
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
const list = (caller: Caller, query = '') =>
  ok<TransactionListResponse>(caller.inject({ method: 'GET', url: `${base}/transactions?${period}${query}` }));

async function sentBill(studentId: string, classId: string, amount: number): Promise<string> {
  const made = await ok<{ bill: { billId: string } }>(
    world.director.inject({
      method: 'POST',
      url: `${base}/bills`,
      payload: {
        studentId,
        classId,
        periodStart: '2026-12-01',
        periodEnd: '2026-12-31',
        title: '12월 교습비',
        dueDate: '2026-12-10',
        items: [{ kind: 'tuition', amount }],
        send: true,
      },
    }),
  );
  return made.bill.billId;
}

async function managerWith(authCd: string): Promise<Caller> {
  const user = await createTestUser(db, { userNm: `실장${authCd}` });
  await db
    .insertInto('memberships')
    .values({ inst_id: world.instId, user_id: user.id, relation_cd: '030', auth_cd: authCd })
    .execute();
  return callerFor(app, db, user.id, clock.now());
}

beforeAll(async () => {
  otherClassId = await insertClass(db, world.instId, { classNm: '고1 영어', teacherIds: [world.academy.teacher.id] });
  await enrol(db, world.instId, otherClassId, [world.hayun], { start: '2026-09-01' });
  // The parent pays 최민준's bill by card; the office receives 한하윤's in cash, then refunds part of the card one.
  const cardBill = await sentBill(world.minjun, world.classId, 200_000);
  const order = await api.order(world.parent, [cardBill]);
  const { paymentKey } = await api.authorize(world.parent, order.orderId);
  const confirmed = await api.confirm(world.parent, { paymentKey, orderId: order.orderId, amount: order.amount });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  cardPaymentId = confirmed.json().paymentId ?? '';
  const cashBill = await sentBill(world.hayun, otherClassId, 150_000);
  await ok(
    world.director.inject({
      method: 'POST',
      url: `${base}/bills/${cashBill}/receipts`,
      payload: { method: 'cash', amount: 150_000, paidDate: '2026-11-20' },
    }),
  );
  const refunded = await ok<{ refunds: { cancelId: string; status: string }[] }>(
    world.director.inject({
      method: 'POST',
      url: `${base}/bills/${cardBill}/refunds`,
      payload: { refundDate: '2026-11-23', cause: 'learner', amount: 50_000, reason: '교재 미사용분 환불' },
    }),
  );
  refundId = refunded.refunds[0]?.cancelId ?? '';
  const payments = await db
    .selectFrom('payments')
    .select(['id', 'method'])
    .where('inst_id', '=', world.instId)
    .where('status', 'in', ['DONE', 'PARTIAL_CANCELED'])
    .execute();
  cardPaymentId = payments.find((payment) => payment.method === 'card')?.id ?? '';
  cashPaymentId = payments.find((payment) => payment.method === 'cash')?.id ?? '';
  // The academy's own: rent paid, a textbook sold.
  for (const entry of [
    { kind: 'out', category: 'rent', entryDate: '2026-11-05', amount: 1_200_000, note: '11월 임대료' },
    { kind: 'in', category: 'textbook_sale', entryDate: '2026-11-20', amount: 18_000, note: '교재 판매' },
    // Outside the period: never counted.
    { kind: 'out', category: 'salary', entryDate: '2026-10-25', amount: 2_000_000, note: '10월 급여' },
  ])
    await ok(world.director.inject({ method: 'POST', url: `${base}/cash-book`, payload: entry }));
  cashOnly = await managerWith('061');
  noMoney = await managerWith('010#020');
});

describe('거래 내역', () => {
  it('lists every movement of the period newest first, with daily, monthly and period totals', async () => {
    const answer = await list(world.director);
    // Within a day, the later movement first (ids are time-ordered).
    const shown = answer.transactions.map((row) => [
      row.date,
      row.type,
      row.direction,
      row.amount,
      row.method ?? row.category,
    ]);
    expect(shown).toEqual([
      ['2026-11-23', 'refund', 'out', 50_000, 'card'],
      ['2026-11-23', 'payment', 'in', 200_000, 'card'],
      ['2026-11-20', 'inout', 'in', 18_000, 'textbook_sale'],
      ['2026-11-20', 'payment', 'in', 150_000, 'cash'],
      ['2026-11-05', 'inout', 'out', 1_200_000, 'rent'],
    ]);
    const card = answer.transactions.find((row) => row.type === 'payment' && row.method === 'card');
    expect(card).toMatchObject({
      studentNm: '최민준',
      students: [{ studentId: world.minjun, studentNm: '최민준' }],
      classNm: '중3 수학',
    });
    // An entry names no student; the id a row gives is the one the student filter takes.
    expect(answer.transactions.find((row) => row.type === 'inout')?.students).toEqual([]);
    expect(answer.totals.total).toEqual({ in: 368_000, out: 1_250_000, net: -882_000 });
    expect(answer.totals.days).toEqual([
      { date: '2026-11-23', in: 200_000, out: 50_000, net: 150_000 },
      { date: '2026-11-20', in: 168_000, out: 0, net: 168_000 },
      { date: '2026-11-05', in: 0, out: 1_200_000, net: -1_200_000 },
    ]);
    expect(answer.totals.months).toEqual([{ month: '2026-11', in: 368_000, out: 1_250_000, net: -882_000 }]);
    expect(answer.sees).toEqual({ payments: true, cashBook: true, writeCashBook: true });
  });

  it('filters by class, student, method and kind, and pages by cursor without repeating a row', async () => {
    const byClass = await list(world.director, `&classId=${otherClassId}`);
    expect(byClass.transactions.map((row) => [row.type, row.studentNm])).toEqual([['payment', '한하윤']]);
    expect(byClass.totals.total).toEqual({ in: 150_000, out: 0, net: 150_000 });
    const byStudent = await list(world.director, `&studentId=${world.minjun}`);
    expect(byStudent.transactions.map((row) => row.type).sort()).toEqual(['payment', 'refund']);
    expect((await list(world.director, '&method=cash')).transactions.map((row) => row.id)).toEqual([cashPaymentId]);
    expect((await list(world.director, '&kind=out')).totals.total).toEqual({ in: 0, out: 1_250_000, net: -1_250_000 });
    expect((await list(world.director, '&kind=paid-in')).transactions.map((row) => row.category)).toEqual([
      'textbook_sale',
    ]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: TransactionListResponse = await list(
        world.director,
        `&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.transactions.length).toBeLessThanOrEqual(2);
      seen.push(...page.transactions.map((row) => row.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual((await list(world.director)).transactions.map((row) => row.id));
  });

  it('shows each manager what their codes open: 041 payments only, 061 입출금 only, neither is refused', async () => {
    const viewing = await list(world.viewingManager);
    expect(new Set(viewing.transactions.map((row) => row.type))).toEqual(new Set(['payment', 'refund']));
    expect(viewing.totals.total).toEqual({ in: 350_000, out: 50_000, net: 300_000 });
    expect(viewing.sees).toEqual({ payments: true, cashBook: false, writeCashBook: false });
    const cash = await list(cashOnly);
    expect(cash.transactions.every((row) => row.type === 'inout')).toBe(true);
    expect(cash.totals.total).toEqual({ in: 18_000, out: 1_200_000, net: -1_182_000 });
    const refused = await noMoney.inject({ method: 'GET', url: `${base}/transactions?${period}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/권한/);
    const teacher = await world.teacher.inject({ method: 'GET', url: `${base}/transactions?${period}` });
    expect(teacher.statusCode).toBe(403);
    // A payment is not 061's to open.
    const opened = await cashOnly.inject({ method: 'GET', url: `${base}/transactions/payment/${cardPaymentId}` });
    expect(opened.statusCode).toBe(403);
  });

  it('refuses a period that ends before it starts or is longer than a year', async () => {
    const backwards = await world.director.inject({
      method: 'GET',
      url: `${base}/transactions?from=2026-11-30&to=2026-11-01`,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toHaveProperty('to');
    const long = await world.director.inject({
      method: 'GET',
      url: `${base}/transactions?from=2025-01-01&to=2026-11-30`,
    });
    expect(long.statusCode).toBe(400);
  });

  it('opens a payment with its bills, a refund with its bill, an entry with its receipt; another academy gets 404', async () => {
    const payment = await ok<TransactionDetailResponse>(
      world.director.inject({ method: 'GET', url: `${base}/transactions/payment/${cardPaymentId}` }),
    );
    expect(payment.transaction).toMatchObject({ type: 'payment', amount: 200_000, method: 'card' });
    expect(payment.bills).toEqual([
      expect.objectContaining({ studentNm: '최민준', classNm: '중3 수학', amount: 200_000 }),
    ]);
    expect(payment.paymentId).toBe(cardPaymentId);
    const refund = await ok<TransactionDetailResponse>(
      world.director.inject({ method: 'GET', url: `${base}/transactions/refund/${refundId}` }),
    );
    expect(refund.transaction).toMatchObject({ type: 'refund', direction: 'out', amount: 50_000 });
    expect(refund.paymentId).toBe(cardPaymentId);
    expect(refund.bills).toHaveLength(1);
    const foreign = await world.foreignDirector.inject({
      method: 'GET',
      url: `/api/insts/${world.academy.instId}/transactions/payment/${cardPaymentId}`,
    });
    expect(foreign.statusCode).toBe(404);
    const wrongType = await world.director.inject({
      method: 'GET',
      url: `${base}/transactions/refund/${cardPaymentId}`,
    });
    expect(wrongType.statusCode).toBe(404);
  });

  it('exports the filtered list as .xlsx with its rows and totals', async () => {
    const response = await world.director.inject({ method: 'GET', url: `${base}/transactions/export?${period}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as never);
    const sheet = workbook.getWorksheet('거래 내역');
    const values = (sheet?.getSheetValues() ?? []).filter(Boolean).map((row) => (row as unknown[]).slice(1));
    expect(values[0]).toEqual(['일자', '구분', '결제 수단·분류', '원생', '반', '내용', '입금', '출금']);
    expect(values).toHaveLength(1 + 5 + 1);
    expect(values[1]).toEqual([
      '2026-11-23',
      '환불·취소',
      '카드',
      '최민준',
      '중3 수학',
      '교재 미사용분 환불',
      undefined,
      50_000,
    ]);
    expect(values.at(-1)).toEqual(['합계', undefined, undefined, undefined, undefined, undefined, 368_000, 1_250_000]);
    const months = workbook.getWorksheet('월별 합계');
    if (!months) throw new Error('no 월별 합계 sheet');
    expect((months.getRow(2).values as unknown[]).slice(1)).toEqual(['2026-11', 368_000, 1_250_000, -882_000]);
    expect(workbook.getWorksheet('일별 합계')?.rowCount).toBe(1 + 3 + 1);
  });
});

describe('입출금', () => {
  it('records, changes and deletes an entry with its receipt, auditing each change', async () => {
    const upload = await ok<{ id: string; fileNm: string }>(
      world.director.inject({ method: 'POST', url: `${base}/cash-book/files`, ...imageUpload('영수증.png') }),
    );
    const made = await ok<{ entry: { entryId: string; file: { fileNm: string } | null } }>(
      world.director.inject({
        method: 'POST',
        url: `${base}/cash-book`,
        payload: {
          kind: 'out',
          category: 'supplies',
          entryDate: '2026-11-22',
          amount: 42_000,
          note: '화이트보드 마커',
          fileId: upload.id,
        },
      }),
    );
    const entryId = made.entry.entryId;
    expect(made.entry.file?.fileNm).toBe(upload.fileNm);
    const file = await world.director.inject({ method: 'GET', url: `${base}/cash-book/files/${upload.fileNm}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const detail = await ok<TransactionDetailResponse>(
      cashOnly.inject({ method: 'GET', url: `${base}/transactions/inout/${entryId}` }),
    );
    expect(detail.entry).toMatchObject({ kind: 'out', note: '화이트보드 마커', canWrite: false });
    expect(detail.entry?.file?.name).toBe('영수증.png');

    await ok(
      world.director.inject({
        method: 'PUT',
        url: `${base}/cash-book/${entryId}`,
        payload: {
          kind: 'out',
          category: 'supplies',
          entryDate: '2026-11-22',
          amount: 45_000,
          note: '마커와 지우개',
          fileId: null,
        },
      }),
    );
    const detached = await db
      .selectFrom('uploads')
      .select('attached_at')
      .where('id', '=', upload.id)
      .executeTakeFirstOrThrow();
    expect(detached.attached_at).toBeNull();
    await ok(world.director.inject({ method: 'DELETE', url: `${base}/cash-book/${entryId}` }));
    const gone = await world.director.inject({ method: 'GET', url: `${base}/transactions/inout/${entryId}` });
    expect(gone.statusCode).toBe(404);
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('target', '=', `cash-book:${entryId}`)
      .orderBy('at')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['cash-book.create', 'cash-book.update', 'cash-book.delete']);
    expect(audit[1]?.before).toMatchObject({ amount: 42_000 });
    expect(audit[1]?.after).toMatchObject({ amount: 45_000, fileId: null });
  });

  it('refuses a category of the other kind, a write without 062 and a foreign file, writing nothing', async () => {
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('cash_book_entries')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('inst_id', '=', world.instId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const body = { kind: 'in', category: 'rent', entryDate: '2026-11-22', amount: 1_000, note: '' };
    const wrongCategory = await world.director.inject({ method: 'POST', url: `${base}/cash-book`, payload: body });
    expect(wrongCategory.statusCode).toBe(400);
    expect(wrongCategory.json().fields).toHaveProperty('category');
    const viewOnly = await cashOnly.inject({
      method: 'POST',
      url: `${base}/cash-book`,
      payload: { ...body, category: 'other_income' },
    });
    expect(viewOnly.statusCode).toBe(403);
    const unknownFile = await world.director.inject({
      method: 'POST',
      url: `${base}/cash-book`,
      payload: { ...body, category: 'other_income', fileId: newId() },
    });
    expect(unknownFile.statusCode).toBe(400);
    expect(unknownFile.json().code).toBe('CASH_BOOK_FILE_NOT_FOUND');
    expect(await count()).toBe(before);
  });
});
