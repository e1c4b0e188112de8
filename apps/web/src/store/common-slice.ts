import type { RelationCd } from '@academy/domain/access/access.roles';
import { createSessionGroup } from './session-group';

/** The non-member live-class access of SPEC §6 (isNoneMember). */
export type NoneMemberAccess = { state: boolean; liveClassId: string | null };

/**
 * SPEC §3 common: who is signed in and which institute, child and class they are looking at. The
 * spec's personal settings and notification lists are server data: they live in TanStack Query.
 */
export type CommonState = {
  /** The signed-in user; null when nobody is logged in. */
  userId: string | null;
  /** For a parent: the child currently chosen in the header. */
  childUserId: string | null;
  instId: string | null;
  instNm: string | null;
  classId: string | null;
  classNm: string | null;
  loading: boolean;
  /** The header's title override for the current screen. */
  header: string | null;
  /** The user's relation codes (SPEC §6; RELATION_CODES). */
  relationCd: RelationCd[];
  isNoneMember: NoneMemberAccess;
  isPromotionInst: boolean;
  isPrivacyPolicyConsent: boolean;
  isInternalUser: boolean;
  isPlus: boolean;
  recordId: string | null;
  recordType: string | null;
  pageNum: number;
  panel: string | null;
};

export const initialCommonState: CommonState = {
  userId: null,
  childUserId: null,
  instId: null,
  instNm: null,
  classId: null,
  classNm: null,
  loading: false,
  header: null,
  relationCd: [],
  isNoneMember: { state: false, liveClassId: null },
  isPromotionInst: false,
  isPrivacyPolicyConsent: false,
  isInternalUser: false,
  isPlus: false,
  recordId: null,
  recordType: null,
  pageNum: 1,
  panel: null,
};

export const commonSlice = createSessionGroup('common', initialCommonState);
export const { patch: patchCommon, reset: resetCommon } = commonSlice.actions;
