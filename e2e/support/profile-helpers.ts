import {
  type APIRequestContext,
  test as base,
  expect,
  type Page,
  request as playwrightRequest,
  type TestInfo,
} from '@playwright/test';
import { logInThroughApi, type Person, signUpThroughApi } from './account';

/**
 * Helpers for the profile and withdrawal journeys (e2e/account-profile.spec.ts): a fresh member signed
 * up through the API with the sandbox identity verification, codes read from the sandbox outbox, and
 * the login page.
 */

export const DEMO_PASSWORD = 'demo1234';

/**
 * A new member of this run: unique per run, project and call. The sandbox derives CI/DI from name,
 * birth date and gender, so the name and the birth date vary (two members typed alike would be
 * one person to it, and the second sign-up a duplicate).
 */
export type FreshMember = { userInputId: string; pw: string; mobileNo: string; userNm: string; birthdate: string };

let counter = 0;

/** Letters for names (the sandbox takes Hangul or Latin letters only). */
const SYLLABLES = '가나다라마바사아자차';

export function uniqueSeed(testInfo: TestInfo): string {
  counter += 1;
  const project = testInfo.project.name === 'mobile' ? 1 : 2;
  return `${Date.now()}${project}${testInfo.workerIndex % 10}${counter}${Math.floor(Math.random() * 10)}`;
}

export function freshMemberData(testInfo: TestInfo): FreshMember {
  const seed = uniqueSeed(testInfo);
  const digits = seed.slice(-8).padStart(8, '0');
  return {
    userInputId: `e2e${BigInt(seed).toString(36)}`.slice(0, 20),
    pw: `Profile${digits.slice(-4)}a`,
    mobileNo: `010${digits}`,
    userNm: `테스트${[...digits.slice(-4)].map((digit) => SYLLABLES[Number(digit)]).join('')}`,
    birthdate: adultBirthdate(),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A random day from 1960 to 1999: an adult, one of 14,600 birth dates. */
function adultBirthdate(): string {
  const day = Math.floor(Math.random() * 14_600);
  return new Date(Date.UTC(1960, 0, 1) + day * DAY_MS).toISOString().slice(0, 10);
}

type OutboxMessage = { channel: string; recipient: string; body: string; purpose: string; createdAt: string };

/** The newest 6-digit code sent to `recipient` (an SMS to a mobile, or an email), waiting for it to arrive. */
export async function latestCode(api: APIRequestContext, recipient: string, after?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await api.get('/api/dev/outbox', { params: { recipient, limit: 5 } });
        expect(response.ok()).toBe(true);
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        const newest = messages.find((message) => after === undefined || message.createdAt > after);
        code = newest?.body.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: `a code sent to ${recipient}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return code as string;
}

/** The sign-up data of a fresh member, as the sandbox identity page and the sign-up form take it. */
export function personOf(member: FreshMember, genderCd: Person['genderCd'] = 'F'): Person {
  return {
    name: member.userNm,
    birthdate: member.birthdate,
    genderCd,
    mobileNo: member.mobileNo,
    loginId: member.userInputId,
    password: member.pw,
  };
}

/**
 * A new member signed up through the API with the sandbox identity verification, in a request
 * context of its own that keeps the session sign-up starts: the member and that context.
 */
export async function signUpFreshMemberWithSession(
  baseURL: string,
  testInfo: TestInfo,
  genderCd: Person['genderCd'] = 'F',
): Promise<{ member: FreshMember; api: APIRequestContext }> {
  const member = freshMemberData(testInfo);
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await signUpThroughApi(api, personOf(member, genderCd));
  } catch (error) {
    await api.dispose();
    throw error;
  }
  return { member, api };
}

/**
 * A new member signed up through the API, as the sign-up screens would; the session sign-up starts is
 * thrown away, so the test logs in through the login page.
 */
export async function signUpFreshMember(baseURL: string, testInfo: TestInfo): Promise<FreshMember> {
  const { member, api } = await signUpFreshMemberWithSession(baseURL, testInfo);
  await api.dispose();
  return member;
}

/**
 * Signs in without the login page and opens `next`: the session comes from the login API, called in the
 * page's own browser context (which keeps its cookies), so the page starts at `next` signed in. For
 * journeys that are not about signing in; the login page has its own (account-signup-login.spec.ts,
 * navigation.spec.ts, the keyboard journey of accessibility.spec.ts).
 */
export async function signInAndOpen(page: Page, userInputId: string, pw: string, next: string) {
  await logInThroughApi(page.request, userInputId, pw);
  await page.goto(next);
  await expect(page).toHaveURL((url) => url.pathname === next.split('?')[0]);
}

/** Logs in on /loginMainTF (아이디, 비밀번호, 로그인) and lands on `next`. */
export async function logInThroughPage(page: Page, userInputId: string, pw: string, next: string) {
  await page.goto(`/loginMainTF?${new URLSearchParams({ next })}`);
  await page.getByRole('textbox', { name: '아이디' }).fill(userInputId);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(pw);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === next.split('?')[0]);
}

/** `test` with `freshMember`: a member signed up for this test alone (this run, this project). */
export const test = base.extend<{ freshMember: FreshMember }>({
  freshMember: async ({ baseURL }, use, testInfo) => {
    if (!baseURL) throw new Error('baseURL is not set');
    await use(await signUpFreshMember(baseURL, testInfo));
  },
});
