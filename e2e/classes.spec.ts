import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, freshMemberData, signInAndOpen, uniqueSeed } from './support/profile-helpers';

/**
 * Classes and schedule (issue 6): the demo director (한빛수학학원) creates a class through the wizard
 * (/classCreate → /classCreate2 → /classCreateTF) with a NEW teacher (a staff invitation) and a NEW
 * tuition, then finds it on /v3/class/MainPage and its sessions in MonthlySchedule for its first
 * month. Every name, number and the class itself are unique to this run and project, and no room is
 * used, so parallel runs never collide; the demo data is only added to.
 */

/** The first day of the month after today (Seoul), as `YYYY-MM-DD`, and that month as `YYYY-MM`. */
function nextMonth(): { firstDay: string; month: string } {
  const seoul = new Date(Date.now() + 9 * 60 * 60 * 1000);
  const year = seoul.getUTCFullYear() + (seoul.getUTCMonth() === 11 ? 1 : 0);
  const month = ((seoul.getUTCMonth() + 1) % 12) + 1;
  const yyyyMm = `${year}-${String(month).padStart(2, '0')}`;
  return { firstDay: `${yyyyMm}-01`, month: yyyyMm };
}

test.describe('classes and schedule', () => {
  test.setTimeout(120_000);

  test('a director creates a class with a new teacher and a new tuition, and sees it listed and on the calendar', async ({
    page,
  }, testInfo) => {
    const seed = uniqueSeed(testInfo).slice(-6);
    const teacher = freshMemberData(testInfo);
    const classNm = `E2E 수학 ${seed}반`;
    const tuitionNm = `E2E 수강료 ${seed}`;
    const { firstDay, month } = nextMonth();

    await signInAndOpen(page, 'director', DEMO_PASSWORD, '/v3/class/MainPage');
    await page.getByRole('button', { name: '반 만들기' }).click();

    // Step 1: 이름, 과목, 유형, 정원, 요일
    await expect(page).toHaveURL(/\/classCreate$/);
    await page.getByRole('textbox', { name: '반 이름' }).fill(classNm);
    await page.getByRole('textbox', { name: '과목' }).fill('수학');
    await page.getByRole('radio', { name: /그룹 수업/ }).check();
    await page.getByRole('textbox', { name: '정원' }).fill('12');
    const days = page.getByRole('group', { name: '수업 요일' });
    await days.getByRole('checkbox', { name: '월' }).check();
    await days.getByRole('checkbox', { name: '수' }).check();
    await page.getByRole('button', { name: '다음' }).click();

    // Step 2: 기간, 수업 시간, 강사 (new), 수강료 (new)
    await expect(page).toHaveURL(/\/classCreate2$/);
    await page.getByLabel('수업 시작일').fill(firstDay);
    await expect(page.getByRole('group', { name: /요일 수업 시간/ })).toHaveCount(2);

    await page.getByRole('link', { name: '강사 선택' }).click();
    await expect(page).toHaveURL(/\/selectTeacher$/);
    await page.getByRole('textbox', { name: '강사 이름' }).fill(teacher.userNm);
    await page.getByRole('textbox', { name: '휴대폰 번호' }).fill(teacher.mobileNo);
    await page.getByRole('button', { name: '새 강사로 선택' }).click();
    await expect(page).toHaveURL(/\/classCreate2$/);
    await expect(page.getByText(teacher.userNm)).toBeVisible();

    await page.getByRole('link', { name: '수강료 선택' }).click();
    await expect(page).toHaveURL(/\/selectTuition$/);
    await page.getByRole('textbox', { name: '수강료 이름' }).fill(tuitionNm);
    const amount = page.getByRole('textbox', { name: '수강료', exact: true });
    await amount.pressSequentially('250,000원');
    await expect(amount).toHaveValue('250000');
    await page.getByRole('button', { name: '새 수강료로 선택' }).click();
    await expect(page).toHaveURL(/\/classCreate2$/);
    await expect(page.getByText(tuitionNm)).toBeVisible();
    // A refresh keeps the draft (session storage).
    await page.reload();
    await expect(page.getByLabel('수업 시작일')).toHaveValue(firstDay);
    await page.getByRole('button', { name: '다음' }).click();

    // Step 3: 청구 기준 (default 010, day 1), 이미지, 공개 설정 → one request
    await expect(page).toHaveURL(/\/classCreateTF$/);
    await expect(page.getByRole('radio', { name: /매월 지정일 청구/ })).toBeChecked();
    await page.getByRole('radio', { name: '기본 이미지 2' }).check();
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/classes') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: '반 만들기' }).click();
    expect((await created).status()).toBe(200);

    await expect(page).toHaveURL(/\/classCreateDoneTF\?classId=/);
    await expect(page.getByText(`'${classNm}' 반이 열렸어요. 이제 원생을 등록해 보세요.`)).toBeVisible();
    await expect(page.getByText(/^[A-Z2-9]{8}$/)).toBeVisible();

    // /v3/class/MainPage lists it, with the invited teacher still pending.
    await page.goto('/v3/class/MainPage');
    const card = page.getByRole('link', { name: new RegExp(classNm) });
    await expect(card).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(/\/classDetail\?classId=/);
    await expect(page.getByText('수락 대기')).toBeVisible();
    await expect(page.getByText(`${tuitionNm} · 월 250,000원`)).toBeVisible();

    // MonthlySchedule of its first month shows its Monday and Wednesday sessions.
    await page.goto(`/v3/MonthlySchedule?month=${month}`);
    const calendar = page.getByRole('table', { name: new RegExp(`${Number(month.slice(5))}월 수업 일정`) });
    await expect(calendar).toBeVisible();
    const sessions = calendar.getByRole('button', { name: new RegExp(classNm) });
    await expect(sessions.first()).toBeVisible();
    // Each day shows the class by name with its time, on a phone too (cut short when it is long).
    await expect(sessions.first().getByText('16:00')).toBeVisible();
    await expect(sessions.first().getByText(classNm, { exact: true })).toBeVisible();
    expect(await sessions.count()).toBeGreaterThanOrEqual(8);
    await sessions.first().click();
    await expect(page.getByRole('region', { name: `선택한 수업: ${classNm}` })).toBeVisible();
  });
});
