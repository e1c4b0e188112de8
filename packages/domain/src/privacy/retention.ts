/**
 * 개인정보 보유 기간: every kind of personal data the service keeps only for a while, written once.
 * The privacy policy (개인정보 처리방침) states these lines as generated here, and the server's
 * retention job deletes by `retentionCutoff`, so the text and the deletion cannot disagree. An area
 * that starts keeping a new kind of transient personal data adds its row here (and its purge).
 */

import { ACADEMY_EXPORT_KEEP_HOURS } from '../academy-export/academy-export.rules';

/** How long data is kept after its moment: whole days (24 hours each), or calendar months or years in Korea. */
export type RetentionPeriod = { days: number } | { months: number } | { years: number };

export type RetentionRule = {
  /** What the data is, as the privacy policy names it. */
  name: string;
  /** The personal items it holds. */
  items: string;
  /** What it is kept for. */
  purpose: string;
  /** The moment the period counts from: when the purpose ended. */
  from: string;
  /** How long after that moment it is kept before it is destroyed. */
  keep: RetentionPeriod;
};

/** Every kind, in the order the privacy policy lists them. */
export const RETENTION_KINDS = [
  'identity-verifications',
  'student-import-previews',
  'sessions',
  'login-attempts',
  'rate-limits',
  'account-codes',
  'account-tokens',
  'family-requests',
  'unaccepted-invites',
  'decided-join-requests',
  'notifications',
  'queued-messages',
  'unattached-uploads',
  'academy-exports',
  'cash-receipt-identities',
  'registered-cards',
  'payout-sellers',
  'sandbox-outbox',
  'sandbox-oauth-codes',
] as const;

export type RetentionKind = (typeof RETENTION_KINDS)[number];

export const RETENTION_RULES: Record<RetentionKind, RetentionRule> = {
  'identity-verifications': {
    name: '본인확인 기록',
    items: '이름, 생년월일, 성별, 휴대폰 번호, 통신사, 연계정보(CI), 중복가입확인정보(DI)',
    purpose: '회원가입, 아이디·비밀번호 찾기, 휴대폰 번호 변경, 휴면 해제, 가족 연결, 탈퇴 때의 본인확인',
    from: '본인확인 결과를 쓰거나 유효시간이 지난 때',
    keep: { days: 1 },
  },
  'student-import-previews': {
    name: '원생 일괄 등록 미리보기',
    items: '올린 엑셀 파일에 적힌 원생과 보호자의 이름, 생년월일, 성별, 학교, 학년, 휴대폰 번호',
    purpose: '엑셀 파일로 원생을 한꺼번에 등록하기 전의 내용 확인',
    from: '등록을 마치거나 미리보기 유효시간이 지난 때',
    keep: { days: 1 },
  },
  sessions: {
    name: '로그인 기록',
    items: '접속 일시, IP 주소, 브라우저 정보',
    purpose: '로그인 유지, 부정 이용 확인, 「통신비밀보호법」에 따른 접속 기록 보관',
    from: '로그아웃하거나 로그인이 만료된 때',
    keep: { months: 3 },
  },
  'login-attempts': {
    name: '로그인 실패 기록',
    items: '계정, 접속한 IP 주소, 비밀번호를 틀린 횟수',
    purpose: '비밀번호를 여러 번 틀린 접속의 로그인 제한',
    from: '마지막으로 비밀번호를 틀린 때',
    keep: { days: 2 },
  },
  'rate-limits': {
    name: '요청 횟수 기록',
    items: '접속한 IP 주소 또는 출결 기기, 짧은 시간 동안의 요청 횟수',
    purpose: '로그인·인증번호 요청 등이 한꺼번에 몰리는 것을 막는 요청 제한',
    from: '제한 시간(보통 1분)이 끝난 때',
    keep: { days: 1 },
  },
  'account-codes': {
    name: '인증번호 발송 기록',
    items: '인증번호를 받은 휴대폰 번호 또는 이메일 주소, 암호화한 인증번호',
    purpose: '아이디 찾기, 비밀번호 재설정, 이메일 변경',
    from: '인증번호를 쓰거나 유효시간이 지난 때',
    keep: { days: 1 },
  },
  'account-tokens': {
    name: '일회용 로그인·재설정 정보',
    items: '소셜 로그인으로 받은 이름과 이메일, 암호화한 일회용 토큰',
    purpose: '소셜 로그인과 가입, 앱 자동 로그인, 비밀번호 재설정',
    from: '쓰거나 유효시간이 지난 때',
    keep: { days: 1 },
  },
  'family-requests': {
    name: '가족 연결 요청',
    items: '상대방 휴대폰 번호, 관계, 암호화한 인증번호',
    purpose: '자녀·보호자 계정 연결',
    from: '연결을 마치거나 요청 유효시간이 지난 때',
    keep: { days: 1 },
  },
  'unaccepted-invites': {
    name: '수락되지 않은 초대',
    items: '초대받은 사람의 이름, 휴대폰 번호',
    purpose: '학원의 직원·원생·보호자 초대와 다시 보내기',
    from: '초대를 취소하거나 유효기간이 지난 때',
    keep: { days: 30 },
  },
  'decided-join-requests': {
    name: '처리가 끝난 학원 연결 신청',
    items: '신청한 회원, 신청 메시지',
    purpose: '학원 연결 신청의 승인과 처리 내역 확인',
    from: '승인·거절되거나 신청을 취소한 때',
    keep: { days: 30 },
  },
  notifications: {
    name: '받은 알림',
    items: '알림 내용(원생 이름, 출결 등)',
    purpose: '알림함에서 지난 알림 확인',
    from: '알림을 받은 때',
    keep: { days: 90 },
  },
  'queued-messages': {
    name: '발송 대기 중인 문자·알림톡',
    items: '받는 사람의 휴대폰 번호, 메시지 내용(원생 이름, 출결 등)',
    purpose: '출결 알림 등 문자·알림톡의 발송과 실패한 발송의 재시도(보내면 바로 지웁니다)',
    from: '발송을 맡기거나 마지막으로 발송을 시도한 때',
    keep: { days: 1 },
  },
  'unattached-uploads': {
    name: '쓰이지 않은 파일',
    items: '가입을 마치지 않은 회원의 프로필 사진, 저장하지 않은 반 이미지처럼 어디에도 쓰이지 않은 파일',
    purpose: '회원가입이나 반 만들기를 마치기 전에 올린 파일 보관',
    from: '파일을 올린 때',
    keep: { days: 1 },
  },
  'academy-exports': {
    name: '학원 데이터 내보내기 파일',
    items: '학원의 직원·원생·보호자 정보, 출결, 수업과 기록 등 내보낼 때 학원에 있던 모든 데이터',
    purpose: '원장이 학원 데이터를 내려받을 수 있도록 만든 파일 보관',
    from: '파일을 만든 때',
    keep: { days: ACADEMY_EXPORT_KEEP_HOURS / 24 },
  },
  // 국세기본법 §85조의3: the records of a transaction are kept five years. The receipt itself, its
  // amount and the masked number stay with the payment; only the number the payer gave is destroyed.
  'cash-receipt-identities': {
    name: '현금영수증 발급 번호',
    items:
      '현금영수증을 받으려고 적은 휴대폰 번호, 현금영수증 카드 번호 또는 사업자등록번호(일부를 가린 번호는 결제 기록에 남습니다)',
    purpose: '현금영수증 발급과 「국세기본법」에 따른 거래 기록 보관',
    from: '현금영수증을 발급하거나, 발급하지 못하고 끝나거나, 발급 전에 취소한 때',
    keep: { years: 5 },
  },
  'registered-cards': {
    name: '등록 카드',
    items: '카드사, 일부를 가린 카드 번호, 암호화한 자동결제 키(빌링키)',
    purpose: '등록한 카드로 교습비 자동결제(회원이 카드를 지우면 바로 파기합니다)',
    from: '그 학원을 떠나거나 탈퇴한 때',
    keep: { days: 1 },
  },
  // 전자금융거래법 §22, 시행령 §12: the records of electronic financial transactions are kept five
  // years; a seller registration is the counterparty of every payout made to the academy.
  'payout-sellers': {
    name: '지급대행 판매자 정보',
    items: '대표자 이름, 사업자등록번호, 담당자 이메일·휴대폰 번호, 정산 받을 은행과 암호화한 계좌번호, 예금주',
    purpose: '카드 결제 대금을 학원 계좌로 보내는 지급대행과 「전자금융거래법」에 따른 거래 기록 보관',
    from: '학원을 닫은 때',
    keep: { years: 5 },
  },
  'sandbox-outbox': {
    name: '시험 모드 발송함',
    items: '받는 사람의 휴대폰 번호·이메일 주소, 메시지 내용',
    purpose: '시험 모드에서 실제로 보내지 않은 문자·알림톡·이메일 확인',
    from: '메시지를 보관한 때',
    keep: { days: 7 },
  },
  'sandbox-oauth-codes': {
    name: '시험 모드 소셜 로그인 기록',
    items: '시험용 로그인 화면에 입력한 이름, 이메일, 생년월일',
    purpose: '시험 모드에서 실제 소셜 로그인 없이 로그인 확인',
    from: '쓰거나 유효시간이 지난 때',
    keep: { days: 1 },
  },
};

/** '1일', '30일', '3개월', '5년'. */
export function retentionPeriodLabel(period: RetentionPeriod): string {
  if ('days' in period) return `${period.days}일`;
  return 'months' in period ? `${period.months}개월` : `${period.years}년`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Korea keeps one offset all year (no daylight saving): calendar months are counted on its wall clock. */
const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The same wall-clock time `months` calendar months earlier in Korea (31 May − 3 months = 28/29 Feb). */
function monthsBefore(now: Date, months: number): Date {
  const wall = new Date(now.getTime() + KOREA_OFFSET_MS);
  const day = wall.getUTCDate();
  wall.setUTCDate(1);
  wall.setUTCMonth(wall.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 0)).getUTCDate();
  wall.setUTCDate(Math.min(day, lastDay));
  return new Date(wall.getTime() - KOREA_OFFSET_MS);
}

/** Data of this kind whose moment (`from`) lies before the answer is past its period at `now`. */
export function retentionCutoff(kind: RetentionKind, now: Date): Date {
  const { keep } = RETENTION_RULES[kind];
  if ('days' in keep) return new Date(now.getTime() - keep.days * DAY_MS);
  return monthsBefore(now, 'months' in keep ? keep.months : keep.years * 12);
}

/** The period as the privacy policy states it: '본인확인 결과를 쓰거나 유효시간이 지난 때부터 1일'. */
export function retentionPeriodText(kind: RetentionKind): string {
  const rule = RETENTION_RULES[kind];
  return `${rule.from}부터 ${retentionPeriodLabel(rule.keep)}`;
}

/** One line of the privacy policy's list: what, which items, why, and for how long. */
export function retentionPolicyLine(kind: RetentionKind): string {
  const rule = RETENTION_RULES[kind];
  return `${rule.name}(${rule.items}): ${rule.purpose}. 보유 기간은 ${retentionPeriodText(kind)}입니다.`;
}

/** How often the retention job looks for data past its period. */
export const RETENTION_PURGE_EVERY_HOURS = 1;

/** The paragraph that introduces the list in the privacy policy. */
export const RETENTION_POLICY_INTRO = `서비스를 이용하는 동안 잠시 필요한 아래 정보는 목적을 다한 때부터 정해진 기간이 지나면 지체 없이 파기합니다. 파기는 ${RETENTION_PURGE_EVERY_HOURS}시간마다 자동으로 합니다.`;

/** The privacy policy's list of retention periods, generated from RETENTION_RULES. */
export const RETENTION_POLICY_LINES: readonly string[] = RETENTION_KINDS.map(retentionPolicyLine);
