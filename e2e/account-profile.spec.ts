import { expect } from '@playwright/test';
import { DEMO_PASSWORD, latestCode, signInAndOpen, test } from './support/profile-helpers';

/**
 * Profile and withdrawal journeys (issue 4, "Recovery and profile" and "Withdrawal"). Tests that
 * change data use a member of their own, signed up through the API for this run and project.
 */

// Each journey signs a member up and logs in first; give a busy two-core machine room.
test.describe.configure({ timeout: 60_000 });

test.describe('my page: change email', () => {
  test('a code sent to the new address changes the email, and MyPage shows it', async ({
    page,
    freshMember: member,
  }) => {
    await signInAndOpen(page, member.userInputId, member.pw, '/v3/MyPage');
    const card = page.getByRole('region', { name: '내 프로필' });
    await expect(card).toContainText(member.userNm);
    await expect(card).toContainText('010-****-');
    await expect(card).toContainText('아이디 로그인');

    await page.getByRole('link', { name: /이메일 변경/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '이메일 변경' })).toBeVisible();
    const newEmail = `${member.userInputId}@example.com`;
    await page.getByRole('textbox', { name: '새 이메일' }).fill(newEmail);
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    await expect(page.getByText(`${newEmail}(으)로 인증번호를 보냈습니다.`)).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^0[0-3]:[0-5]\d$/);

    const code = await latestCode(page.request, newEmail);
    await page.getByRole('textbox', { name: '인증번호' }).fill(code);
    await page.getByRole('button', { name: '변경', exact: true }).click();

    await expect(page).toHaveURL(/\/v3\/MyPage$/);
    await expect(card).toContainText(newEmail);
    await expect(
      page.getByRole('link', { name: new RegExp(`이메일 변경.*${newEmail.replace('.', '\\.')}`) }),
    ).toBeVisible();
  });
});

test.describe('withdrawal', () => {
  test('notice → reason → check with the password → withdraw; the account cannot log in again', async ({
    page,
    freshMember: member,
  }) => {
    await signInAndOpen(page, member.userInputId, member.pw, '/v3/MyPage');
    await page.getByRole('link', { name: '회원 탈퇴' }).click();

    // WithdrawalNotice
    await expect(page).toHaveURL(/\/v3\/WithdrawalNotice$/);
    await expect(page.getByRole('heading', { level: 1, name: '회원 탈퇴 안내' })).toBeVisible();
    await expect(page.getByText(/원장으로 운영 중인 학원이 있으면 탈퇴할 수 없습니다/)).toBeVisible();
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page.getByText('안내 내용을 확인했다는 항목을 선택해 주세요.')).toBeVisible();
    await page.getByRole('checkbox', { name: '위 내용을 모두 확인했습니다.' }).click();
    await page.getByRole('button', { name: '다음' }).click();

    // WithdrawalSelect → the reason's own page
    await expect(page.getByRole('heading', { level: 1, name: '탈퇴 사유 선택' })).toBeVisible();
    await page.getByRole('radio', { name: '기타 의견' }).check();
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page).toHaveURL(/\/v3\/Opinion$/);
    await expect(page.getByRole('heading', { level: 1, name: '탈퇴 사유: 기타 의견' })).toBeVisible();
    await page.getByRole('textbox', { name: '의견 (선택)' }).fill('테스트를 마쳐서 탈퇴합니다.');
    await expect(page.getByText('15/1000자')).toBeVisible();
    await page.getByRole('button', { name: '다음' }).click();

    // WithdrawalCheck: nothing blocks; the password confirms it is the member.
    await expect(page.getByRole('heading', { level: 1, name: '탈퇴 전 확인' })).toBeVisible();
    await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(member.pw);
    await page.getByRole('button', { name: '다음' }).click();

    // Withdrawal: a last confirmation, then goodbye.
    await expect(page.getByRole('heading', { level: 1, name: '회원 탈퇴' })).toBeVisible();
    await expect(page.getByText('테스트를 마쳐서 탈퇴합니다.')).toBeVisible();
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    const dialog = page.getByRole('alertdialog', { name: '회원 탈퇴' });
    await expect(dialog).toContainText('정말 탈퇴할까요?');
    await dialog.getByRole('button', { name: '탈퇴' }).click();
    await expect(page.getByRole('heading', { name: '탈퇴가 완료되었습니다' })).toBeVisible();

    // The session is gone on the server too.
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);

    await page.getByRole('button', { name: '홈으로' }).click();
    await expect(page).not.toHaveURL(/Withdrawal/);

    // Logging in with the withdrawn account fails with the Korean message.
    await page.goto('/loginMainTF');
    await page.getByRole('textbox', { name: '아이디' }).fill(member.userInputId);
    await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(member.pw);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByText('아이디 또는 비밀번호가 올바르지 않습니다.', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/loginMainTF/);
  });

  test('the demo director is stopped: they still own 한빛수학학원', async ({ page }) => {
    // Read-only for the shared demo account: the journey stops at the check, nothing is sent.
    await signInAndOpen(page, 'director', DEMO_PASSWORD, '/v3/MyPage');
    await page.getByRole('link', { name: '회원 탈퇴' }).click();
    await page.getByRole('checkbox', { name: '위 내용을 모두 확인했습니다.' }).click();
    await page.getByRole('button', { name: '다음' }).click();
    await page.getByRole('radio', { name: '서비스 이용이 불편해요' }).check();
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page).toHaveURL(/\/v3\/OurService$/);
    await page.getByRole('button', { name: '다음' }).click();

    await expect(page.getByRole('heading', { level: 1, name: '탈퇴 전 확인' })).toBeVisible();
    const blocked = page.getByRole('alert').filter({ hasText: '지금은 탈퇴할 수 없습니다' });
    await expect(blocked).toContainText("'한빛수학학원'의 원장으로 등록되어 있어 탈퇴할 수 없습니다.");
    await expect(blocked.getByRole('link', { name: '한빛수학학원 학원 정보 보기' })).toHaveAttribute(
      'href',
      /\/instDetailInfoN\?instId=.+/,
    );
    await expect(page.getByRole('textbox', { name: '비밀번호', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '다음' })).toHaveCount(0);

    // The server agrees: the director is still signed in and still blocked.
    const check = await page.request.get('/api/account/withdrawal/check');
    expect(check.status()).toBe(200);
    const body = (await check.json()) as { blockers: { instNm: string }[] };
    expect(body.blockers.map((blocker) => blocker.instNm)).toContain('한빛수학학원');
  });
});
