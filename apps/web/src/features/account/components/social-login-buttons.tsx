import { SOCIAL_PROVIDERS } from '@academy/domain/account/account.rules';
import type { SocialProviderName } from '@academy/domain/account/account.schema';
import { ACCOUNT_TEXTS } from '../account.texts';
import { socialStartUrl } from '../api/social-start';
import styles from './social-login-buttons.module.css';

const LABELS: Record<SocialProviderName, string> = {
  kakao: ACCOUNT_TEXTS.login.kakao,
  naver: ACCOUNT_TEXTS.login.naver,
  apple: ACCOUNT_TEXTS.login.apple,
};

const MARKS: Record<SocialProviderName, string> = { kakao: 'K', naver: 'N', apple: 'A' };

/**
 * 카카오/네이버/Apple로 시작하기: plain links, because the server answers the start with a redirect to
 * the provider (a full-page navigation, never fetch). `next` is where to land after logging in.
 */
export function SocialLoginButtons({ next }: { next: string }) {
  return (
    <ul className={styles.list}>
      {SOCIAL_PROVIDERS.map((provider) => (
        <li key={provider}>
          <a className={styles.button} href={socialStartUrl(provider, next)} data-provider={provider}>
            <span className={styles.mark} aria-hidden="true">
              {MARKS[provider]}
            </span>
            {LABELS[provider]}
          </a>
        </li>
      ))}
    </ul>
  );
}
