import { randomInt } from 'node:crypto';
import {
  type APIRequestContext,
  type APIResponse,
  expect,
  type Locator,
  type Page,
  type Response,
  type TestInfo,
} from '@playwright/test';

/**
 * Helpers for the account journeys: unique people per run and per project, the sandbox outbox,
 * the sandbox verification page, and retries when the server's per-address rate limits (shared by
 * every spec running at once from 127.0.0.1) answer 429.
 */

export type Person = {
  name: string;
  birthdate: string;
  genderCd: 'M' | 'F';
  /** Unique per test, like the name and birth date (see `uniquePerson`). */
  mobileNo: string;
  loginId: string;
  password: string;
};

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A login id no other run or project uses: letters first, lowercase, at most 20 characters. */
export function uniqueLoginId(prefix: string, testInfo: TestInfo): string {
  const project = testInfo.project.name.slice(0, 1) || 'x';
  const random = Array.from({ length: 3 }, () => LETTERS[randomInt(LETTERS.length)]).join('');
  return `${prefix}${Date.now().toString(36)}${project}${random}`.slice(0, 20);
}

/** 010 and 8 random digits. */
export function uniqueMobileNo(): string {
  return `010${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** Syllables of the name suffixes that keep each run's people apart. */
const NAME_SYLLABLES = '가나다라마바사아자차카타파하';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A person no other test, project or run uses, from a base name, birth date and gender. The sandbox
 * derives CI/DI from name, birth date and gender (as a real provider names the person, not the
 * phone), so the same typed person in two journeys, or in both projects, would be one person with
 * one account. The name gets two random Hangul syllables and the birth date a random day of the
 * given year (so age rules still hold); the mobile number is random too.
 */
export function uniquePerson(init: {
  name: string;
  birthdate: string;
  genderCd: 'M' | 'F';
}): Pick<Person, 'name' | 'birthdate' | 'genderCd' | 'mobileNo'> {
  const syllables = Array.from({ length: 2 }, () => NAME_SYLLABLES[randomInt(NAME_SYLLABLES.length)]).join('');
  const year = Number(init.birthdate.slice(0, 4));
  const day = new Date(Date.UTC(year, 0, 1) + randomInt(365) * DAY_MS);
  return {
    name: `${init.name}${syllables}`,
    birthdate: day.toISOString().slice(0, 10),
    genderCd: init.genderCd,
    mobileNo: uniqueMobileNo(),
  };
}

/** A person of this test alone (see `uniquePerson`) with a login id and password to sign up with. */
export function newPerson(
  testInfo: TestInfo,
  init: { name: string; birthdate: string; genderCd: 'M' | 'F'; prefix: string },
): Person {
  return {
    ...uniquePerson(init),
    loginId: uniqueLoginId(init.prefix, testInfo),
    password: `pass${randomInt(1000, 9999)}word`,
  };
}

/**
 * The form control labelled exactly `label`. Required fields' labels end with a `*` (hidden from
 * assistive technology, but part of the label's text), so it may follow.
 */
export function labelled(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\*?$`));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const RATE_LIMIT_WAIT_MS = 10_000;
const RATE_LIMIT_ATTEMPTS = 8;

/** Calls the API again while it answers 429 (the per-address limits are shared by parallel specs). */
export async function retryWhileRateLimited(call: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await call();
    if (response.status() !== 429 || attempt >= RATE_LIMIT_ATTEMPTS) return response;
    await sleep(RATE_LIMIT_WAIT_MS);
  }
}

/**
 * Performs a UI action that POSTs to a URL containing `urlPart`, again while the answer is 429.
 * Returns the accepted (or last) response.
 */
export async function submitWhileRateLimited(
  page: Page,
  urlPart: string,
  submit: () => Promise<void>,
): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes(urlPart) && r.request().method() === 'POST'),
      submit(),
    ]);
    if (response.status() !== 429 || attempt >= RATE_LIMIT_ATTEMPTS) return response;
    await page.waitForTimeout(RATE_LIMIT_WAIT_MS);
  }
}

type OutboxMessage = { body: string; createdAt: string };

/** The 6-digit code of the newest sandbox message to `mobileNo` whose text contains `marker`. */
export async function readCode(request: APIRequestContext, mobileNo: string, marker: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?recipient=${mobileNo}`);
        if (!response.ok()) return undefined;
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        code = messages.find((message) => message.body.includes(marker))?.body.match(/\d{6}/)?.[0];
        return code;
      },
      { message: `a code for ${mobileNo} in the sandbox outbox`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** Outbox markers of the three kinds of code. */
export const CODE_MARKERS = {
  verification: '본인확인',
  findId: '아이디 찾기',
  passwordReset: '비밀번호 재설정',
} as const;

/**
 * On the sandbox verification page (/v3/JoinCertiKCB): types the person, receives the code from
 * the outbox and confirms it. The page then forwards to the verification's return address.
 */
export async function verifyOnSandboxPage(
  page: Page,
  person: Pick<Person, 'name' | 'birthdate' | 'genderCd' | 'mobileNo'>,
) {
  await expect(page).toHaveURL(/\/v3\/JoinCertiKCB\?transId=/);
  await expect(
    page.getByText('테스트용 본인인증 화면입니다. 인증번호는 /dev/outbox 에서 확인할 수 있습니다.'),
  ).toBeVisible();
  await labelled(page, '이름').fill(person.name);
  await labelled(page, '생년월일').fill(person.birthdate);
  await page.getByRole('radio', { name: person.genderCd === 'M' ? '남성' : '여성' }).check();
  await page.getByRole('combobox', { name: '통신사' }).selectOption({ label: 'SKT' });
  await labelled(page, '휴대폰 번호').fill(person.mobileNo);
  const sent = await submitWhileRateLimited(page, '/code', () =>
    page.getByRole('button', { name: '인증번호 받기' }).click(),
  );
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await readCode(page.request, person.mobileNo, CODE_MARKERS.verification);
  await expect(page.getByRole('timer')).toBeVisible();
  await labelled(page, '인증번호').fill(code);
  await page.getByRole('button', { name: '확인', exact: true }).click();
}

/** Signs up through the API (sandbox verification, then /api/account/signup), for specs that need an account. */
export async function signUpThroughApi(request: APIRequestContext, person: Person): Promise<void> {
  const started = await retryWhileRateLimited(() =>
    request.post('/api/identity/verifications', { data: { purpose: 'signup', returnUrl: '/certiResult' } }),
  );
  expect(started.status(), await started.text()).toBe(200);
  const { transId } = (await started.json()) as { transId: string };
  const sent = await retryWhileRateLimited(() =>
    request.post(`/api/identity/sandbox/${transId}/code`, {
      data: {
        userNm: person.name,
        birthdate: person.birthdate,
        genderCd: person.genderCd,
        carrier: 'KT',
        mobileNo: person.mobileNo,
      },
    }),
  );
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await readCode(request, person.mobileNo, CODE_MARKERS.verification);
  const confirmed = await retryWhileRateLimited(() =>
    request.post(`/api/identity/sandbox/${transId}/confirm`, { data: { code } }),
  );
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const joined = await retryWhileRateLimited(() =>
    request.post('/api/account/signup', {
      data: {
        consents: { age14: true, useTerms: true, personalInfo: true, marketing: false, night: false },
        transId,
        userInputId: person.loginId,
        pw: person.password,
        pw_confirm: person.password,
      },
    }),
  );
  expect(joined.status(), await joined.text()).toBe(200);
}

/** Logs in through /loginMainTF (로그인 유지 on or off) and waits for the home screen's greeting. */
export async function logInThroughForm(
  page: Page,
  account: { loginId: string; password: string; name: string },
  options: { keep?: boolean } = {},
) {
  const keep = options.keep ?? true;
  await page.goto('/loginMainTF');
  await labelled(page, '아이디').fill(account.loginId);
  await labelled(page, '비밀번호').fill(account.password);
  const keepBox = page.getByRole('checkbox', { name: '로그인 유지' });
  if ((await keepBox.isChecked()) !== keep) await keepBox.click();
  await expect(keepBox).toBeChecked({ checked: keep });
  const answer = await submitWhileRateLimited(page, '/api/auth/login', () =>
    page.getByRole('button', { name: '로그인', exact: true }).click(),
  );
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(page).toHaveURL(/\/mainTF$/);
  await expect(page.getByRole('heading', { name: `${account.name}님, 안녕하세요` })).toBeVisible();
}

/** Logs in an API context (or a browser context's `request`) without the form. */
export async function logInThroughApi(request: APIRequestContext, loginId: string, password: string, keep = true) {
  const response = await retryWhileRateLimited(() =>
    request.post('/api/auth/login', { data: { userInputId: loginId, pw: password, keep } }),
  );
  expect(response.status(), await response.text()).toBe(200);
}
