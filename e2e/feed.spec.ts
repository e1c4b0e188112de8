import path from 'node:path';
import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { apiAs, hangulOf, type MemberApi, SYLLABLES } from './support/member-api';
import { type FreshMember, signInAndOpen, signUpFreshMember, uniqueSeed } from './support/profile-helpers';

/**
 * The class feed (issue 15, decision 0048): a teacher posts two photos to a class tagging two of its
 * three students; the tagged students' parents see the post and its photos, the third parent of the
 * class sees neither the post in the feed nor the post by its address. A parent comments; the teacher
 * answers with a secret re-reply, which the parent answered and the staff read and the other parent
 * does not; the other parent's secret comment stays between them and the staff. Everything is made
 * for this run and project alone: a fresh academy, its teacher (invited, code accepted), three
 * students, each with a fresh parent who accepted the invitation text.
 */

const SAMPLES = path.resolve(import.meta.dirname, '../apps/server/src/db/seed/assets');

type Api = MemberApi;

/** The invitation code in the newest invitation text to `mobileNo`. */
async function invitationCode(api: Api, mobileNo: string): Promise<string> {
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

type Family = { parent: FreshMember; studentNm: string; studentId: string };
type Academy = {
  instId: string;
  classNm: string;
  director: FreshMember;
  teacher: FreshMember;
  families: [Family, Family, Family];
};

/** A fresh academy: the director, an invited teacher teaching one class, three students each with their own parent. */
async function openAcademy(baseURL: string, testInfo: TestInfo): Promise<Academy> {
  // Five sign-ups side by side (each has its own numbers and identity check).
  const [director, teacher, ...parents] = await Promise.all(
    Array.from({ length: 5 }, () => signUpFreshMember(baseURL, testInfo)),
  );
  if (!director || !teacher) throw new Error('the sign-ups answered nothing');
  const seed = uniqueSeed(testInfo).slice(-6);
  const asDirector = await apiAs(baseURL, director);
  const asTeacher = await apiAs(baseURL, teacher);
  const asParents = await Promise.all(parents.map((parent) => apiAs(baseURL, parent)));
  try {
    const { instId } = await asDirector.post<{ instId: string }>('/api/insts', {
      instNm: `피드학원${hangulOf(seed.slice(-4))}`,
      instTpCd: 'ACADEMY',
      subjects: ['수학'],
      address: '서울특별시 강남구 테헤란로 123',
      telNo: '0212345678',
    });
    const { invite } = await asDirector.post<{ invite: { code: string } }>(`/api/insts/${instId}/employees`, {
      userNm: teacher.userNm,
      mobileNo: teacher.mobileNo,
      relationCd: '050',
    });
    await asTeacher.post(`/api/invites/${invite.code}/accept`);

    const families: Family[] = [];
    for (const [index, parent] of parents.entries()) {
      const studentNm = `${['김', '이', '박'][index]}${hangulOf(seed.slice(-3))}${SYLLABLES[index]}`;
      const registered = await asDirector.post<{ student: { studentId: string } }>(`/api/insts/${instId}/students`, {
        studentNm,
        birthdate: '2014-05-05',
        guardians: [{ guardianNm: parent.userNm, mobileNo: parent.mobileNo, relationType: '어머니' }],
        inviteGuardians: true,
      });
      const asParent = asParents[index] as Api;
      await asParent.post(`/api/invites/${await invitationCode(asParent, parent.mobileNo)}/accept`);
      families.push({ parent, studentNm, studentId: registered.student.studentId });
    }

    const today = new Date(Date.now() + 9 * 60 * 60 * 1000);
    const date = today.toISOString().slice(0, 10);
    const classNm = `피드${hangulOf(seed.slice(-3))}반`;
    const created = await asDirector.post<{ class: { classId: string } }>(`/api/insts/${instId}/classes`, {
      classNm,
      compulsorySubject: '수학',
      classTpCd: '010',
      fixed: 20,
      lecDay: [today.getUTCDay()],
      lecStartDt: date,
      lectureList: [{ day: today.getUTCDay(), start: '15:00', end: '17:00', room: '' }],
      teacherId: asTeacher.userId,
    });
    await asDirector.post(`/api/insts/${instId}/classes/${created.class.classId}/students`, {
      studentIds: families.map((family) => family.studentId),
      startDate: date,
    });
    return { instId, classNm, director, teacher, families: families as Academy['families'] };
  } finally {
    await Promise.all([asDirector, asTeacher, ...asParents].map((api) => api.dispose()));
  }
}

/** A browser window of its own (its own cookies) with the project's screen. */
async function windowFor(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, locale, timezoneId, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId, hasTouch });
  return context.newPage();
}

const comments = (page: Page) => page.getByRole('region', { name: '댓글' });

test.describe('the class feed', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a tagged photo post reaches only the tagged students’ families; a secret re-reply stays with its readers', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    if (!baseURL) throw new Error('baseURL is not set');
    const academy = await openAcademy(baseURL, testInfo);
    const [a, b, c] = academy.families;

    // The teacher writes: the class, two tagged students, two photos with their upload progress.
    await signInAndOpen(page, academy.teacher.userInputId, academy.teacher.pw, '/v3/board/write');
    await page.getByRole('combobox', { name: /반/ }).selectOption({ label: academy.classNm });
    await page.getByRole('checkbox', { name: a.studentNm }).click();
    await page.getByRole('checkbox', { name: b.studentNm }).click();
    await expect(page.getByText('2명 태그됨: 태그한 원생의 가족만 볼 수 있습니다')).toBeVisible();
    await page.getByRole('textbox', { name: /내용/ }).fill('오늘 도형 퍼즐을 완성했어요!');
    await page
      .getByLabel('사진·동영상 올리기')
      .setInputFiles([path.join(SAMPLES, 'feed-blocks.jpg'), path.join(SAMPLES, 'feed-classroom.jpg')]);
    // Both photos are in (the button waits for the uploads), then the post goes.
    await expect(page.getByText('feed-classroom.jpg', { exact: true })).toBeVisible();
    await expect(page.getByText('feed-blocks.jpg', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '올리기', exact: true }).click();
    await expect(page).toHaveURL(/\/v3\/BoardDetailPage\//);
    const detailPath = new URL(page.url()).pathname;
    await expect(page.getByText('오늘 도형 퍼즐을 완성했어요!')).toBeVisible();
    await expect(page.getByRole('link', { name: /사진 1 \/ 2/ })).toBeVisible();

    // The tagged students' parents see it in their feed, photos loaded.
    const parentA = await windowFor(browser, testInfo);
    await signInAndOpen(parentA, a.parent.userInputId, a.parent.pw, '/feedPageTF');
    const card = parentA.getByRole('article').filter({ hasText: '오늘 도형 퍼즐을 완성했어요!' });
    await expect(card).toBeVisible();
    const firstPhoto = card.getByRole('img', { name: '사진 1 / 2' });
    await expect(firstPhoto).toHaveJSProperty('complete', true);
    expect(await firstPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(card.getByText(`#${a.studentNm}`)).toBeVisible();
    await expect(card.getByText(`#${b.studentNm}`)).toHaveCount(0);

    const parentB = await windowFor(browser, testInfo);
    await signInAndOpen(parentB, b.parent.userInputId, b.parent.pw, '/feedPageTF');
    await expect(parentB.getByText('오늘 도형 퍼즐을 완성했어요!')).toBeVisible();

    // The third parent of the class sees it neither in the feed nor by its address.
    const parentC = await windowFor(browser, testInfo);
    await signInAndOpen(parentC, c.parent.userInputId, c.parent.pw, '/feedPageTF');
    await expect(parentC.getByText('아직 올라온 소식이 없습니다')).toBeVisible();
    await expect(parentC.getByText('오늘 도형 퍼즐을 완성했어요!')).toHaveCount(0);
    await parentC.goto(detailPath);
    await expect(parentC.getByText('글을 찾을 수 없습니다')).toBeVisible();
    await expect(parentC.getByText('오늘 도형 퍼즐을 완성했어요!')).toHaveCount(0);

    // Parent A comments; the teacher answers secretly.
    await parentA.goto(detailPath);
    await comments(parentA).getByRole('textbox', { name: '댓글 쓰기' }).fill('사진 감사합니다!');
    await comments(parentA).getByRole('button', { name: '등록' }).last().click();
    await expect(comments(parentA).getByText('사진 감사합니다!')).toBeVisible();

    await page.reload();
    await comments(page)
      .getByRole('button', { name: `${a.parent.userNm}님에게 답글` })
      .click();
    await comments(page)
      .getByRole('textbox', { name: `${a.parent.userNm}님에게 답글` })
      .fill('제일 먼저 맞췄어요');
    await comments(page)
      .getByRole('checkbox', { name: /비밀 답글/ })
      .click();
    await comments(page).getByRole('button', { name: '등록' }).first().click();
    await expect(comments(page).getByText('제일 먼저 맞췄어요')).toBeVisible();

    // Parent B writes a secret comment of their own.
    await parentB.goto(detailPath);
    await expect(comments(parentB).getByText('사진 감사합니다!')).toBeVisible();
    await expect(comments(parentB).getByText('제일 먼저 맞췄어요')).toHaveCount(0);
    await comments(parentB).getByRole('textbox', { name: '댓글 쓰기' }).fill('상담 시간을 잡고 싶어요');
    await comments(parentB)
      .getByRole('checkbox', { name: /비밀 댓글/ })
      .last()
      .click();
    await comments(parentB).getByRole('button', { name: '등록' }).last().click();
    await expect(comments(parentB).getByText('상담 시간을 잡고 싶어요')).toBeVisible();

    // Parent A reads the answer to them, not B's secret; the teacher and the director read everything.
    await parentA.reload();
    await expect(comments(parentA).getByText('제일 먼저 맞췄어요')).toBeVisible();
    await expect(comments(parentA).getByText('상담 시간을 잡고 싶어요')).toHaveCount(0);
    await page.reload();
    await expect(comments(page).getByText('상담 시간을 잡고 싶어요')).toBeVisible();
    const director = await windowFor(browser, testInfo);
    await signInAndOpen(director, academy.director.userInputId, academy.director.pw, detailPath);
    await expect(comments(director).getByText('제일 먼저 맞췄어요')).toBeVisible();
    await expect(comments(director).getByText('상담 시간을 잡고 싶어요')).toBeVisible();

    // The photo viewer opens from the card and turns to the second photo.
    await parentA.goto('/feedPageTF');
    await parentA.getByRole('link', { name: '사진 1 / 2' }).click();
    const viewer = parentA.getByRole('dialog', { name: '사진 보기' });
    await expect(viewer.getByText('2장 중 1번째')).toBeVisible();
    await viewer.getByRole('button', { name: '다음 사진' }).click();
    await expect(viewer.getByText('2장 중 2번째')).toBeVisible();

    for (const other of [parentA, parentB, parentC, director]) await other.context().close();
  });
});
