import { addDays } from '@academy/domain/calendar/calendar.rules';
import { expect, test } from '@playwright/test';
import { windowFor } from './support/billing-world';
import { openLearningAcademy, seoulToday } from './support/learning-world';
import { openAcademyMenu } from './support/menu';
import { signInAndOpen } from './support/profile-helpers';

/**
 * Homework (숙제), the student and the teacher in two windows: the teacher gives the class an
 * assignment due tomorrow; the student finds it on her home, hands in a text and a photo; the teacher
 * opens it from her home's 확인할 숙제, looks at the photo and asks for more with a comment; the
 * student reads the comment from 숙제 in her menu and hands in again; the teacher, from the list,
 * marks it 완료, and the student and her parent (a third window) see it done.
 */

/** A 1×1 PNG: a photo as the upload pipeline takes it. */
const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('숙제', () => {
  test.setTimeout(150_000);

  test('a student hands in a photo, the teacher asks for more, the student hands in again and it is checked', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    if (!baseURL) throw new Error('baseURL is not set');
    const world = await openLearningAcademy(baseURL, testInfo, { classSize: 2 });
    const [child, classmate] = world.students;
    if (!child || !classmate) throw new Error('the class is not 2 students');
    const title = `분수 문제 풀기 ${world.classNm}`;
    const tomorrow = addDays(seoulToday(), 1);
    const comment = '3번 풀이 과정을 적어서 다시 올려 주세요.';

    // The teacher, from her home, opens 숙제 관리 and gives the class homework due tomorrow.
    await signInAndOpen(page, world.teacher.userInputId, world.teacher.pw, '/mainTF');
    await openAcademyMenu(page, world.instNm, '숙제 관리');
    await expect(page).toHaveURL(/\/v3\/homework\/list/);
    await page.getByRole('link', { name: '숙제 내기' }).click();
    await expect(page).toHaveURL(/\/v3\/homework\/form/);
    await page.getByRole('combobox', { name: '반' }).selectOption({ label: world.classNm });
    await page.getByRole('textbox', { name: '숙제 제목' }).fill(title);
    await page
      .getByRole('textbox', { name: '숙제 내용' })
      .fill('교재 32~35쪽의 분수 문제를 풀고 사진으로 올려 주세요.');
    await page.getByLabel('마감일').fill(tomorrow);
    await page.getByLabel('마감 시각').fill('22:00');
    await expect(page.getByRole('radio', { name: /반 전체/ })).toBeChecked();
    await page.getByRole('button', { name: '숙제 내기' }).click();
    await expect(page).toHaveURL(/\/v3\/homework\/manage\//);
    await expect(page.getByText('숙제를 냈습니다. 원생과 학부모에게 알림을 보냈습니다.').first()).toBeVisible();
    const counts = page.getByRole('list', { name: '제출 현황' });
    await expect(counts.getByRole('listitem').filter({ hasText: /^제출/ })).toContainText('0/2');
    const assignees = page.getByRole('list', { name: '원생별 제출' });
    await expect(assignees.getByRole('listitem', { name: classmate.studentNm })).toContainText('제출 전');

    // The student, in her own window, finds it on her home and hands in a text and a photo.
    const studentPage = await windowFor(browser, testInfo);
    await signInAndOpen(studentPage, world.student.userInputId, world.student.pw, '/mainTF');
    await studentPage
      .getByRole('list', { name: '숙제', exact: true })
      .getByRole('link', { name: new RegExp(title) })
      .click();
    await expect(studentPage).toHaveURL(/\/v3\/homework\/detail\//);
    const status = studentPage.getByRole('region', { name: '제출 상태' });
    await expect(status).toContainText('제출 전');
    await studentPage.getByRole('link', { name: '제출하기' }).click();
    await expect(studentPage).toHaveURL(/\/v3\/homework\/submit\//);
    await studentPage.getByRole('textbox', { name: '제출 내용' }).fill('1~5번 다 풀었어요.');
    await studentPage
      .getByLabel('사진 추가')
      .setInputFiles({ name: '숙제사진.png', mimeType: 'image/png', buffer: PHOTO_PNG });
    await expect(studentPage.getByRole('button', { name: '숙제사진.png 삭제' })).toBeVisible();
    await studentPage.getByRole('button', { name: '제출하기' }).click();
    await expect(studentPage).toHaveURL(/\/v3\/homework\/detail\//);
    await expect(studentPage.getByText('숙제를 제출했습니다.').first()).toBeVisible();
    await expect(status).toContainText('제출함');
    await expect(status).toContainText('1~5번 다 풀었어요.');
    await expect(status.getByRole('button', { name: '숙제사진.png 크게 보기' })).toBeVisible();
    await expect(status.getByRole('link', { name: '다시 제출' })).toBeVisible();

    // The teacher, back home, opens it from 확인할 숙제 and looks at the photo.
    await openAcademyMenu(page, world.instNm, '홈');
    await expect(page).toHaveURL(/\/mainTF/);
    const toCheck = page
      .getByRole('list', { name: '숙제', exact: true })
      .getByRole('link', { name: new RegExp(title) });
    await expect(toCheck).toContainText('확인 대기 1');
    await toCheck.click();
    await expect(page).toHaveURL(/\/v3\/homework\/manage\//);
    await expect(counts.getByRole('listitem').filter({ hasText: /^제출/ })).toContainText('1/2');
    const handedIn = assignees.getByRole('listitem', { name: child.studentNm });
    await expect(handedIn).toContainText('제출함');
    await expect(handedIn).toContainText('1~5번 다 풀었어요.');
    await handedIn.getByRole('button', { name: '숙제사진.png 크게 보기' }).click();
    const viewer = page.getByRole('dialog', { name: '사진 보기' });
    await expect(viewer.getByRole('img', { name: '숙제사진.png' }).first()).toBeVisible();
    await viewer.getByRole('button', { name: '닫기' }).click();
    await expect(viewer).toHaveCount(0);

    // 보완 요청 with a comment.
    await handedIn.getByRole('button', { name: `${child.studentNm} 보완 요청` }).click();
    const revision = page.getByRole('dialog', { name: `${child.studentNm} 보완 요청` });
    await revision.getByRole('textbox', { name: '코멘트' }).fill(comment);
    await revision.getByRole('button', { name: '보완 요청 보내기' }).click();
    await expect(page.getByText('보완 요청을 보냈습니다.').first()).toBeVisible();
    await expect(revision).toHaveCount(0);
    await expect(handedIn).toContainText('보완 요청');
    await expect(handedIn).toContainText(comment);

    // The student opens 숙제 from her menu: the homework is due again, with the teacher's comment.
    await openAcademyMenu(studentPage, world.instNm, '숙제');
    await expect(studentPage).toHaveURL(/\/v3\/homework\/my/);
    const due = studentPage.getByRole('list', { name: '해야 할 숙제' }).getByRole('link', { name: new RegExp(title) });
    await expect(due).toContainText('보완 요청');
    await expect(due).toContainText(`코멘트: ${comment}`);
    await due.click();
    await expect(status).toContainText('보완 요청');
    await expect(status).toContainText(comment);
    await status.getByRole('link', { name: '다시 제출' }).click();
    await expect(studentPage).toHaveURL(/\/v3\/homework\/submit\//);
    await expect(studentPage.getByRole('region', { name: '선생님의 보완 요청' })).toContainText(comment);
    await studentPage.getByRole('textbox', { name: '제출 내용' }).fill('3번 풀이 과정을 적었어요.');
    await studentPage
      .getByLabel('사진 추가')
      .setInputFiles({ name: '풀이과정.png', mimeType: 'image/png', buffer: PHOTO_PNG });
    await expect(studentPage.getByRole('button', { name: '풀이과정.png 삭제' })).toBeVisible();
    await studentPage.getByRole('button', { name: '다시 제출하기' }).click();
    await expect(studentPage).toHaveURL(/\/v3\/homework\/detail\//);
    await expect(status).toContainText('제출함');
    await expect(status).toContainText('2번째 제출');
    await expect(status).toContainText('3번 풀이 과정을 적었어요.');

    // The teacher, from 숙제 관리's list, opens the assignment again and marks it 완료.
    await openAcademyMenu(page, world.instNm, '숙제 관리');
    await expect(page).toHaveURL(/\/v3\/homework\/list/);
    const assignment = page.getByRole('list', { name: '숙제 목록' }).getByRole('link', { name: new RegExp(title) });
    await expect(assignment).toContainText('확인 대기 1');
    await assignment.click();
    await expect(page).toHaveURL(/\/v3\/homework\/manage\//);
    await expect(handedIn).toContainText('2번째 제출');
    await expect(handedIn).toContainText('3번 풀이 과정을 적었어요.');
    await expect(handedIn.getByRole('button', { name: '풀이과정.png 크게 보기' })).toBeVisible();
    await handedIn.getByRole('button', { name: `${child.studentNm} 완료 처리` }).click();
    await expect(page.getByText('완료로 확인했습니다.').first()).toBeVisible();
    await expect(handedIn).toContainText('완료');
    await expect(handedIn.getByRole('button', { name: `${child.studentNm} 완료 처리` })).toHaveCount(0);
    await expect(counts.getByRole('listitem').filter({ hasText: /^완료/ })).toContainText('1');

    // The student sees it done: among the handed-in homework, and no more hand-ins.
    await openAcademyMenu(studentPage, world.instNm, '숙제');
    await expect(studentPage.getByRole('region', { name: '해야 할 숙제' })).toContainText(
      '지금 해야 할 숙제가 없습니다.',
    );
    const done = studentPage
      .getByRole('list', { name: '제출했거나 지난 숙제' })
      .getByRole('link', { name: new RegExp(title) });
    await expect(done).toContainText('완료');
    await done.click();
    await expect(status).toContainText('완료');
    await expect(status).toContainText('선생님이 완료로 확인한 숙제입니다.');
    await expect(status.getByRole('link', { name: '다시 제출' })).toHaveCount(0);

    // The parent, in a third window, sees her child's homework 완료.
    const parentPage = await windowFor(browser, testInfo);
    await signInAndOpen(parentPage, world.parent.userInputId, world.parent.pw, '/mainTF');
    await openAcademyMenu(parentPage, world.instNm, '숙제');
    await expect(parentPage).toHaveURL(/\/v3\/homework\/my/);
    const childsHomework = parentPage
      .getByRole('list', { name: '제출했거나 지난 숙제' })
      .getByRole('link', { name: new RegExp(title) });
    await expect(childsHomework).toContainText('완료');
    await childsHomework.click();
    const childStatus = parentPage.getByRole('region', { name: '제출 상태' });
    await expect(childStatus).toContainText('완료');
    await expect(childStatus).toContainText('3번 풀이 과정을 적었어요.');
    await expect(parentPage.getByRole('main')).not.toContainText(classmate.studentNm);

    await Promise.all([studentPage.context().close(), parentPage.context().close()]);
  });
});
