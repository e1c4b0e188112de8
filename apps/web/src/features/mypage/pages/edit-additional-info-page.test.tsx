import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import { ME, PROFILE } from '../testing/mypage-fixtures';
import { EditAdditionalInfoPage } from './edit-additional-info-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const NINE_SUBJECTS = ['국어', '영어', '수학', '과학', '사회', '한국사', '논술', '코딩', '음악'];

function renderPage(profile = PROFILE, patch = () => ok(profile)) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(ME),
    'GET /api/account/profile': () => ok(profile),
    'PATCH /api/account/additional-info': patch,
  });
  renderRoutes(
    [{ path: '/v3/EditAdditionalInfo', element: <EditAdditionalInfoPage /> }, landing('/v3/MyPage', '마이페이지 화면')],
    '/v3/EditAdditionalInfo',
  );
  return api;
}

const subjectGroup = () => screen.getByRole('group', { name: /관심 과목/ });
const regionGroup = () => screen.getByRole('group', { name: /관심 지역/ });

describe('EditAdditionalInfo', () => {
  it('stops at 10 subjects and 5 regions with the domain messages, and sends what was chosen', async () => {
    const user = userEvent.setup();
    const api = renderPage({ ...PROFILE, subjects: NINE_SUBJECTS, regions: ['서울', '경기', '인천', '부산'] });

    const subjects = within(await screen.findByRole('group', { name: /관심 과목/ }));
    expect(subjects.getByText('9/10개 선택')).toBeInTheDocument();
    await user.click(subjects.getByRole('button', { name: '미술' }));

    expect(subjects.getByText('10/10개 선택')).toBeInTheDocument();
    expect(subjects.getByText('과목은 최대 10개까지 선택할 수 있습니다.')).toBeInTheDocument();
    expect(subjects.getByRole('button', { name: '체육' })).toBeDisabled();
    expect(subjects.getByRole('textbox', { name: '과목 직접 입력' })).toBeDisabled();
    // A chosen suggestion can still be turned off at the limit.
    expect(subjects.getByRole('button', { name: '미술' })).toBeEnabled();
    expect(subjects.getByRole('button', { name: '미술' })).toHaveAttribute('aria-pressed', 'true');

    // Removing one frees a place again.
    await user.click(subjects.getByRole('button', { name: '국어 삭제' }));
    expect(subjects.getByText('9/10개 선택')).toBeInTheDocument();
    expect(subjects.queryByText('과목은 최대 10개까지 선택할 수 있습니다.')).toBeNull();
    expect(subjects.getByRole('button', { name: '체육' })).toBeEnabled();
    await user.type(subjects.getByRole('textbox', { name: '과목 직접 입력' }), '독서 토론{Enter}');
    expect(subjects.getByText('10/10개 선택')).toBeInTheDocument();

    const regions = within(regionGroup());
    await user.type(regions.getByRole('textbox', { name: '지역 직접 입력' }), '서울');
    await user.click(regions.getByRole('button', { name: '추가' }));
    expect(regions.getByText('서울은(는) 이미 추가되어 있습니다.')).toBeInTheDocument();
    await user.clear(regions.getByRole('textbox', { name: '지역 직접 입력' }));
    await user.type(regions.getByRole('textbox', { name: '지역 직접 입력' }), '대전 유성구');
    await user.click(regions.getByRole('button', { name: '추가' }));
    expect(regions.getByText('5/5개 선택')).toBeInTheDocument();
    expect(regions.getByText('지역은 최대 5개까지 선택할 수 있습니다.')).toBeInTheDocument();
    expect(regions.getByRole('button', { name: '제주' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '저장하기' }));
    expect(await screen.findByText('마이페이지 화면')).toBeInTheDocument();
    const [patch] = api.callsTo('PATCH /api/account/additional-info');
    expect(patch?.body).toMatchObject({
      subjects: ['영어', '수학', '과학', '사회', '한국사', '논술', '코딩', '음악', '미술', '독서 토론'],
      regions: ['서울', '경기', '인천', '부산', '대전 유성구'],
      address: PROFILE.address,
      detailAddress: PROFILE.detailAddress,
      marketingConsent: false,
      nightReceiveConsent: false,
    });
  });

  it('refuses more subjects than the contract allows with the Korean message, sending nothing', async () => {
    const user = userEvent.setup();
    const eleven = [...NINE_SUBJECTS, '미술', '체육'];
    const api = renderPage({ ...PROFILE, subjects: eleven });
    await screen.findByRole('group', { name: /관심 과목/ });
    await user.click(screen.getByRole('button', { name: '저장하기' }));
    // The resolver's error (from the contract) beside the limit hint.
    expect(await within(subjectGroup()).findAllByText('과목은 최대 10개까지 선택할 수 있습니다.')).toHaveLength(2);
    expect(api.callsTo('PATCH /api/account/additional-info')).toHaveLength(0);
  });

  it('allows night-time messages only with marketing consent', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    const marketing = await screen.findByRole('switch', { name: '마케팅 정보 수신 동의' });
    const night = screen.getByRole('switch', { name: '야간(21:00~08:00) 수신 동의' });
    expect(night).toBeDisabled();
    expect(night).toHaveAttribute('aria-checked', 'false');

    await user.click(marketing);
    expect(marketing).toHaveAttribute('aria-checked', 'true');
    expect(night).toBeEnabled();
    await user.click(night);
    expect(night).toHaveAttribute('aria-checked', 'true');

    // Withdrawing marketing consent withdraws the night-time one with it.
    await user.click(marketing);
    expect(night).toHaveAttribute('aria-checked', 'false');
    expect(night).toBeDisabled();
    await user.click(marketing);
    await user.click(night);

    await user.click(screen.getByRole('button', { name: '저장하기' }));
    await screen.findByText('마이페이지 화면');
    expect(api.callsTo('PATCH /api/account/additional-info')[0]?.body).toMatchObject({
      marketingConsent: true,
      nightReceiveConsent: true,
    });
  });

  it('names school years as the academy does (중3), never as a year number (9학년), and sends the year', async () => {
    const user = userEvent.setup();
    const api = renderPage({ ...PROFILE, schoolNm: '한빛중학교', gradeYear: 9 });
    const grade = await screen.findByRole('combobox', { name: '학년' });
    await waitFor(() => expect(grade).toHaveDisplayValue('중3'));
    const labels = within(grade)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toEqual(expect.arrayContaining(['초1', '초6', '중1', '중3', '고1', '고3']));
    expect(labels.some((label) => /\d학년/.test(label ?? ''))).toBe(false);
    await user.selectOptions(grade, '고1');
    await user.click(screen.getByRole('button', { name: '저장하기' }));
    await screen.findByText('마이페이지 화면');
    expect(api.callsTo('PATCH /api/account/additional-info')[0]?.body).toMatchObject({ gradeYear: 10 });
  });

  it("puts the server's field errors under the fields", async () => {
    const user = userEvent.setup();
    renderPage(PROFILE, () =>
      fail(400, 'VALIDATION_FAILED', '입력한 내용을 다시 확인해 주세요.', {
        schoolNm: '학교는 60자 이내로 입력해 주세요.',
      }),
    );
    await user.type(await screen.findByRole('textbox', { name: '학교' }), '한빛중학교');
    await user.click(screen.getByRole('button', { name: '저장하기' }));
    const school = screen.getByRole('textbox', { name: '학교' });
    await waitFor(() => expect(school).toHaveAttribute('aria-invalid', 'true'));
    expect(school).toHaveAccessibleDescription(expect.stringContaining('학교는 60자 이내로 입력해 주세요.'));
    expect(screen.queryByText('마이페이지 화면')).toBeNull();
  });
});
