import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { windowFor } from './support/billing-world';
import { openLearningAcademy, seoulToday } from './support/learning-world';
import { openAcademyMenu } from './support/menu';
import { signInAndOpen } from './support/profile-helpers';

/**
 * The monthly learning reports (학습 리포트): the director makes a class's reports for this month in
 * one action and watches it finish, is told a report without the teacher's comment cannot go, writes
 * and confirms a comment for each student, and sends them all. The first student's parent opens the
 * report from her home and its PDF: the bytes are a PDF whose text (Korean, selectable) holds the
 * student's name and the comment. The director's list then shows the report read by the family.
 */

/** `2026-11` → `2026년 11월`, as the month stepper shows it. */
const monthWords = (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월`;

/** The text of every page of a PDF, without its spaces (a line may be broken anywhere). */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await pdf.destroy();
  return texts.join('').replace(/\s+/g, '');
}

test.describe('학습 리포트', () => {
  test.setTimeout(150_000);

  test('the director makes, comments and sends a class’s monthly reports; the parent reads the page and its PDF', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    if (!baseURL) throw new Error('baseURL is not set');
    const world = await openLearningAcademy(baseURL, testInfo, { classSize: 3 });
    const [first] = world.students;
    if (!first) throw new Error('the class has no students');
    const thisMonth = seoulToday().slice(0, 7);
    const comments = new Map(
      world.students.map((student, index) => [
        student.studentId,
        `${student.studentNm} 학생은 이번 달 분수의 덧셈을 끝까지 풀어냈어요. 다음 달에는 도형${index + 1}단원을 함께 준비해요.`,
      ]),
    );

    // The director, from her home, opens the reports of her academy's class.
    await signInAndOpen(page, world.director.userInputId, world.director.pw, '/mainTF');
    await openAcademyMenu(page, world.instNm, '학습 리포트 관리');
    await expect(page).toHaveURL(/\/v3\/InstReportList/);
    await page.getByRole('combobox', { name: '반' }).selectOption({ label: world.classNm });

    // The screen opens on last month; the class started today, so she steps to this month.
    const month = page.getByRole('group', { name: '리포트 월' });
    await expect(month).toBeVisible();
    if (!(await month.getByText(monthWords(thisMonth)).isVisible())) {
      await month.getByRole('button', { name: '다음 달' }).click();
    }
    await expect(month).toContainText(monthWords(thisMonth));
    await expect(page).toHaveURL(new RegExp(`month=${thisMonth}`));
    const list = page.getByRole('list', { name: `${world.classNm} ${monthWords(thisMonth)} 리포트` });
    for (const student of world.students) await expect(list).toContainText(student.studentNm);

    // 리포트 만들기 runs as a job: it ends with every student's draft made.
    await page.getByRole('button', { name: '리포트 만들기' }).click();
    await expect(page.getByText('리포트 3개를 만들었습니다.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: '리포트를 만드는 중' })).toHaveCount(0);
    const row = (studentNm: string) => list.getByRole('listitem').filter({ hasText: studentNm });
    for (const student of world.students) {
      await expect(row(student.studentNm)).toContainText('작성 중');
      await expect(row(student.studentNm)).toContainText('코멘트 미작성');
    }
    // Nothing can be sent before the teacher's comments are written.
    await expect(page.getByText('코멘트를 작성한 리포트만 보낼 수 있습니다.')).toBeVisible();
    await expect(page.getByRole('button', { name: '보내기', exact: true })).toBeDisabled();

    // Each student's form: the comment written, previewed by the family's eyes, then confirmed.
    for (const student of world.students) {
      const comment = comments.get(student.studentId) as string;
      await row(student.studentNm)
        .getByRole('link', { name: `${student.studentNm} 작성` })
        .click();
      await expect(page).toHaveURL(/\/v3\/ReportForm\//);
      await expect(page.getByRole('main')).toContainText(student.studentNm);
      await page.getByRole('textbox', { name: '선생님 코멘트' }).fill(comment);
      await page.getByRole('button', { name: '확정', exact: true }).click();
      await expect(page.getByText('코멘트를 리포트에 넣었습니다.').first()).toBeVisible();
      // The confirmed comment shows under the form (a field's value is not the page's text).
      await expect(page.getByRole('main')).toContainText(comment);
      await page.getByRole('link', { name: '반 리포트 목록' }).click();
      await expect(page).toHaveURL(new RegExp(`/v3/InstReportList\\?.*month=${thisMonth}`));
      await expect(row(student.studentNm)).toContainText('코멘트 작성함');
    }

    // All three are chosen and sent; the confirmation counts the first student's family (the parent
    // and the student's own account), the only one the class has.
    await page.getByRole('checkbox', { name: '보낼 수 있는 리포트 모두 선택' }).check();
    await page.getByRole('button', { name: '보내기 (3)' }).click();
    const confirm = page.getByRole('alertdialog', { name: '리포트를 보낼까요?' });
    await expect(confirm).toContainText('리포트 3개를 보냅니다. 가족 2명에게 알림이 갑니다.');
    await confirm.getByRole('button', { name: '보내기', exact: true }).click();
    await expect(page.getByText('리포트 3개를 보냈습니다.').first()).toBeVisible();
    for (const student of world.students) await expect(row(student.studentNm)).toContainText('발송 완료');
    await expect(row(first.studentNm)).toContainText('안 읽음');

    // The parent, in her own window, finds this month's report on her home.
    const parentPage = await windowFor(browser, testInfo);
    await signInAndOpen(parentPage, world.parent.userInputId, world.parent.pw, '/mainTF');
    const title = `${thisMonth.slice(0, 4)}년 ${Number(thisMonth.slice(5, 7))}월 학습 리포트`;
    await parentPage
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    await expect(parentPage).toHaveURL(/\/v3\/ReportDetail\//);
    const main = parentPage.getByRole('main');
    await expect(main).toContainText(title);
    await expect(main).toContainText(first.studentNm);
    await expect(main).toContainText(comments.get(first.studentId) as string);

    // Its PDF, as the link opens it: a PDF under 1 MB whose Korean text is searchable.
    const pdfLink = main.getByRole('link', { name: /^PDF로 보기/ });
    await expect(pdfLink).toHaveAccessibleName(`PDF로 보기 (학습리포트_${first.studentNm}_${thisMonth}.pdf, 새 창)`);
    // The link opens a new tab, where a browser shows the PDF (it is served inline under its name); a
    // headless browser has no viewer and hands the same file over as a download instead.
    const popup = parentPage.waitForEvent('popup');
    const download = parentPage.waitForEvent('download');
    await pdfLink.click();
    await popup;
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`학습리포트_${first.studentNm}_${thisMonth}.pdf`);
    const bytes = await readFile(await saved.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const text = await pdfText(bytes);
    expect(text).toContain(first.studentNm);
    expect(text).toContain((comments.get(first.studentId) as string).replace(/\s+/g, ''));

    // Back at the director's list: the family has read the first report, and who did shows on it.
    await page.reload();
    await expect(row(first.studentNm)).toContainText('읽음 1명');
    await row(first.studentNm)
      .getByRole('link', { name: `${first.studentNm} 보기` })
      .click();
    await expect(page).toHaveURL(/\/v3\/ReportDetail\//);
    await expect(page.getByRole('list', { name: '가족 열람' })).toContainText(`${world.parent.userNm}(부모님)`);
    await parentPage.context().close();
  });
});
