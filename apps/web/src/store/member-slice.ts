import { createSessionGroup } from './session-group';

export type MemberDetail = {
  memberUserId: string | null;
  memberRelationCd: string | null;
  parents: unknown[];
  children: unknown[];
  userData: Record<string, unknown> | null;
  classList: unknown[];
};

/** SPEC §3 member: the member list selection and the member being viewed. */
export type MemberState = {
  memberList: unknown[];
  memberCnt: number;
  memberDetail: MemberDetail;
  memberLog: unknown[];
};

export const initialMemberState: MemberState = {
  memberList: [],
  memberCnt: 0,
  memberDetail: {
    memberUserId: null,
    memberRelationCd: null,
    parents: [],
    children: [],
    userData: null,
    classList: [],
  },
  memberLog: [],
};

export const memberSlice = createSessionGroup('member', initialMemberState);
export const { patch: patchMember, reset: resetMember } = memberSlice.actions;
