import { createSessionGroup } from './session-group';

/** SPEC §3 classInfo (the spec spells the first field `infomation`). */
export type ClassInfoState = {
  infomation: Record<string, unknown> | null;
  feedList: unknown[];
  classTag: string[];
  classFileList: unknown[];
  tuition: Record<string, unknown> | null;
  teacherList: unknown[];
  birthdate: string;
};

export const initialClassInfoState: ClassInfoState = {
  infomation: null,
  feedList: [],
  classTag: [],
  classFileList: [],
  tuition: null,
  teacherList: [],
  birthdate: '',
};

export const classInfoSlice = createSessionGroup('classInfo', initialClassInfoState);
export const { patch: patchClassInfo, reset: resetClassInfo } = classInfoSlice.actions;
