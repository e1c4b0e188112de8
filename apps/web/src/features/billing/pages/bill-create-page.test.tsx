import { BILL_ITEM_KIND_LABELS } from '@academy/domain/billing/billing.constants';
import { BILLING_MESSAGES } from '@academy/domain/billing/billing.messages';
import type { BillDetailResponse } from '@academy/domain/billing/billing.schema';
import type { BillingStudentsResponse } from '@academy/domain/billing/billing-students.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import {
  BILL_DRAFT,
  BILLS_PATH,
  billDetail,
  billRow,
  CLASS_A,
  MANAGER_BILLING,
  MANAGER_VIEW_ONLY,
  MINJUN,
} from '../testing/billing-fixtures';
import { BillCreatePage } from './bill-create-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

/** Billing's own student search: the students with the classes a bill may name. */
const STUDENTS: BillingStudentsResponse = {
  items: [
    {
      studentId: MINJUN,
      studentNm: '최민준',
      schoolNm: '한빛중학교',
      gradeYear: 9,
      classes: [{ classId: CLASS_A, classNm: '수학A' }],
    },
  ],
};
const STUDENTS_PATH = `GET /api/insts/${INST_ID}/billing/students`;

const SAVED: BillDetailResponse = billDetail({
  bill: { ...billDetail().bill, ...billRow({ billId: BILL_DRAFT, month: '2026-12' }) },
  payments: [],
  can: { edit: true, send: true, cancel: true, receive: false, pay: false },
});

function renderCreate(url = '/billCreate', me = DIRECTOR_ME, answers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(me),
    [STUDENTS_PATH]: () => ok(STUDENTS),
    [`POST ${BILLS_PATH}`]: () => ok(SAVED),
    [`POST ${BILLS_PATH}/send-cost`]: () =>
      ok({ bills: 1, families: 1, cost: { recipients: 1, appOnly: 1, alimTalk: 0, sms: 0, lms: 0, totalWon: 0 } }),
    [`POST ${BILLS_PATH}/send`]: () => ok({ sent: 1 }),
    ...answers,
  });
  const view = renderRoutes(
    [
      { path: '/billCreate', element: <BillCreatePage /> },
      { path: '/v3/InstBill', element: <p>청구서 관리 화면</p> },
    ],
    url,
    { academy: 'demo' },
  );
  return { api, ...view };
}

const line = (index: number) => within(screen.getByRole('group', { name: `${index + 1}번째 항목` }));
const discount = (index: number) => within(screen.getByRole('group', { name: `${index + 1}번째 할인` }));
const runningTotal = () => within(screen.getByRole('region', { name: '청구 합계' }));
/** The running total as read: `청구 금액 …, 할인 …, 가족이 낼 금액 …`. */
const totalText = () => screen.getByRole('region', { name: '청구 합계' }).textContent;

describe('/billCreate, a bill written by hand', () => {
  it('asks in Korean for the student, the title and each amount, and saves nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderCreate();
    await user.click(await screen.findByRole('button', { name: '저장' }));
    expect(await screen.findByText('원생을 선택해 주세요')).toBeInTheDocument();
    expect(screen.getByText('청구서 제목을 입력해 주세요')).toBeInTheDocument();
    expect(line(0).getByText('금액을 입력해 주세요')).toBeInTheDocument();
    expect(api.callsTo(`POST ${BILLS_PATH}`)).toHaveLength(0);
  });

  it('keeps a running total of the lines less the discounts, and refuses discounts worth more than the lines', async () => {
    const user = userEvent.setup();
    const { api } = renderCreate();
    await screen.findByRole('button', { name: '저장' });
    await user.type(line(0).getByRole('textbox', { name: /금액/ }), '200000');
    await user.click(screen.getByRole('button', { name: '항목 추가' }));
    await user.selectOptions(line(1).getByRole('combobox', { name: '항목' }), BILL_ITEM_KIND_LABELS.material);
    await user.type(line(1).getByRole('textbox', { name: /금액/ }), '15000');
    expect(totalText()).toBe('청구 금액215,000원할인0원가족이 낼 금액215,000원');

    await user.click(screen.getByRole('button', { name: '할인 추가' }));
    await user.type(discount(0).getByRole('textbox', { name: /할인 금액/ }), '20000');
    expect(totalText()).toBe('청구 금액215,000원할인-20,000원가족이 낼 금액195,000원');

    const amount = discount(0).getByRole('textbox', { name: /할인 금액/ });
    await user.clear(amount);
    await user.type(amount, '300000');
    expect(totalText()).toBe('청구 금액215,000원할인-300,000원가족이 낼 금액0원');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await discount(0).findByText('할인 사유를 입력해 주세요')).toBeInTheDocument();
    await user.type(discount(0).getByRole('textbox', { name: /할인 사유/ }), '성적 장학');

    await user.click(await screen.findByRole('button', { name: /최민준/ }));
    await user.type(screen.getByRole('textbox', { name: /청구서 제목/ }), '12월 특강');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(BILLING_MESSAGES.discountOverSubtotal(300_000, 215_000))).toBeInTheDocument();
    expect(api.callsTo(`POST ${BILLS_PATH}`)).toHaveLength(0);
  });

  it('saves a draft for the chosen student and class with the body the server checks, then opens it', async () => {
    const user = userEvent.setup();
    const { api, router } = renderCreate();
    await user.click(await screen.findByRole('button', { name: /최민준 · 중3 · 한빛중학교/ }));
    expect(screen.getByText('최민준 선택됨')).toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: /반/ }), '수학A');
    // The title follows the domain's rule for the class's month.
    const title = screen.getByRole('textbox', { name: /청구서 제목/ });
    expect((title as HTMLInputElement).value).toMatch(/^\d{1,2}월 수학A 교습비$/);
    await user.clear(title);
    await user.type(title, '12월 수학A 교습비');
    await user.type(line(0).getByRole('textbox', { name: /금액/ }), '200000');
    await user.type(screen.getByRole('textbox', { name: /메모/ }), '보강 1회 포함');
    await user.click(screen.getByRole('button', { name: '저장' }));

    await waitFor(() => expect(api.callsTo(`POST ${BILLS_PATH}`)).toHaveLength(1));
    const body = api.callsTo(`POST ${BILLS_PATH}`)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      studentId: MINJUN,
      classId: CLASS_A,
      title: '12월 수학A 교습비',
      items: [{ kind: 'tuition', name: '', amount: 200_000 }],
      discounts: [],
      memo: '보강 1회 포함',
      send: false,
    });
    expect(body.periodStart).toMatch(/^\d{4}-\d{2}-01$/);
    expect(body.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await screen.findByText('청구서 관리 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?month=2026-12&billId=${BILL_DRAFT}`);
    expect(api.callsTo(`POST ${BILLS_PATH}/send`)).toHaveLength(0);
  });

  it('saves, shows the cost, then sends with 저장 후 발송', async () => {
    const user = userEvent.setup();
    const { api } = renderCreate();
    await user.click(await screen.findByRole('button', { name: /최민준/ }));
    await user.type(screen.getByRole('textbox', { name: /청구서 제목/ }), '12월 교재비');
    await user.selectOptions(line(0).getByRole('combobox', { name: '항목' }), BILL_ITEM_KIND_LABELS.material);
    await user.type(line(0).getByRole('textbox', { name: /금액/ }), '30000');
    await user.click(screen.getByRole('button', { name: '저장 후 발송' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('청구서 1건을 1가족에게 앱 알림으로 보냅니다. 메시지 비용은 들지 않습니다.');
    expect(api.callsTo(`POST ${BILLS_PATH}`)[0]?.body).toMatchObject({ classId: null, send: false });
    expect(api.callsTo(`POST ${BILLS_PATH}/send`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '발송' }));
    expect(await screen.findByText('청구서 관리 화면')).toBeInTheDocument();
    expect(api.callsTo(`POST ${BILLS_PATH}/send`)[0]?.body).toEqual({ billIds: [BILL_DRAFT] });
  });

  it('edits a draft’s content with PUT, keeping its student and period', async () => {
    const user = userEvent.setup();
    const draft = billDetail({
      bill: { ...billDetail().bill, ...billRow({ billId: BILL_DRAFT }), prorationNote: null },
      payments: [],
      can: { edit: true, send: true, cancel: true, receive: false, pay: false },
    });
    const { api } = renderCreate(`/billCreate?billId=${BILL_DRAFT}`, DIRECTOR_ME, {
      [`GET ${BILLS_PATH}/${BILL_DRAFT}`]: () => ok(draft),
      [`PUT ${BILLS_PATH}/${BILL_DRAFT}`]: () => ok(draft),
    });
    expect(await screen.findByRole('heading', { level: 1, name: '청구서 수정' })).toBeInTheDocument();
    expect(await screen.findByText('최민준')).toBeInTheDocument();
    expect(runningTotal().getByText('-30,000원')).toBeInTheDocument();
    expect(totalText()).toContain('가족이 낼 금액180,000원');
    const amount = line(0).getByRole('textbox', { name: /금액/ });
    expect(amount).toHaveValue('200000');
    await user.clear(amount);
    await user.type(amount, '190000');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.callsTo(`PUT ${BILLS_PATH}/${BILL_DRAFT}`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${BILLS_PATH}/${BILL_DRAFT}`)[0]?.body).toEqual({
      title: draft.bill.title,
      dueDate: draft.bill.dueDate,
      items: [
        { kind: 'tuition', name: '', amount: 190_000 },
        { kind: 'material', name: '교구 재료', amount: 10_000 },
      ],
      discounts: [{ kind: 'sibling', amount: 30_000, reason: '형제 할인 (둘째)' }],
      memo: draft.bill.memo,
    });
  });

  it('lets a manager holding only 042 find the student by billing’s own search and name the class', async () => {
    const user = userEvent.setup();
    const { api } = renderCreate('/billCreate', MANAGER_BILLING);
    await user.type(await screen.findByRole('textbox', { name: /원생/ }), '최민');
    await waitFor(() => expect(api.callsTo(STUDENTS_PATH).map((call) => call.query.get('q'))).toContain('최민'));
    await user.click(await screen.findByRole('button', { name: /최민준 · 중3 · 한빛중학교/ }));
    expect(screen.getByText('최민준 선택됨')).toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: /반/ }), '수학A');
    // Nothing of the students area, which needs a student-management code this manager lacks.
    expect(api.calls.filter((call) => call.path.includes('/students') && !call.path.includes('/billing/'))).toEqual([]);
  });

  it('lets only the office holding 042 write bills', async () => {
    const { api } = renderCreate('/billCreate', MANAGER_VIEW_ONLY);
    expect(await screen.findByText('볼 수 있는 권한이 없습니다')).toBeInTheDocument();
    expect(api.callsTo(STUDENTS_PATH)).toHaveLength(0);
  });
});
