import type { AreaPages } from '../../../lib/routing/area-pages';
import { LoginMainPage } from './login-main-page';

/**
 * The account area's landing screens, by route id: the ones a visitor opens first (route-map entries
 * marked `landing`). A chunk of its own, so the log-in screen does not carry the sign-up, recovery and
 * withdrawal flows of account-pages.ts (decision 0044).
 */
export const pages: AreaPages = {
  loginMainTF: LoginMainPage,
};
