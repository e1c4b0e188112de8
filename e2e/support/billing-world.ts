import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { apiAs, hangulOf } from './member-api';
import { type FreshMember, signUpFreshMember, uniqueSeed } from './profile-helpers';

/**
 * The money journeys' set-up (e2e/billing.spec.ts, e2e/billing-refund.spec.ts): a fresh academy of
 * its own director, one student whose parent accepted the invitation text, and a class from the
 * first day of next month on Mondays and Wednesdays at 150,000원 a month, billed on the 25th —
 * everything made through the API for one run and project alone.
 */

export type BillingWorld = {
  instNm: string;
  classNm: string;
  classId: string;
  studentNm: string;
  director: FreshMember;
  parent: FreshMember;
  instId: string;
  studentId: string;
};

/** The class's tuition a month. */
export const MONTHLY_TUITION = 150_000;

/** The class's weekdays (1 Monday, 3 Wednesday). */
export const CLASS_WEEKDAYS = [1, 3] as const;

/** The first day of next month in Seoul, `YYYY-MM-DD`. */
export function nextMonthStart(): string {
  const seoul = new Date(Date.now() + 9 * 60 * 60 * 1000);
  const next = new Date(Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 10);
}

async function invitationCode(api: Awaited<ReturnType<typeof apiAs>>, mobileNo: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = await api.get<{ messages: { body: string; purpose: string }[] }>(
          `/api/dev/outbox?recipient=${mobileNo}&limit=5`,
        );
        code = messages
          .filter((message) => message.purpose === 'invitation')
          .flatMap((message) => /InstConnect\?code=([A-Z0-9]+)/.exec(message.body)?.[1] ?? [])[0];
        return code;
      },
      { message: `an invitation text to ${mobileNo}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return code as string;
}

/**
 * `classStart`: the class's (and the student's enrolment's) first day, `YYYY-MM-DD`; the first day
 * of next month when not given (the money journeys bill next month).
 */
export async function openAcademy(
  baseURL: string,
  testInfo: TestInfo,
  options: { classStart?: string } = {},
): Promise<BillingWorld> {
  const [director, parent] = await Promise.all([
    signUpFreshMember(baseURL, testInfo),
    signUpFreshMember(baseURL, testInfo),
  ]);
  if (!director || !parent) throw new Error('the sign-ups answered nothing');
  const seed = hangulOf(uniqueSeed(testInfo).slice(-4));
  const [asDirector, asParent] = await Promise.all([apiAs(baseURL, director), apiAs(baseURL, parent)]);
  try {
    const instNm = `수납학원${seed}`;
    const { instId } = await asDirector.post<{ instId: string }>('/api/insts', {
      instNm,
      instTpCd: 'ACADEMY',
      subjects: ['수학'],
      address: '서울특별시 강남구 테헤란로 123',
      telNo: '0212345678',
    });
    const studentNm = `한${seed.slice(-2)}결`;
    const registered = await asDirector.post<{ student: { studentId: string } }>(`/api/insts/${instId}/students`, {
      studentNm,
      birthdate: '2012-03-03',
      guardians: [{ guardianNm: parent.userNm, mobileNo: parent.mobileNo, relationType: '어머니' }],
      inviteGuardians: true,
    });
    await asParent.post(`/api/invites/${await invitationCode(asParent, parent.mobileNo)}/accept`);
    const start = options.classStart ?? nextMonthStart();
    const classNm = `수학${seed.slice(-3)}반`;
    const created = await asDirector.post<{ class: { classId: string } }>(`/api/insts/${instId}/classes`, {
      classNm,
      compulsorySubject: '수학',
      classTpCd: '010',
      fixed: 20,
      lecDay: [...CLASS_WEEKDAYS],
      lecStartDt: start,
      lectureList: CLASS_WEEKDAYS.map((day) => ({ day, start: '16:00', end: '18:00', room: '' })),
      teacherId: asDirector.userId,
      newTuition: { name: '월 수강료', billingUnit: 'MONTH', amount: MONTHLY_TUITION },
      payDtTpCd: '010',
      appointedDt: '25',
    });
    await asDirector.post(`/api/insts/${instId}/classes/${created.class.classId}/students`, {
      studentIds: [registered.student.studentId],
      startDate: start,
    });
    return {
      instNm,
      classNm,
      classId: created.class.classId,
      studentNm,
      director,
      parent,
      instId,
      studentId: registered.student.studentId,
    };
  } finally {
    await Promise.all([asDirector.dispose(), asParent.dispose()]);
  }
}

/** The payment link in the AlimTalk (or its text fallback) that told `parent` of the bill titled `title`. */
export async function billLinkSent(baseURL: string, parent: FreshMember, title: string): Promise<string> {
  const api = await apiAs(baseURL, parent);
  let link: string | undefined;
  try {
    await expect
      .poll(
        async () => {
          // The delivery run, as its job would run it (every 30 seconds), so the journey does not wait.
          await api.post('/api/dev/jobs/notification-delivery', {});
          const { messages } = await api.get<{ messages: { body: string }[] }>(
            `/api/dev/outbox?recipient=${parent.mobileNo}&limit=10`,
          );
          link = messages
            .filter((message) => message.body.includes(title))
            .flatMap((message) => /결제하기: (\S+)/.exec(message.body)?.[1] ?? [])[0];
          return link;
        },
        { message: `the bill's message to ${parent.mobileNo}`, timeout: 20_000 },
      )
      .toBeTruthy();
  } finally {
    await api.dispose();
  }
  return new URL(link as string).pathname + new URL(link as string).search;
}

/** A second window (the parent's), with the project's viewport, locale and time zone. */
export async function windowFor(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, locale, timezoneId, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId, hasTouch });
  return context.newPage();
}

/** The parent, from her home, opens what is due and pays it through the local test checkout. */
export async function payFromHome(page: Page, due: string, outcome: '승인' | '거절', installment?: string) {
  // The home's card shows what is due before she opens it.
  const pay = page.getByRole('link', { name: '결제하기' }).first();
  await expect(page.getByRole('main')).toContainText(due);
  await pay.click();
  await expect(page).toHaveURL(/\/v3\/payment/);
  if (installment) await page.getByRole('combobox', { name: '할부' }).selectOption({ label: installment });
  await page.getByRole('checkbox', { name: '결제 약관에 모두 동의합니다' }).check();
  await page.getByRole('button', { name: /원 결제하기$/ }).click();
  const checkout = page.getByRole('dialog', { name: '테스트 결제창' });
  await expect(checkout).toBeVisible();
  await checkout.getByRole('button', { name: outcome, exact: true }).click();
}

/**
 * Another family of the world's academy: a student registered with a freshly signed-up parent who
 * accepts the invitation text; enrolled in the world's class from `enrolFrom` when it is given.
 */
export async function addFamily(
  baseURL: string,
  testInfo: TestInfo,
  world: BillingWorld,
  options: { studentNm: string; enrolFrom?: string },
): Promise<{ parent: FreshMember; studentId: string }> {
  const parent = await signUpFreshMember(baseURL, testInfo);
  const [asDirector, asParent] = await Promise.all([apiAs(baseURL, world.director), apiAs(baseURL, parent)]);
  try {
    const registered = await asDirector.post<{ student: { studentId: string } }>(
      `/api/insts/${world.instId}/students`,
      {
        studentNm: options.studentNm,
        birthdate: '2012-05-05',
        guardians: [{ guardianNm: parent.userNm, mobileNo: parent.mobileNo, relationType: '아버지' }],
        inviteGuardians: true,
      },
    );
    await asParent.post(`/api/invites/${await invitationCode(asParent, parent.mobileNo)}/accept`);
    if (options.enrolFrom) {
      await asDirector.post(`/api/insts/${world.instId}/classes/${world.classId}/students`, {
        studentIds: [registered.student.studentId],
        startDate: options.enrolFrom,
      });
    }
    return { parent, studentId: registered.student.studentId };
  } finally {
    await Promise.all([asDirector.dispose(), asParent.dispose()]);
  }
}
