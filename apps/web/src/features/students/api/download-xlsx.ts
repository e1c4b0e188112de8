import { studentsBase } from './students-keys';

/** The students area's .xlsx downloads (the batch template, the students export); see XlsxDownloadButton. */

export const templatePath = (instId: string) => `${studentsBase(instId)}/students/batch/template`;
export const exportPath = (instId: string) => `${studentsBase(instId)}/students/export`;
