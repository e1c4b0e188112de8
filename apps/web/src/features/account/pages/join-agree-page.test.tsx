import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionReset } from '../../../store/session-group';
import { store } from '../../../store/store';
import { mockApi } from '../../../test/mock-api';
import { readJoinExtras } from '../lib/join-draft';
import { renderScreen } from '../testing/render-screen';
import { JoinAgreePage } from './join-agree-page';

const box = (name: RegExp | string) => screen.getByRole('checkbox', { name });
const ALL = '전체 동의';
const AGE14 = /만 14세 이상입니다/;
const USE_TERMS = /서비스 이용약관 동의/;
const PERSONAL = /개인정보 수집 및 이용 동의/;
const MARKETING = /마케팅 정보 수신 동의/;
const NIGHT = /야간\(21시~08시\) 광고성 정보 수신 동의/;

beforeEach(() => {
  store.dispatch(sessionReset());
  mockApi({});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderAgree = () => renderScreen(<JoinAgreePage />, { path: '/v3/joinAgreeMain' });

describe('/v3/joinAgreeMain consents (SPEC §4)', () => {
  it('the all box ticks the required consents, marketing and night; it follows the required ones only', async () => {
    const user = userEvent.setup();
    renderAgree();
    for (const name of [ALL, AGE14, USE_TERMS, PERSONAL, MARKETING, NIGHT]) expect(box(name)).not.toBeChecked();

    await user.click(box(ALL));
    for (const name of [ALL, AGE14, USE_TERMS, PERSONAL, MARKETING, NIGHT]) expect(box(name)).toBeChecked();

    // Optional boxes do not count toward the all box.
    await user.click(box(MARKETING));
    await user.click(box(NIGHT));
    expect(box(ALL)).toBeChecked();

    // Any required one unticked clears it; ticking it again brings it back.
    await user.click(box(USE_TERMS));
    expect(box(ALL)).not.toBeChecked();
    await user.click(box(USE_TERMS));
    expect(box(ALL)).toBeChecked();

    // Unticking the all box clears everything.
    await user.click(box(ALL));
    for (const name of [AGE14, USE_TERMS, PERSONAL, MARKETING, NIGHT]) expect(box(name)).not.toBeChecked();
  });

  it('refuses 다음 until every required consent is given, then saves the draft and goes to joinCerti', async () => {
    const user = userEvent.setup();
    const { router } = renderAgree();
    await user.click(box(AGE14));
    await user.click(box(USE_TERMS));
    await user.click(box(NIGHT));
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByRole('alert')).toHaveTextContent('필수 약관에 모두 동의해 주세요.');
    expect(router.state.location.pathname).toBe('/v3/joinAgreeMain');

    await user.click(box(PERSONAL));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: '다음' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/joinCerti'));

    const { join } = store.getState();
    expect(readJoinExtras(join.authInfo)).toEqual({
      consents: { age14: true, useTerms: true, personalInfo: true, marketing: false, night: true },
      path: 'self',
    });
    expect(join.marketingConsent).toBe('N');
    expect(join.nightReceiveConsent).toBe('Y');
  });

  it('keeps the boxes in the sign-up draft, so reading a term and coming back restores them', async () => {
    const user = userEvent.setup();
    const first = renderAgree();
    await user.click(box(ALL));
    await user.click(box(MARKETING));
    expect(screen.getByRole('link', { name: '서비스 이용약관 동의 보기' })).toHaveAttribute('href', '/v3/ServiceTerms');
    expect(screen.getByRole('link', { name: '개인정보 수집 및 이용 동의 보기' })).toHaveAttribute(
      'href',
      '/v3/AgreeOfPersonalInfo',
    );
    first.unmount();

    renderAgree();
    expect(box(ALL)).toBeChecked();
    expect(box(MARKETING)).not.toBeChecked();
    expect(box(NIGHT)).toBeChecked();
  });

  it('offers the under-14 path, where a guardian consents for the child', async () => {
    const user = userEvent.setup();
    renderAgree();
    await user.click(screen.getByRole('button', { name: '만 14세 미만이에요' }));
    expect(box(/만 14세 미만 자녀의 법정대리인\(보호자\)으로서 가입에 동의합니다/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: AGE14 })).toBeNull();
    expect(screen.getByText(/법정대리인\(보호자\)의 동의가 있어야 가입할 수 있습니다/)).toBeVisible();
    expect(readJoinExtras(store.getState().join.authInfo).path).toBe('guardian');

    await user.click(screen.getByRole('button', { name: '만 14세 이상이에요' }));
    expect(box(AGE14)).toBeInTheDocument();
    expect(readJoinExtras(store.getState().join.authInfo).path).toBe('self');
  });
});
