import type { SocialProvider } from '../../platform/adapters/social/social';
import type { AuthorizeQuery } from './dev-oauth.schema';

export const PROVIDER_NAMES: Record<SocialProvider, string> = { kakao: '카카오', naver: '네이버', apple: 'Apple' };

/** Each provider's own button colours, so the sandbox looks like the button people will press. */
const BUTTON_COLORS: Record<SocialProvider, { background: string; text: string }> = {
  kakao: { background: '#fee500', text: '#191919' },
  naver: { background: '#03c75a', text: '#ffffff' },
  apple: { background: '#000000', text: '#ffffff' },
};

/** Ready-made people to log in as; the custom form below them takes anything else. */
export const SANDBOX_PRESETS = [
  {
    name: '김민지',
    nickname: '민지맘',
    email: 'minji.kim@example.com',
    birthdate: '1985-03-14',
    mobileNo: '01023456789',
    note: '학부모',
  },
  {
    name: '이서준',
    nickname: '이**',
    email: 'seojun.lee@example.com',
    birthdate: '1979-11-02',
    mobileNo: '01034567890',
    note: '원장, 가려진 닉네임',
  },
  {
    name: '박지호',
    nickname: '지호',
    email: 'jiho.park@example.com',
    birthdate: '2013-06-21',
    mobileNo: '01045678901',
    note: '만 14세 미만 학생',
  },
] as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const hidden = (name: string, value: string | undefined) =>
  value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/**
 * The sandbox provider's consent page: server-rendered, every value escaped, no script (the CSP
 * allows none). Each form submits with GET to /dev/oauth/:provider/approve, which redirects back
 * with `code` and `state`. GET, not POST: a signed-in browser's POST without our CSRF header would
 * be refused, and Apple's real form_post would need a self-submitting form (a script).
 */
export function renderAuthorizePage(provider: SocialProvider, query: AuthorizeQuery, cancelHref: string): string {
  const brand = PROVIDER_NAMES[provider];
  const action = `/dev/oauth/${provider}/approve`;
  const returnInputs = [
    hidden('redirect_uri', query.redirect_uri),
    hidden('state', query.state),
    hidden('code_challenge', query.code_challenge),
    hidden('code_challenge_method', query.code_challenge_method),
  ].join('');
  const apple = provider === 'apple';
  const button = `<button type="submit">${escapeHtml(brand)}로 계속하기</button>`;
  const colors = BUTTON_COLORS[provider];

  const presets = SANDBOX_PRESETS.map((preset) => {
    const fields = apple
      ? [hidden('name', preset.name), hidden('email', preset.email)]
      : [
          hidden('name', preset.name),
          hidden('nickname', preset.nickname),
          hidden('email', preset.email),
          hidden('birthdate', preset.birthdate),
          hidden('mobileNo', preset.mobileNo),
        ];
    const details = apple
      ? preset.email
      : `${preset.nickname} · ${preset.email} · ${preset.birthdate} · ${preset.mobileNo}`;
    return `<form class="preset" method="get" action="${action}">${returnInputs}${fields.join('')}
  <p><strong>${escapeHtml(preset.name)}</strong> <span class="note">${escapeHtml(preset.note)}</span><br><span class="meta">${escapeHtml(details)}</span></p>
  ${button}
</form>`;
  }).join('\n');

  const field = (name: string, label: string, attributes: string) =>
    `<label>${label}<input name="${name}" ${attributes}></label>`;
  const customFields = [
    field('name', '이름 (필수)', 'required maxlength="30" autocomplete="name"'),
    apple ? '' : field('nickname', '닉네임 (가려진 닉네임 예: 김**)', 'maxlength="30"'),
    field('email', '이메일', 'type="email" maxlength="100" autocomplete="email"'),
    apple ? '' : field('birthdate', '생년월일', 'type="date"'),
    apple ? '' : field('mobileNo', '휴대폰 번호', 'type="tel" inputmode="numeric" placeholder="01012345678"'),
    field('providerUserId', `${escapeHtml(brand)} 계정 번호 (비우면 입력값으로 정해집니다)`, 'maxlength="100"'),
  ].join('\n  ');

  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(brand)} 로그인 (샌드박스)</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:480px;margin:0 auto;padding:16px;color:#1b1d22}
h1{font-size:20px}.lead{color:#646976}.preset,.custom{border:1px solid #dcdfe5;border-radius:8px;padding:12px;margin:12px 0}
.note{color:#646976;font-size:13px}.meta{color:#646976;font-size:13px}label{display:block;margin:8px 0;font-size:14px}
input{display:block;width:100%;box-sizing:border-box;padding:8px;margin-top:4px;font:inherit}
button{width:100%;padding:10px;font:inherit;font-weight:600;border:0;border-radius:6px;background:${colors.background};color:${colors.text};cursor:pointer}
h2{font-size:16px;margin:0 0 8px}
.cancel{display:block;text-align:center;margin:16px 0;color:#646976}</style>
</head><body>
<h1>${escapeHtml(brand)} 로그인 (샌드박스)</h1>
<p class="lead">실제 ${escapeHtml(brand)}에 연결하지 않는 개발용 로그인입니다. 아래 사람 중 하나를 고르거나 직접 입력해 계속하세요.${
    apple ? ' Apple은 이름과 이메일만 전달합니다.' : ''
  }</p>
${presets}
<form class="custom" method="get" action="${action}">${returnInputs}
  <h2>직접 입력</h2>
  ${customFields}
  ${button}
</form>
<a class="cancel" href="${escapeHtml(cancelHref)}">취소</a>
</body></html>`;
}
