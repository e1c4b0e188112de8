import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { patchJoin } from '../../../store/join-slice';
import { sessionReset } from '../../../store/session-group';
import { store } from '../../../store/store';
import { meFixture } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { patchJoinExtras } from '../lib/join-draft';
import { renderScreen } from '../testing/render-screen';
import { JoinUserInfoPage } from './join-user-info-page';

const TRANS_ID = '0193a3c4-0000-7000-8000-0000000000aa';
const TAKEN = 'taken1';

const completed = {
  transId: TRANS_ID,
  status: 'completed',
  purpose: 'signup',
  consumed: false,
  expiresAt: '2099-01-01T00:00:00.000Z',
  identity: { name: '정원장', birthdate: '1982-04-15', genderCd: 'M', mobileNo: '01023456789' },
};

function serve(
  signup: () => { status?: number; body?: unknown } = () => ({ body: { userId: 'u-9', userInputId: 'newdirector1' } }),
) {
  return mockApi({
    [`GET /api/identity/verifications/${TRANS_ID}`]: { body: completed },
    'GET /api/account/login-id-availability': (call) => ({
      body: { available: call.query.get('userInputId') !== TAKEN },
    }),
    'GET /api/auth/me': { body: meFixture() },
    'POST /api/account/signup': signup,
  });
}

beforeEach(() => {
  store.dispatch(sessionReset());
  store.dispatch(
    patchJoinExtras({
      consents: { age14: true, useTerms: true, personalInfo: true, marketing: true, night: false },
      path: 'self',
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPage = () =>
  renderScreen(<JoinUserInfoPage />, { path: '/v3/joinUserInfo', url: `/v3/joinUserInfo?transId=${TRANS_ID}` });

const rule = (list: string, name: string) =>
  within(screen.getByRole('list', { name: list }))
    .getByText(name)
    .closest('li');

describe('/v3/joinUserInfo', () => {
  it('shows the verified person read-only and keeps the transId in the draft', async () => {
    serve();
    renderPage();
    expect(await screen.findByText('정원장')).toBeVisible();
    expect(screen.getByText('1982.04.15')).toBeVisible();
    expect(screen.getByText('남성')).toBeVisible();
    expect(screen.getByText('010-2345-6789')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: '이름' })).toBeNull();
    await waitFor(() => expect(store.getState().join.transId).toBe(TRANS_ID));
  });

  it('ticks the login id rules as you type and asks the server whether the id is free', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderPage();
    const id = await screen.findByRole('textbox', { name: '아이디' });

    await user.type(id, '1a');
    expect(rule('아이디 조건', '영문으로 시작')).toHaveAttribute('data-met', 'false');
    expect(rule('아이디 조건', '4자 이상')).toHaveAttribute('data-met', 'false');
    expect(rule('아이디 조건', '영문 소문자와 숫자만')).toHaveAttribute('data-met', 'true');

    await user.clear(id);
    await user.type(id, 'academy1');
    for (const name of ['영문으로 시작', '영문 소문자와 숫자만', '4자 이상', '20자 이하']) {
      expect(rule('아이디 조건', name)).toHaveAttribute('data-met', 'true');
    }
    expect(await screen.findByText('사용할 수 있는 아이디입니다.')).toBeVisible();

    await user.clear(id);
    await user.type(id, TAKEN);
    expect(await screen.findByText('이미 사용 중인 아이디입니다. 다른 아이디를 입력해 주세요.')).toBeVisible();
    const asked = api.callsTo('GET /api/account/login-id-availability').map((call) => call.query.get('userInputId'));
    expect(asked).toContain('academy1');
    expect(asked).toContain(TAKEN);
    // Only ids that meet the rules are sent, once typing pauses.
    expect(asked.every((value) => value && /^[a-z][a-z0-9]{3,19}$/.test(value))).toBe(true);
  });

  it('ticks the password policy live and reports a mismatched confirmation in Korean', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderPage();
    const pw = await screen.findByLabelText(/^비밀번호\*?$/);
    await user.type(pw, 'abc');
    expect(rule('비밀번호 조건', '8자 이상')).toHaveAttribute('data-met', 'false');
    expect(rule('비밀번호 조건', '영문 포함')).toHaveAttribute('data-met', 'true');
    expect(rule('비밀번호 조건', '숫자 포함')).toHaveAttribute('data-met', 'false');
    await user.type(pw, 'defg1');
    for (const name of ['8자 이상', '64자 이하', '영문 포함', '숫자 포함']) {
      expect(rule('비밀번호 조건', name)).toHaveAttribute('data-met', 'true');
    }
    await user.type(screen.getByRole('textbox', { name: '아이디' }), 'academy1');
    await user.type(screen.getByLabelText(/^비밀번호 확인\*?$/), 'abcdefg2');
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('비밀번호가 일치하지 않습니다.')).toBeVisible();
    expect(api.callsTo('POST /api/account/signup')).toHaveLength(0);
  });

  it('refuses a common password and one holding the id under the field, before asking the server', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: '아이디' }), 'kimteacher');
    const pw = screen.getByLabelText(/^비밀번호\*?$/);
    const confirm = screen.getByLabelText(/^비밀번호 확인\*?$/);
    await user.type(pw, 'qwer1234');
    await user.type(confirm, 'qwer1234');
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해 주세요.')).toBeVisible();

    await user.clear(pw);
    await user.clear(confirm);
    await user.type(pw, 'KimTeacher77');
    await user.type(confirm, 'KimTeacher77');
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(
      await screen.findByText('비밀번호에 아이디를 넣을 수 없습니다. 다른 비밀번호를 입력해 주세요.'),
    ).toBeVisible();
    expect(api.callsTo('POST /api/account/signup')).toHaveLength(0);
  });

  it('signs up with the draft, the consents and the verification, then shows /joinDoneTF', async () => {
    const api = serve();
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: '아이디' }), 'NewDirector1');
    await user.type(screen.getByLabelText(/^비밀번호\*?$/), 'maple4tree');
    await user.type(screen.getByLabelText(/^비밀번호 확인\*?$/), 'maple4tree');
    await user.type(screen.getByRole('textbox', { name: '이메일' }), 'dir@example.com');
    await user.click(screen.getByRole('button', { name: '수학' }));
    await user.type(screen.getByRole('textbox', { name: '과목' }), '물리{Enter}');
    await user.click(screen.getByRole('button', { name: '서울' }));
    await user.click(screen.getByRole('button', { name: '경기' }));
    // 학년 reads as the academy writes it (중1), never as a school year number (7학년).
    const grades = within(screen.getByRole('combobox', { name: '학년' })).getAllByRole('option');
    expect(grades.map((option) => option.textContent)).toEqual([
      '선택 안 함',
      '초1',
      '초2',
      '초3',
      '초4',
      '초5',
      '초6',
      '중1',
      '중2',
      '중3',
      '고1',
      '고2',
      '고3',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: '학년' }), '중1');
    expect(store.getState().join.subjectList).toEqual(['수학', '물리']);
    expect(store.getState().join.pw).toBe('');
    await user.click(screen.getByRole('button', { name: '가입하기' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/joinDoneTF'));
    expect(api.callsTo('POST /api/account/signup')[0]?.body).toEqual({
      consents: { age14: true, useTerms: true, personalInfo: true, marketing: true, night: false },
      transId: TRANS_ID,
      userInputId: 'newdirector1',
      pw: 'maple4tree',
      pw_confirm: 'maple4tree',
      email: 'dir@example.com',
      gradeYear: 7,
      subjects: ['수학', '물리'],
      regions: ['11', '41'],
      profileFileNm: 'default01.png',
      marketingConsent: true,
    });
    // The draft is cleared once the account exists; the login form gets the new id.
    await waitFor(() => expect(store.getState().join.userInputId).toBe(''));
    expect(store.getState().login.userInputId).toBe('newdirector1');
  });

  it('stops a duplicate person with the masked id and a way to find it', async () => {
    const message = '이미 가입된 계정이 있습니다 (아이디: ac*****1). 아이디 찾기에서 확인해 주세요.';
    serve(() => ({ status: 409, body: { code: 'DUPLICATE_ACCOUNT', message } }));
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: '아이디' }), 'another1');
    await user.type(screen.getByLabelText(/^비밀번호\*?$/), 'maple4tree');
    await user.type(screen.getByLabelText(/^비밀번호 확인\*?$/), 'maple4tree');
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: '아이디 찾기' })).toHaveAttribute('href', '/v3/FindId');
  });

  it('puts a server field error on its field', async () => {
    const message = '이미 사용 중인 아이디입니다. 다른 아이디를 입력해 주세요.';
    serve(() => ({ status: 409, body: { code: 'LOGIN_ID_TAKEN', message, fields: { userInputId: message } } }));
    const user = userEvent.setup();
    renderPage();
    const id = await screen.findByRole('textbox', { name: '아이디' });
    await user.type(id, 'racing1');
    await user.type(screen.getByLabelText(/^비밀번호\*?$/), 'maple4tree');
    await user.type(screen.getByLabelText(/^비밀번호 확인\*?$/), 'maple4tree');
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() => expect(id).toHaveAttribute('aria-invalid', 'true'));
    expect(id).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('without a verification sends the person back to it', () => {
    serve();
    store.dispatch(patchJoin({ transId: '' }));
    renderScreen(<JoinUserInfoPage />, { path: '/v3/joinUserInfo' });
    expect(screen.getByRole('alert')).toHaveTextContent('본인인증을 먼저 완료해 주세요.');
    expect(screen.getByRole('link', { name: '본인인증으로 가기' })).toHaveAttribute('href', '/v3/joinCerti');
  });
});
