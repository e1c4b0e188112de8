import { displayMaskedPhoneNo, displayPhoneNo } from '@academy/domain/phone/phone.rules';
import { expect, test } from '@playwright/test';
import {
  logInThroughForm,
  newPerson,
  signUpThroughApi,
  uniqueMobileNo,
  uniquePerson,
  verifyOnSandboxPage,
} from './support/account';

/**
 * Changing the mobile number (/myPhoneNoChangeTF), end to end: a member who signed up through the
 * sandbox identity verification verifies again on a new phone and MyPage shows the new number;
 * someone else verifying on the member's screen changes nothing.
 */

// Sign-up, log-in and two verifications, each waiting on the sandbox outbox.
test.describe.configure({ timeout: 120_000 });

/** A new number whose last four digits differ from `old`'s, so the masked numbers differ too. */
function anotherMobileNo(old: string): string {
  for (;;) {
    const candidate = uniqueMobileNo();
    if (candidate.slice(-4) !== old.slice(-4)) return candidate;
  }
}

test('a member changes the mobile number by verifying on the new phone, and MyPage shows it', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const member = newPerson(testInfo, { name: '문번호', birthdate: '1987-10-10', genderCd: 'F', prefix: 'phone' });
  const api = await playwright.request.newContext({ baseURL });
  await signUpThroughApi(api, member);
  await api.dispose();
  await logInThroughForm(page, { loginId: member.loginId, password: member.password, name: member.name });

  await page.goto('/v3/MyPage');
  const card = page.getByRole('region', { name: '내 프로필' });
  await expect(card).toContainText(member.name);
  await expect(card).toContainText(displayMaskedPhoneNo(member.mobileNo));

  await page.getByRole('link', { name: /휴대폰 번호 변경/ }).click();
  await expect(page).toHaveURL(/\/myPhoneNoChangeTF$/);
  await expect(page.getByRole('heading', { level: 1, name: '휴대폰 번호 변경' })).toBeVisible();
  await expect(page.getByText(displayMaskedPhoneNo(member.mobileNo))).toBeVisible();

  // The same person on a new phone: the sandbox knows them by name, birth date and gender.
  const newMobileNo = anotherMobileNo(member.mobileNo);
  await page.getByRole('button', { name: '휴대폰 본인인증' }).click();
  await verifyOnSandboxPage(page, { ...member, mobileNo: newMobileNo });

  const done = page.getByRole('status').filter({ hasText: '휴대폰 번호를 변경했습니다' });
  await expect(done).toBeVisible();
  await expect(done).toContainText(displayPhoneNo(newMobileNo));
  await expect(page).toHaveURL(/\/myPhoneNoChangeTF$/);

  await done.getByRole('link', { name: '마이페이지로' }).click();
  await expect(page).toHaveURL(/\/v3\/MyPage$/);
  await expect(card).toContainText(displayMaskedPhoneNo(newMobileNo));
  await expect(card).not.toContainText(displayMaskedPhoneNo(member.mobileNo));

  // Someone else verifying on this screen is refused, and the number stays.
  await page.getByRole('link', { name: /휴대폰 번호 변경/ }).click();
  await expect(page).toHaveURL(/\/myPhoneNoChangeTF$/);
  await page.getByRole('button', { name: '휴대폰 본인인증' }).click();
  await verifyOnSandboxPage(page, uniquePerson({ name: '남다른', birthdate: '1991-03-03', genderCd: 'M' }));
  const refused = page.getByRole('alert').filter({ hasText: '휴대폰 번호를 변경하지 못했습니다' });
  await expect(refused).toContainText(
    '본인인증한 정보가 이 계정의 명의와 다릅니다. 계정 명의자 본인으로 다시 인증해 주세요.',
  );
  await expect(page.getByRole('button', { name: '다시 인증하기' })).toBeVisible();
  await expect(page.getByText(displayMaskedPhoneNo(newMobileNo))).toBeVisible();

  const profile = await page.request.get('/api/account/profile');
  expect(profile.status()).toBe(200);
  expect(((await profile.json()) as { mobileNo: string }).mobileNo).toBe(newMobileNo);
});
