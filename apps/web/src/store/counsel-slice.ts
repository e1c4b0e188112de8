import { createSessionGroup } from './session-group';

export type ConsultMapEntry = { consultManageId: string; classId: string };
export type ConsultDetail = { userNm: string; userTelNo: string; question: string; consultUserNm: string };

/** SPEC §3 counsel: consultation counts, the chosen consultation and the note being written. */
export type CounselState = {
  countConsultComplete: number;
  countPreConsult: number;
  consultMapList: ConsultMapEntry[];
  consultDetail: ConsultDetail;
  consultContent: string;
};

export const initialCounselState: CounselState = {
  countConsultComplete: 0,
  countPreConsult: 0,
  consultMapList: [],
  consultDetail: { userNm: '', userTelNo: '', question: '', consultUserNm: '' },
  consultContent: '',
};

export const counselSlice = createSessionGroup('counsel', initialCounselState);
export const { patch: patchCounsel, reset: resetCounsel } = counselSlice.actions;
