/**
 * The version of the terms and the privacy policy: every consent a member gives records it, and the
 * terms pages show it with its effective date. A change to either text moves both (개인정보 보호법
 * 제30조: a changed privacy policy is announced with its date).
 */
export const TERMS_VERSION = '2026-11-27';
export const TERMS_EFFECTIVE_DATE = '2026년 11월 27일';
