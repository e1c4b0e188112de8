import type { BirthdaysResponse } from '@academy/domain/reports/reports.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../app/hosts/toast-host';
import { DIRECTOR_ME, INST_ID } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import {
  PARENT_ME,
  REPORT_A,
  REPORT_C,
  REPORTS_BASE,
  report,
  SCOPE_PATH,
  STUDENT_A,
  STUDENT_B,
  scope,
  studentItem,
} from '../testing/report-fixtures';
import { greetingFor, ReportBirthPage } from './report-birth-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const BIRTHDAYS = `${REPORTS_BASE}/birthdays`;

const birthdays = (overrides: Partial<BirthdaysResponse> = {}): BirthdaysResponse => ({
  month: '2026-11',
  defaultMessage: '{studentNm} 학생의 생일을 진심으로 축하합니다!',
  items: [
    {
      studentId: STUDENT_A,
      studentNm: '최민준',
      birthdate: '2015-11-03',
      birthday: '2026-11-03',
      classNames: ['수학A'],
      sentReportId: null,
    },
    {
      studentId: STUDENT_B,
      studentNm: '김서연',
      birthdate: '2014-11-20',
      birthday: '2026-11-20',
      classNames: [],
      sentReportId: REPORT_C,
    },
  ],
  ...overrides,
});

const birthdayReport = report({
  kind: 'birthday',
  status: 'sent',
  title: '11월 생일 축하 카드',
  attendance: null,
  grades: [],
  homework: null,
  study: null,
  birthdayMessage: '민준아, 생일 축하해! 늘 고마워.',
});

function open(me = DIRECTOR_ME, answers: Parameters<typeof mockApi>[0] = {}, url = '/v3/report/birth') {
  const api = mockApi({ 'GET /api/auth/me': ok(me), [`GET ${BIRTHDAYS}`]: ok(birthdays()), ...answers });
  renderRoutes([{ path: '/v3/report/birth', element: <ReportBirthPage /> }], url, {
    academy: 'demo',
    extra: <ToastHost />,
  });
  return api;
}

describe('the birthday report (/v3/report/birth)', () => {
  it("fills the academy's greeting with the student's name", () => {
    expect(greetingFor('{studentNm} 학생, {studentNm}!', '최민준')).toBe('최민준 학생, 최민준!');
  });

  it("lists the month's birthdays for staff, and sends a greeting written from the default", async () => {
    const api = open(DIRECTOR_ME, { [`POST ${BIRTHDAYS}`]: ok(birthdayReport) });
    const list = await screen.findByRole('list', { name: /생일 원생/ });
    const seoyeon = within(list).getByText('김서연').closest('li') as HTMLElement;
    expect(seoyeon).toHaveTextContent('축하 보냄');
    expect(within(seoyeon).getByRole('link', { name: '보낸 카드 보기' })).toHaveAttribute(
      'href',
      `/v3/report/birth?reportId=${REPORT_C}`,
    );
    await userEvent.click(within(list).getByRole('button', { name: '최민준 축하 메시지 쓰기' }));
    const field = screen.getByRole('textbox', { name: '최민준 학생에게 보낼 축하 메시지' });
    expect(field).toHaveValue('최민준 학생의 생일을 진심으로 축하합니다!');
    await userEvent.type(field, ' 늘 고마워요.');
    await userEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('최민준 학생에게 생일 축하를 보냈습니다.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${BIRTHDAYS}`)[0]?.body).toEqual({
      studentId: STUDENT_A,
      message: '최민준 학생의 생일을 진심으로 축하합니다! 늘 고마워요.',
    });
    await waitFor(() => expect(api.callsTo(`GET ${BIRTHDAYS}`).length).toBeGreaterThan(1));
  });

  it('shows a refused greeting as the server words it, and asks for the month chosen', async () => {
    const api = open(DIRECTOR_ME, {
      [`POST ${BIRTHDAYS}`]: fail(409, 'CONFLICT', '이미 이번 달 축하 카드를 보냈습니다.'),
    });
    await userEvent.click(await screen.findByRole('button', { name: '최민준 축하 메시지 쓰기' }));
    await userEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('이미 이번 달 축하 카드를 보냈습니다.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '다음 달' }));
    await waitFor(() => expect(api.callsTo(`GET ${BIRTHDAYS}`).length).toBe(2));
    const months = api.callsTo(`GET ${BIRTHDAYS}`).map((call) => call.query.get('month'));
    expect(months[0]).not.toBe(months[1]);
  });

  it("shows a family their child's latest greeting as a card", async () => {
    const api = open(PARENT_ME, {
      [`GET ${SCOPE_PATH}`]: ok(scope()),
      [`GET /api/insts/${INST_ID}/students/${STUDENT_A}/reports`]: ok({
        student: { studentId: STUDENT_A, studentNm: '최민준' },
        items: [studentItem(), studentItem({ reportId: REPORT_C, kind: 'birthday', title: '11월 생일 축하 카드' })],
      }),
      [`GET ${REPORTS_BASE}/${REPORT_C}`]: ok({ ...birthdayReport, reportId: REPORT_C }),
    });
    const card = await screen.findByRole('article', { name: '최민준 학생, 생일 축하해요!' });
    expect(card).toHaveTextContent('민준아, 생일 축하해! 늘 고마워.');
    expect(card).toHaveTextContent('한빛수학학원 드림');
    // A family never asks for the academy's birthday list.
    expect(api.callsTo(`GET ${BIRTHDAYS}`)).toHaveLength(0);
  });

  it('opens the card named in the address', async () => {
    open(
      PARENT_ME,
      { [`GET ${REPORTS_BASE}/${REPORT_A}`]: ok(birthdayReport) },
      `/v3/report/birth?reportId=${REPORT_A}`,
    );
    expect(await screen.findByRole('article', { name: '최민준 학생, 생일 축하해요!' })).toBeInTheDocument();
  });

  it('tells a family with no greeting yet', async () => {
    open(PARENT_ME, {
      [`GET ${SCOPE_PATH}`]: ok(scope()),
      [`GET /api/insts/${INST_ID}/students/${STUDENT_A}/reports`]: ok({
        student: { studentId: STUDENT_A, studentNm: '최민준' },
        items: [studentItem()],
      }),
    });
    expect(await screen.findByText('받은 생일 축하 카드가 없습니다')).toBeInTheDocument();
  });
});
