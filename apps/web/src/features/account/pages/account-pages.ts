import type { AreaPages } from '../../../lib/routing/area-pages';
import { CertiResultPage } from './certi-result-page';
import { DormantAccountPage } from './dormant-account-page';
import { FindIdPage } from './find-id-page';
import { FindPwMainPage } from './find-pw-main-page';
import { FindPwPage } from './find-pw-page';
import { JoinAgreePage } from './join-agree-page';
import { JoinCertiKcbPage } from './join-certi-kcb-page';
import { JoinCertiPage } from './join-certi-page';
import { JoinDonePage } from './join-done-page';
import { JoinUserInfoPage } from './join-user-info-page';
import { PwChangePage } from './pw-change-page';
import { AppleResultPage, KakaoResultPage, NaverResultPage } from './social-result-page';
import { TokenLoginPage } from './token-login-page';
import { WithdrawalCheckPage } from './withdrawal/withdrawal-check-page';
import { WithdrawalNoticePage } from './withdrawal/withdrawal-notice-page';
import { WithdrawalPage } from './withdrawal/withdrawal-page';
import {
  BugReportPage,
  CustomServicePage,
  OpinionPage,
  OurServicePage,
  SecurityPage,
} from './withdrawal/withdrawal-reason-page';
import { WithdrawalSelectPage } from './withdrawal/withdrawal-select-page';

/**
 * The account area's screens (계정(로그인, 회원가입, 탈퇴)), by route id (see app/route-map.ts); this module is the area's
 * lazily loaded chunk. The log-in screen, the one a visitor opens first, is in account-landing-pages.ts,
 * a chunk of its own without the sign-up and withdrawal flows (decision 0044). A route whose id is not listed shows the shared '준비 중' page with its title
 * until its issue adds the screen here under that id. One line per screen, kept in route-map order.
 */
export const pages: AreaPages = {
  // Recovery
  FindId: FindIdPage,
  FindPw: FindPwPage,
  FindPwMain: FindPwMainPage,
  PwChange: PwChangePage,
  // Sign-up
  joinAgreeMain: JoinAgreePage,
  joinCerti: JoinCertiPage,
  JoinCertiKCB: JoinCertiKcbPage,
  joinUserInfo: JoinUserInfoPage,
  certiResult: CertiResultPage,
  // Log-in
  tokenLogin: TokenLoginPage,
  loginNaverResult: NaverResultPage,
  loginKakaoResult: KakaoResultPage,
  loginAppleResult: AppleResultPage,
  joinDoneTF: JoinDonePage,
  domantAccountTF: DormantAccountPage,
  // Withdrawal (features/account/pages/withdrawal)
  WithdrawalNotice: WithdrawalNoticePage,
  WithdrawalSelect: WithdrawalSelectPage,
  WithdrawalCheck: WithdrawalCheckPage,
  Withdrawal: WithdrawalPage,
  OurService: OurServicePage,
  BugReport: BugReportPage,
  Security: SecurityPage,
  CustomService: CustomServicePage,
  Opinion: OpinionPage,
};
