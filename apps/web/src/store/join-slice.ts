import { DEFAULT_PROFILE_FILE_NM } from '@academy/domain/signup/signup.constants';
import { createSessionGroup, type YesNo } from './session-group';

export type JoinRegion = { cityCd: string; townCd: string };

/** SPEC §3 join: the sign-up draft, kept across the sign-up screens. */
export type JoinState = {
  userNm: string;
  birth_year: string;
  birth_month: string;
  birth_day: string;
  birthdate: string;
  marketingConsent: YesNo;
  nightReceiveConsent: YesNo;
  profileFileNm: string;
  address: string;
  detailAddress: string;
  parentNm: string;
  parentCi: string;
  ci: string;
  genderCd: string;
  userId: string;
  gradeYear: string;
  recommendCd: string;
  userNickNm: string;
  email: string;
  userInputId: string;
  /** Kept in memory only: the persist transform never writes it to session storage. */
  pw: string;
  /** Kept in memory only: the persist transform never writes it to session storage. */
  pw_confirm: string;
  /** At most SUBJECTS_MAX (SPEC §5; signup.constants). */
  subjectList: string[];
  /** At most REGIONS_MAX (SPEC §5; signup.constants). */
  regions: JoinRegion[];
  schoolList: unknown[];
  authInfo: Record<string, unknown> | null;
  transId: string;
};

export const initialJoinState: JoinState = {
  userNm: '',
  birth_year: '',
  birth_month: '',
  birth_day: '',
  birthdate: '',
  marketingConsent: 'N',
  nightReceiveConsent: 'N',
  profileFileNm: DEFAULT_PROFILE_FILE_NM,
  address: '',
  detailAddress: '',
  parentNm: '',
  parentCi: '',
  ci: '',
  genderCd: '',
  userId: '',
  gradeYear: '',
  recommendCd: '',
  userNickNm: '',
  email: '',
  userInputId: '',
  pw: '',
  pw_confirm: '',
  subjectList: [],
  regions: [],
  schoolList: [],
  authInfo: null,
  transId: '',
};

export const joinSlice = createSessionGroup('join', initialJoinState);
export const { patch: patchJoin, reset: resetJoin } = joinSlice.actions;
