import { maskLoginId } from '@academy/domain/account/account.rules';
import { expect, test } from '@playwright/test';
import {
  CODE_MARKERS,
  labelled,
  logInThroughApi,
  logInThroughForm,
  newPerson,
  readCode,
  signUpThroughApi,
  submitWhileRateLimited,
  uniqueLoginId,
  uniquePerson,
  verifyOnSandboxPage,
} from './support/account';

/**
 * Accounts, end to end against the real server: sign-up through the sandbox identity verification
 * (an adult, and a child under 14 with a guardian), 로그인 유지 across a browser restart, the sandbox
 * Kakao log-in, finding an id and resetting a password by SMS. Each test makes its own people
 * (unique names, birth dates, mobile numbers and login ids per run and project) and depends on no other.
 */

// The journeys wait on the sandbox outbox and, when parallel specs share the per-address rate limits, on them.
test.describe.configure({ timeout: 180_000 });

test('a director signs up through the sandbox verification, lands on /joinDoneTF signed in, then goes home', async ({
  page,
}, testInfo) => {
  const director = newPerson(testInfo, { name: '정원장', birthdate: '1982-04-15', genderCd: 'M', prefix: 'dir' });

  await page.goto('/v3/joinAgreeMain');
  await expect(page.getByRole('heading', { level: 1, name: '회원가입 약관 동의' })).toBeVisible();
  // Next without the required consents is refused in Korean.
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByRole('alert')).toHaveText('필수 약관에 모두 동의해 주세요.');
  await page.getByRole('checkbox', { name: '전체 동의' }).click();
  for (const name of [
    /만 14세 이상입니다/,
    /서비스 이용약관 동의/,
    /개인정보 수집 및 이용 동의/,
    /마케팅 정보 수신 동의/,
  ]) {
    await expect(page.getByRole('checkbox', { name })).toBeChecked();
  }
  await expect(page.getByRole('link', { name: '서비스 이용약관 동의 보기' })).toHaveAttribute(
    'href',
    '/v3/ServiceTerms',
  );
  await page.getByRole('button', { name: '다음' }).click();

  await expect(page).toHaveURL(/\/v3\/joinCerti$/);
  await page.getByRole('button', { name: '휴대폰 본인인증' }).click();
  await verifyOnSandboxPage(page, director);

  await expect(page).toHaveURL(/\/v3\/joinUserInfo\?transId=/);
  const verified = page.getByRole('definition');
  await expect(verified.filter({ hasText: director.name })).toBeVisible();
  await expect(
    verified.filter({ hasText: director.mobileNo.replace(/^(\d{3})(\d{4})(\d{4})$/, '$1-$2-$3') }),
  ).toBeVisible();

  const idField = labelled(page, '아이디');
  await idField.fill('1bad');
  await expect(page.getByRole('list', { name: '아이디 조건' }).getByRole('listitem').first()).toHaveAttribute(
    'data-met',
    'false',
  );
  await idField.fill(director.loginId);
  await expect(page.getByText('사용할 수 있는 아이디입니다.')).toBeVisible();
  await labelled(page, '비밀번호').fill(director.password);
  await labelled(page, '비밀번호 확인').fill(director.password);
  await expect(page.getByText('비밀번호가 일치합니다.')).toBeVisible();
  await page.getByLabel('닉네임').fill('정쌤');
  await page.getByLabel('이메일').fill(`${director.loginId}@example.com`);
  await page.getByRole('button', { name: '수학', exact: true }).click();
  await page.getByRole('button', { name: '서울', exact: true }).click();
  await page.getByRole('button', { name: '가입하기' }).click();

  await expect(page).toHaveURL(/\/joinDoneTF$/);
  await expect(page.getByRole('heading', { name: '가입을 축하합니다!' })).toBeVisible();
  await expect(page.getByText(`가입한 아이디: ${director.loginId}`)).toBeVisible();

  // A fresh browser logs in with the new account.
  const fresh = await page.context().browser()?.newContext();
  if (!fresh) throw new Error('no browser');
  const freshPage = await fresh.newPage();
  await logInThroughForm(freshPage, { loginId: director.loginId, password: director.password, name: director.name });
  await fresh.close();

  // Sign-up ended signed in: 시작하기 goes home as the new member, without logging in.
  await expect(page.getByRole('link', { name: '로그인하기' })).toHaveCount(0);
  await page.getByRole('link', { name: '시작하기' }).click();
  await expect(page).toHaveURL(/\/mainTF$/);
  await expect(page.getByRole('heading', { name: `${director.name}님, 안녕하세요` })).toBeVisible();
});

test('a student under 14 signs up with a guardian’s consent and verification', async ({ page }, testInfo) => {
  const guardian = newPerson(testInfo, { name: '한보호', birthdate: '1984-09-09', genderCd: 'F', prefix: 'grd' });
  const child = { name: '한어린', loginId: uniqueLoginId('kid', testInfo), password: guardian.password };
  const childYear = new Date().getFullYear() - 10;

  await page.goto('/v3/joinAgreeMain');
  await page.getByRole('button', { name: '만 14세 미만이에요' }).click();
  await expect(
    page.getByRole('checkbox', { name: /만 14세 미만 자녀의 법정대리인\(보호자\)으로서 가입에 동의합니다/ }),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: '전체 동의' }).click();
  await page.getByRole('button', { name: '다음' }).click();

  await expect(page).toHaveURL(/\/v3\/joinCerti$/);
  await page.getByLabel('자녀 이름').fill(child.name);
  await page.getByRole('combobox', { name: '자녀 생년월일 년' }).selectOption({ label: `${childYear}년` });
  await page.getByRole('combobox', { name: '자녀 생년월일 월' }).selectOption({ label: '3월' });
  await page.getByRole('combobox', { name: '자녀 생년월일 일' }).selectOption({ label: '5일' });
  await page.getByRole('radio', { name: '여성' }).check();
  await page.getByRole('combobox', { name: '보호자와의 관계' }).selectOption('어머니');
  await page.getByRole('button', { name: '보호자 본인인증' }).click();
  await verifyOnSandboxPage(page, guardian);

  await expect(page).toHaveURL(/\/v3\/joinUserInfo\?transId=/);
  await expect(page.getByRole('heading', { name: '자녀 정보' })).toBeVisible();
  await expect(page.getByText(`보호자 ${guardian.name}님이 인증하고 동의했습니다.`)).toBeVisible();
  // Only what the child needs: no email or address.
  await expect(page.getByLabel('이메일')).toHaveCount(0);
  await labelled(page, '아이디').fill(child.loginId);
  await expect(page.getByText('사용할 수 있는 아이디입니다.')).toBeVisible();
  await labelled(page, '비밀번호').fill(child.password);
  await labelled(page, '비밀번호 확인').fill(child.password);
  await page.getByRole('button', { name: '가입하기' }).click();

  await expect(page).toHaveURL(/\/joinDoneTF$/);
  await expect(page.getByText(`${child.name}님, 학원ON 회원이 되신 것을 환영합니다.`)).toBeVisible();
  // The child is signed in at once; the account also logs in with its id and password.
  await page.getByRole('link', { name: '시작하기' }).click();
  await expect(page).toHaveURL(/\/mainTF$/);
  await expect(page.getByRole('heading', { name: `${child.name}님, 안녕하세요` })).toBeVisible();
  await logInThroughForm(page, child);
});

test('로그인 유지 survives a browser restart; without it the session cookie ends with the browser', async ({
  browser,
}) => {
  // The demo parent (README): two children, so the home offers the child switcher.
  const parent = { loginId: 'parent', password: 'demo1234', name: '최학부모' };
  const first = await browser.newContext();
  const page = await first.newPage();
  await logInThroughForm(page, parent, { keep: true });
  const session = (await first.cookies()).find((cookie) => cookie.name === 'academy_session');
  expect(session?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 60 * 60);
  const stored = await first.storageState();
  await first.close();

  const restarted = await browser.newContext({ storageState: stored });
  const again = await restarted.newPage();
  await again.goto('/mainTF');
  await expect(again.getByRole('heading', { name: `${parent.name}님, 안녕하세요` })).toBeVisible();
  await expect(again.getByRole('button', { name: '로그아웃' })).toBeVisible();
  const children = again.getByRole('list', { name: '우리 아이' });
  await expect(children).toBeVisible();
  expect(await children.getByRole('button').count()).toBeGreaterThanOrEqual(2);
  const second = children.getByRole('button').nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await restarted.close();

  const student = { loginId: 'student', password: 'demo1234', name: '최민준' };
  const browserSession = await browser.newContext();
  const studentPage = await browserSession.newPage();
  await logInThroughForm(studentPage, student, { keep: false });
  const cookie = (await browserSession.cookies()).find((item) => item.name === 'academy_session');
  expect(cookie).toBeDefined();
  expect(cookie?.expires).toBe(-1);
  await browserSession.close();
});

test('the sandbox Kakao log-in: verify and join the first time, straight in the second', async ({ page }, testInfo) => {
  const person = uniquePerson({ name: '윤카오', birthdate: '1988-12-03', genderCd: 'F' });
  const kakaoAccount = uniqueLoginId('kakao', testInfo);

  const chooseOnKakao = async () => {
    await page.goto('/loginMainTF');
    await page.getByRole('link', { name: '카카오로 시작하기' }).click();
    await expect(page.getByRole('heading', { name: '카카오 로그인 (샌드박스)' })).toBeVisible();
    const custom = page.locator('form').filter({ has: page.getByRole('heading', { name: '직접 입력' }) });
    await custom.getByLabel('이름 (필수)').fill(person.name);
    await custom.getByLabel(/닉네임/).fill('윤**');
    await custom.getByLabel('이메일').fill(`${kakaoAccount}@example.com`);
    await custom.getByLabel('생년월일').fill(person.birthdate);
    await custom.getByLabel('휴대폰 번호').fill(person.mobileNo);
    await custom.getByLabel(/계정 번호/).fill(kakaoAccount);
    await custom.getByRole('button', { name: '카카오로 계속하기' }).click();
  };

  await chooseOnKakao();
  await expect(page).toHaveURL(/\/loginKakaoResult/);
  await expect(page.getByRole('heading', { name: '카카오에서 받은 정보' })).toBeVisible();
  // SPEC §4: a nickname masked with '*' falls back to the real name.
  await expect(page.getByRole('definition').filter({ hasText: person.name })).toHaveCount(2);
  await page.getByRole('button', { name: '본인인증하고 계속하기' }).click();
  await verifyOnSandboxPage(page, person);

  await expect(page).toHaveURL(/\/loginKakaoResult\?transId=/);
  await expect(page.getByRole('heading', { name: '처음 오셨네요! 약관에 동의하면 가입이 완료됩니다.' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /만 14세 이상입니다/ })).toBeChecked();
  await page.getByRole('checkbox', { name: '전체 동의' }).click();
  await page.getByRole('button', { name: '동의하고 가입하기' }).click();
  await expect(page).toHaveURL(/\/mainTF$/);
  await expect(page.getByRole('heading', { name: `${person.name}님, 안녕하세요` })).toBeVisible();

  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('link', { name: '로그인', exact: true })).toBeVisible();

  await chooseOnKakao();
  await expect(page).toHaveURL(/\/mainTF$/);
  await expect(page.getByRole('heading', { name: `${person.name}님, 안녕하세요` })).toBeVisible();
});

test('find an id by name, mobile number and SMS code', async ({ page, playwright, baseURL }, testInfo) => {
  const member = newPerson(testInfo, { name: '서찾기', birthdate: '1990-02-20', genderCd: 'M', prefix: 'find' });
  const api = await playwright.request.newContext({ baseURL });
  await signUpThroughApi(api, member);
  await api.dispose();

  await page.goto('/v3/FindId');
  await page.getByRole('tab', { name: '휴대폰 번호로 찾기' }).click();
  await labelled(page, '이름').fill(member.name);
  await labelled(page, '휴대폰 번호').fill(member.mobileNo);
  const sent = await submitWhileRateLimited(page, '/api/account/find-id/', () =>
    page.getByRole('button', { name: '인증번호 받기' }).click(),
  );
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await readCode(page.request, member.mobileNo, CODE_MARKERS.findId);
  await labelled(page, '인증번호').fill(code);
  await page.getByRole('button', { name: '아이디 찾기', exact: true }).click();

  const accounts = page.getByRole('list', { name: '가입한 계정' });
  await expect(accounts.getByText(maskLoginId(member.loginId), { exact: true })).toBeVisible();
  await expect(accounts.getByText('아이디 로그인')).toBeVisible();
  await expect(page.getByText(member.loginId, { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: '비밀번호 찾기' }).click();
  await expect(page).toHaveURL(/\/v3\/FindPwMain$/);
});

test('reset a password by SMS: the new one works and an older session is gone', async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  const member = newPerson(testInfo, { name: '강재설', birthdate: '1986-07-07', genderCd: 'F', prefix: 'reset' });
  const api = await playwright.request.newContext({ baseURL });
  await signUpThroughApi(api, member);
  await api.dispose();

  // Signed in elsewhere before the reset.
  const elsewhere = await browser.newContext();
  await logInThroughApi(elsewhere.request, member.loginId, member.password);
  expect((await elsewhere.request.get('/api/auth/me')).status()).toBe(200);

  await page.goto('/v3/FindPwMain');
  await page.getByRole('link', { name: /휴대폰 번호로 재설정/ }).click();
  await expect(page).toHaveURL(/\/v3\/FindPw\?method=sms$/);
  await labelled(page, '아이디').fill(member.loginId);
  await labelled(page, '휴대폰 번호').fill(member.mobileNo);
  const sent = await submitWhileRateLimited(page, '/api/account/password-reset/', () =>
    page.getByRole('button', { name: '인증번호 받기' }).click(),
  );
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await readCode(page.request, member.mobileNo, CODE_MARKERS.passwordReset);
  await labelled(page, '인증번호').fill(code);
  await page.getByRole('button', { name: '확인', exact: true }).click();

  await expect(page).toHaveURL(/\/v3\/PwChange$/);
  const newPassword = `${member.password}new2`;
  await labelled(page, '새 비밀번호').fill(newPassword);
  await labelled(page, '새 비밀번호 확인').fill(newPassword);
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  const done = page.getByRole('alertdialog');
  await expect(done).toContainText('비밀번호가 변경되었습니다. 새 비밀번호로 로그인해 주세요.');
  await done.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/loginMainTF$/);

  // The older session ended with the reset.
  expect((await elsewhere.request.get('/api/auth/me')).status()).toBe(401);
  const elsewherePage = await elsewhere.newPage();
  await elsewherePage.goto('/mainTF');
  await expect(elsewherePage.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
  await elsewhere.close();

  await logInThroughForm(page, { loginId: member.loginId, password: newPassword, name: member.name });
});
