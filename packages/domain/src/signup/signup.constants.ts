/** Sign-up limits of SPEC §3 and §9. */

/** Minimum age to sign up without a parent (만 14세). */
export const MINIMUM_SIGNUP_AGE = 14;

/** At most this many subjects may be chosen. */
export const SUBJECTS_MAX = 10;

/** The subjects offered as one-tap choices wherever subjects are picked (any other may be typed). */
export const SUBJECT_SUGGESTIONS = [
  '국어',
  '영어',
  '수학',
  '과학',
  '사회',
  '한국사',
  '논술',
  '코딩',
  '음악',
  '미술',
  '체육',
  '제2외국어',
] as const;

/** At most this many regions (city/town codes) may be chosen. */
export const REGIONS_MAX = 5;

/** Profile image file name used until the user picks one. */
export const DEFAULT_PROFILE_FILE_NM = 'default01.png';

/** How many years back the birth-year dropdown reaches. */
export const BIRTH_YEAR_SPAN = 100;
