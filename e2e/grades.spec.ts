import { averageOf, formatScore } from '@academy/domain/grades/grades.rules';
import { expect, test } from '@playwright/test';
import { windowFor } from './support/billing-world';
import { openLearningAcademy, seoulToday } from './support/learning-world';
import { openAcademyMenu } from './support/menu';
import { signInAndOpen } from './support/profile-helpers';

/**
 * Grades (성적): the teacher of a class of 20 makes a test in two steps, types the 20 scores with the
 * keyboard alone (Enter goes down a row, as in a spreadsheet), pastes a corrected column copied from a
 * spreadsheet over four rows, saves, reads the statistics and publishes the test after the
 * confirmation. The first student's parent, in a window of her own, opens the notification: her
 * child's score with the class's average and highest, and no other student's name or score. 성적 from
 * her menu shows the chart of the child's scores with its text alternative.
 */

/** What the teacher types, row by row; 88 goes to the parent's child (neither the highest nor the lowest). */
const TYPED = [88, 95, 72, 100, 64, 81, 77, 90, 58, 85, 93, 69, 74, 82, 87, 79, 91, 66, 84, 70];
/** A corrected column for four rows, copied from a spreadsheet (its trailing line break too). */
const PASTED = [96, 73, 85.5, 62];

test.describe('성적', () => {
  test.setTimeout(120_000);

  test('the teacher enters 20 scores with the keyboard and publishes; the parent sees only her child’s score and chart', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    if (!baseURL) throw new Error('baseURL is not set');
    const world = await openLearningAcademy(baseURL, testInfo, { classSize: 20 });
    const [child, ...classmates] = world.students;
    if (!child || classmates.length !== 19) throw new Error('the class is not 20 students');
    const testName = `11월 단원평가 ${world.classNm}`;
    const today = seoulToday();

    // The teacher, from her home, opens 성적 관리 and starts a new test.
    await signInAndOpen(page, world.teacher.userInputId, world.teacher.pw, '/mainTF');
    await openAcademyMenu(page, world.instNm, '성적 관리');
    await expect(page).toHaveURL(/\/v3\/GradeManagement/);
    await page.getByRole('link', { name: '성적 등록' }).first().click();
    await expect(page).toHaveURL(/\/v3\/CreateGradePage$/);

    // Step 1: name, date, subject, class and maximum.
    await page.getByRole('textbox', { name: '시험 이름' }).fill(testName);
    await page.getByLabel('시험일').fill(today);
    await page.getByRole('combobox', { name: '반' }).selectOption({ label: world.classNm });
    await page.getByRole('textbox', { name: '과목' }).fill('수학');
    await page.getByRole('spinbutton', { name: '만점' }).fill('100');
    await page.getByRole('button', { name: '다음: 점수 입력' }).click();
    await expect(page).toHaveURL(/\/v3\/CreateGradePage2\//);
    await expect(page.getByText('시험을 만들었습니다. 점수를 입력해 주세요.').first()).toBeVisible();

    // Step 2: the grid lists the class's 20 students (in its own order); the keyboard alone fills it,
    // row after row. The child's row gets 88, and the pasted column never reaches it.
    const grid = page.getByRole('table', { name: '원생별 점수' });
    const cell = (studentNm: string) => grid.getByRole('textbox', { name: `${studentNm} 점수`, exact: true });
    await expect(grid.getByRole('textbox')).toHaveCount(20);
    const rows = (await grid.getByRole('rowheader').allTextContents()).map((name) => name.trim());
    expect([...rows].sort()).toEqual(world.students.map((student) => student.studentNm).sort());
    const childRow = rows.indexOf(child.studentNm);
    const typed = [...TYPED];
    [typed[0], typed[childRow]] = [typed[childRow] as number, typed[0] as number];
    const pasteFrom = childRow >= 16 ? 12 : 16;
    const scores = typed.map((score, row) =>
      row >= pasteFrom && row < pasteFrom + PASTED.length ? (PASTED[row - pasteFrom] as number) : score,
    );
    const nameAt = (row: number) => rows[row] as string;

    await cell(nameAt(0)).focus();
    for (const [row, score] of typed.entries()) {
      await expect(cell(nameAt(row))).toBeFocused();
      await page.keyboard.type(String(score));
      await page.keyboard.press('Enter');
      // Enter moves down a row (the last row's Enter stays where it is).
      await expect(cell(nameAt(Math.min(row + 1, rows.length - 1)))).toBeFocused();
      await expect(cell(nameAt(row))).toHaveValue(String(score));
    }
    await expect(page.getByText(`입력 20/20명 · 평균 ${formatScore(averageOf(typed) ?? 0)}점`)).toBeVisible();

    // A corrected column copied from a spreadsheet (on the clipboard, its trailing line break too):
    // ↑ climbs to the first row it corrects, and pasting there replaces four rows' scores.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate((text) => navigator.clipboard.writeText(text), `${PASTED.join('\r\n')}\r\n`);
    for (let row = rows.length - 2; row >= pasteFrom; row -= 1) {
      await page.keyboard.press('ArrowUp');
      await expect(cell(nameAt(row))).toBeFocused();
    }
    await page.keyboard.press('ControlOrMeta+V');
    await expect(page.getByRole('status').filter({ hasText: '4칸에 붙여 넣었습니다.' })).toBeVisible();
    for (const [row, score] of scores.entries()) await expect(cell(nameAt(row))).toHaveValue(String(score));
    const average = formatScore(averageOf(scores) ?? 0);
    await expect(page.getByText(`입력 20/20명 · 평균 ${average}점`)).toBeVisible();

    // Saved at once: the test's page shows the statistics of the 20 scores.
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page).toHaveURL(/\/v3\/GradeDetailPage\//);
    await expect(page.getByText('점수를 저장했습니다.').first()).toBeVisible();
    const statistics = page.getByRole('list', { name: '시험 통계' });
    await expect(statistics.getByRole('listitem').filter({ hasText: /^응시/ })).toContainText('20명');
    await expect(statistics.getByRole('listitem').filter({ hasText: /^평균/ })).toContainText(`${average}점`);
    await expect(statistics.getByRole('listitem').filter({ hasText: /^최고점/ })).toContainText(
      `${formatScore(Math.max(...scores))}점`,
    );
    await expect(statistics.getByRole('listitem').filter({ hasText: /^최저점/ })).toContainText(
      `${formatScore(Math.min(...scores))}점`,
    );
    const table = page.getByRole('table', { name: '원생별 점수표' });
    await expect(table.getByRole('row', { name: new RegExp(`^${child.studentNm}`) })).toContainText('88');
    await expect(page.getByText('아직 학부모와 학생에게 보이지 않습니다.')).toBeVisible();

    // Published after the confirmation, which says who is told.
    await page.getByRole('button', { name: '학부모에게 공개' }).click();
    const confirm = page.getByRole('alertdialog', { name: '학부모에게 공개할까요?' });
    await expect(confirm).toContainText('20명');
    await confirm.getByRole('button', { name: '공개', exact: true }).click();
    await expect(page.getByText('학부모에게 공개하고 알림을 보냈습니다.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '학부모에게 공개' })).toHaveCount(0);

    // The parent, in her own window, opens the notification from her menu.
    const parentPage = await windowFor(browser, testInfo);
    await signInAndOpen(parentPage, world.parent.userInputId, world.parent.pw, '/mainTF');
    await openAcademyMenu(parentPage, world.instNm, '알림');
    await expect(parentPage).toHaveURL(/\/v3\/notificationsListPage/);
    await parentPage
      .getByRole('list', { name: '알림 목록' })
      .getByRole('button', { name: new RegExp(`${testName} 성적 안내`) })
      .click();
    await expect(parentPage).toHaveURL(/\/v3\/MyGradeDetailPage\//);

    // Her child's score, the class's average and highest, and nobody else's name or score.
    const main = parentPage.getByRole('main');
    await expect(main.getByRole('heading', { name: `${child.studentNm}의 점수` })).toBeVisible();
    await expect(main.getByText(/^88\s*\/\s*100점$/)).toBeVisible();
    const figures = main.getByRole('list', { name: '시험 통계' }).first();
    await expect(figures.getByRole('listitem').filter({ hasText: /^반 평균/ })).toContainText(`${average}점`);
    await expect(figures.getByRole('listitem').filter({ hasText: /^반 최고점/ })).toContainText(
      `${formatScore(Math.max(...scores))}점`,
    );
    const sameBand = scores.filter((score) => score >= 80 && score < 90).length;
    await expect(main.getByRole('listitem', { name: /내 점수 구간/ })).toHaveAccessibleName(
      `80~90점 ${sameBand}명 (내 점수 구간)`,
    );
    for (const classmate of classmates) await expect(main).not.toContainText(classmate.studentNm);
    await expect(main.getByRole('table')).toHaveCount(0);

    // 성적 from her menu: the test in the list and the chart of her child's scores, with its text.
    await openAcademyMenu(parentPage, world.instNm, '성적');
    await expect(parentPage).toHaveURL(/\/v3\/MyGradeManagement/);
    const chart = parentPage.getByRole('figure', { name: `${child.studentNm}의 점수 추이 (만점 대비 %)` });
    await expect(chart).toHaveAccessibleDescription(`${testName} 88%`);
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
    const row = parentPage.getByRole('list', { name: '시험 성적' }).getByRole('link', { name: new RegExp(testName) });
    await expect(row).toContainText('88 / 100점');
    await expect(row).toContainText(`반 평균 ${average}점`);
    for (const classmate of classmates)
      await expect(parentPage.getByRole('main')).not.toContainText(classmate.studentNm);
    await parentPage.context().close();
  });
});
