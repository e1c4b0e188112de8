import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describeViolations, overflowAt, seriousViolations } from './support/a11y';
import { DEMO_PASSWORD, logInThroughPage } from './support/profile-helpers';

/**
 * The director's data is theirs (issue 14): the demo director signs in, reaches 학원 데이터 내보내기
 * by clicking from home — the side menu (주 메뉴) on desktop, 전체 on the phone's bottom tabs — starts
 * the export with the keyboard, sees its progress and then the download (on the phone the screen is
 * narrowed to 320px and may not scroll sideways; on the desktop axe checks it), downloads the .zip,
 * unpacks it and reads academy.xlsx and academy.json back: a known demo student and the demo classes
 * are in both. Both projects may export the demo academy at once; the server answers a second start
 * with the export already running, so each follows the export its start was answered with. The
 * export leaves a file (deleted by the server a day later) and a notification for the director,
 * nothing anyone else reads.
 */

const DEMO_ACADEMY = '한빛수학학원';
const DEMO_STUDENT = '최민준';
const DEMO_CLASSES = ['중3 수학 심화반', '초등 사고력 수학', '고2 미적분'];
const SHEETS = ['학원 정보', '직원', '원생', '보호자', '반', '수업 시간', '수강', '출결', '등하원', '알림'];

/** From the home screen to the export screen the way a person would on this screen size. */
async function openExportScreen(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link', { name: '전체', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/instManagementTF'));
    await page
      .getByRole('main')
      .getByRole('link', { name: /^학원 데이터 내보내기/ })
      .click();
  } else {
    await page
      .getByRole('navigation', { name: '주 메뉴' })
      .getByRole('link', { name: '학원 데이터 내보내기', exact: true })
      .click();
  }
  await expect(page).toHaveURL((url) => url.pathname === '/v3/inst/export');
}

/** The text of every cell of a sheet, row by row. */
function cellsOf(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value))),
    );
  });
  return rows;
}

type ExportJson = {
  format: string;
  version: number;
  instNm: string;
  areas: Record<string, { sheet: string; rows: Record<string, unknown>[] }>;
};

test('the director exports the whole academy, downloads it and reads it back', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name === 'mobile';
  await logInThroughPage(page, 'director', DEMO_PASSWORD, '/mainTF');
  await openExportScreen(page, phone);
  await expect(page.getByRole('heading', { level: 1, name: '학원 데이터 내보내기' })).toBeVisible();
  await expect(page.getByRole('list', { name: '담기는 내용' })).toContainText('등하원');

  // Started with the keyboard; the answer names the export this page follows.
  const start = page.getByRole('button', { name: /^(내보내기 시작|새로 내보내기)$/ });
  await expect(start).toBeEnabled({ timeout: 30_000 });
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/exports') && response.request().method() === 'POST',
  );
  await start.focus();
  await page.keyboard.press('Enter');
  const started = (await (await answer).json()) as { exportId: string; status: string };
  expect(started.status).toBe('running');

  const progress = page.getByRole('progressbar', { name: '파일을 만드는 중' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', /^\d{1,2}$/);
  await expect(page.getByText('파일을 만들고 있습니다.')).toBeVisible();

  const link = page.getByRole('link', { name: '내려받기' });
  await expect(link).toBeVisible({ timeout: 60_000 });
  await expect(progress).toBeHidden();
  await expect(page.getByText('파일이 준비되었습니다.')).toBeVisible();
  await expect(link).toHaveAttribute('href', `/api/insts/${await instIdOf(page)}/exports/${started.exportId}/download`);

  if (phone) {
    await page.setViewportSize({ width: 320, height: 640 });
    const overflow = await overflowAt(page);
    expect(overflow.offenders, 'wider than 320px').toEqual([]);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
  } else {
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = seriousViolations(axe.violations);
    expect(
      serious.map((violation) => violation.id),
      describeViolations(serious),
    ).toEqual([]);
  }

  // The download, unpacked and read back.
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${DEMO_ACADEMY}_학원데이터_\\d{8}\\.zip$`));
  const zip = await JSZip.loadAsync(await readFile(await download.path()));
  expect(Object.keys(zip.files).sort()).toEqual(['academy.json', 'academy.xlsx']);

  const workbook = new ExcelJS.Workbook();
  const xlsx = await zip.file('academy.xlsx')?.async('nodebuffer');
  if (!xlsx) throw new Error('academy.xlsx is missing');
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
  const sheetNames = workbook.worksheets.map((sheet) => sheet.name);
  expect(sheetNames).toEqual(expect.arrayContaining(SHEETS));

  const students = cellsOf(workbook.getWorksheet('원생') as ExcelJS.Worksheet);
  const nameColumn = students[0]?.indexOf('이름') ?? -1;
  expect(nameColumn).toBeGreaterThanOrEqual(0);
  expect(students.slice(1).map((row) => row[nameColumn])).toContain(DEMO_STUDENT);
  const classes = cellsOf(workbook.getWorksheet('반') as ExcelJS.Worksheet);
  const classColumn = classes[0]?.indexOf('반 이름') ?? -1;
  expect(classes.slice(1).map((row) => row[classColumn])).toEqual(expect.arrayContaining(DEMO_CLASSES));
  expect(cellsOf(workbook.getWorksheet('학원 정보') as ExcelJS.Worksheet)[1]).toContain(DEMO_ACADEMY);

  const json = JSON.parse((await zip.file('academy.json')?.async('string')) ?? '') as ExportJson;
  expect(json).toMatchObject({ format: 'academy-export', version: 1, instNm: DEMO_ACADEMY });
  expect(json.areas.students?.rows.map((row) => row.studentNm)).toContain(DEMO_STUDENT);
  expect(json.areas.classes?.rows.map((row) => row.classNm)).toEqual(expect.arrayContaining(DEMO_CLASSES));
  expect(json.areas.attendance?.rows.length).toBeGreaterThan(0);
  // Each sheet and its JSON list hold the same rows.
  for (const area of Object.values(json.areas)) {
    expect(workbook.getWorksheet(area.sheet)?.actualRowCount, area.sheet).toBe(area.rows.length + 1);
  }
});

/** The academy the page works in, as the session reports it. */
async function instIdOf(page: Page): Promise<string> {
  const response = await page.request.get('/api/auth/me');
  const me = (await response.json()) as { memberships: { instId: string; instNm: string }[] };
  const academy = me.memberships.find((membership) => membership.instNm === DEMO_ACADEMY);
  if (!academy) throw new Error(`the director is not a member of ${DEMO_ACADEMY}`);
  return academy.instId;
}
