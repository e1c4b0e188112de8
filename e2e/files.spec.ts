import { expect, type Locator, type Page } from '@playwright/test';
import { signInAndOpen, test } from './support/profile-helpers';

/**
 * Uploaded pictures: a member puts a photo on their profile (ProfileEditPage) and sees it on MyPage;
 * a director gives a new academy its logo on instCreateTF, sees it on the academy's details and in
 * the academy list, and replaces it on instEditInfoN. The pictures are tiny PNGs made here.
 */

// Sign-up, log-in and an academy per test on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

/** A 1×1 PNG: green, and red for the replacement. */
const GREEN_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const RED_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGO4IyLyHwAE2AIEpy8AzQAAAABJRU5ErkJggg==',
  'base64',
);

/** The image has really been drawn by the browser (its bytes came back as an image). */
async function expectDrawn(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBe(1);
}

async function choose(page: Page, label: string, name: string, buffer: Buffer, mimeType = 'image/png') {
  await page.getByLabel(label, { exact: true }).setInputFiles({ name, mimeType, buffer });
}

test('a member uploads a profile photo on ProfileEditPage and sees it on MyPage', async ({ page, freshMember }) => {
  await signInAndOpen(page, freshMember.userInputId, freshMember.pw, '/v3/ProfileEditPage');
  await expect(page.getByRole('heading', { level: 1, name: '프로필 수정' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /기본 프로필 이미지 1/ })).toBeChecked();

  // Not an image: refused before anything is sent; an image name with text inside: refused by the server.
  await choose(page, '사진 올리기', 'notes.txt', Buffer.from('hello'), 'text/plain');
  await expect(page.getByRole('alert')).toHaveText('허용되지 않는 파일 형식입니다. (jpg, jpeg, png, heif, heic)');
  await choose(page, '사진 올리기', 'fake.png', Buffer.from('only text, not a picture'));
  await expect(page.getByRole('alert')).toHaveText(
    '파일 내용이 이미지가 아니거나 확장자와 맞지 않습니다. 사진 파일을 다시 선택해 주세요.',
  );

  await choose(page, '사진 올리기', '내 사진.png', GREEN_PNG);
  await expect(page.getByText('프로필 사진을 올렸습니다.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: '내 사진' })).toBeChecked();
  const uploaded = page.getByRole('img', { name: '올린 프로필 사진' });
  await expectDrawn(uploaded);

  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page).toHaveURL(/\/v3\/MyPage$/);
  const card = page.getByRole('region', { name: '내 프로필' });
  const photo = card.getByRole('img', { name: '프로필 사진' });
  // A person's photo is served through a signed link that expires.
  await expect(photo.locator('img')).toHaveAttribute('src', /^\/api\/files\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+$/);
  await expectDrawn(photo.locator('img'));

  // Back to a stock picture: the photo goes.
  await page.goto('/v3/ProfileEditPage');
  await page.getByRole('radio', { name: /기본 프로필 이미지 3/ }).check();
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page).toHaveURL(/\/v3\/MyPage$/);
  await expect(card.getByRole('img', { name: /기본 프로필 이미지 3/ })).toBeVisible();
  await expect(card.locator('img')).toHaveCount(0);
});

test('a director gives the new academy a logo, sees it on its details and list, and replaces it', async ({
  page,
  freshMember: director,
}) => {
  const instNm = `${director.userNm}로고학원 ${director.mobileNo.slice(-6)}`;
  await signInAndOpen(page, director.userInputId, director.pw, '/instCreateTF');
  await expect(page.getByRole('heading', { level: 1, name: '학원 만들기' })).toBeVisible();
  await page.getByRole('textbox', { name: /학원명/ }).fill(instNm);
  await page.getByRole('radio', { name: '학원', exact: true }).check();
  await page.getByRole('group', { name: /과목/ }).getByRole('button', { name: '수학', exact: true }).click();
  await page.getByRole('textbox', { name: /^주소/ }).fill('서울특별시 강남구 테헤란로 1');
  await page.getByRole('textbox', { name: /전화번호/ }).fill('02-555-1234');

  const logo = page.getByRole('group', { name: '로고 이미지' });
  await choose(page, '로고 올리기', 'logo.png', GREEN_PNG);
  await expect(logo.getByText('선택한 파일: logo.png')).toBeVisible();
  await expectDrawn(logo.getByRole('img', { name: '학원 로고' }));
  await page.getByRole('button', { name: '학원 만들기' }).click();
  await expect(page).toHaveURL(/\/instCreateDoneTF\?instId=/);

  await page.goto('/instDetailInfoN');
  await expect(page.getByRole('heading', { level: 2, name: instNm })).toBeVisible();
  const detailLogo = page.getByRole('img', { name: `${instNm} 로고` });
  await expect(detailLogo).toHaveAttribute('src', /^\/api\/files\/[0-9a-f-]{36}$/);
  await expectDrawn(detailLogo);
  const firstSrc = await detailLogo.getAttribute('src');

  await page.goto('/v3/ConnectInstList');
  await expectDrawn(page.getByRole('img', { name: `${instNm} 로고` }));

  // instEditInfoN: a new logo replaces it at once; the old address no longer answers.
  await page.goto('/instEditInfoN');
  const current = page.getByRole('group', { name: '로고 이미지' }).getByRole('img', { name: `${instNm} 로고` });
  await expect(current).toHaveAttribute('src', firstSrc ?? '');
  await choose(page, '로고 올리기', 'new-logo.png', RED_PNG);
  await expect(current).toHaveAttribute('src', /^\/api\/files\/[0-9a-f-]{36}$/);
  await expect(current).not.toHaveAttribute('src', firstSrc ?? '');
  await expectDrawn(current);
  expect((await page.request.get(firstSrc ?? '')).status()).toBe(404);

  await page.goto('/instDetailInfoN');
  await expect(page.getByRole('img', { name: `${instNm} 로고` })).not.toHaveAttribute('src', firstSrc ?? '');
});
