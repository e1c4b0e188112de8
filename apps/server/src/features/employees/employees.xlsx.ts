import { addTableSheet, newWorkbook, type TableColumn, workbookBuffer } from '../../platform/xlsx/xlsx';

/** The staff Excel export (EmployeeList's 엑셀 다운로드): one row per staff member, as the list names things. */

export const EMPLOYEES_SHEET_NAME = '직원';

export const EMPLOYEE_EXPORT_COLUMNS = [
  { key: 'userNm', header: '이름', width: 12 },
  { key: 'role', header: '역할', width: 8 },
  { key: 'mobileNo', header: '휴대폰 번호', width: 15 },
  { key: 'loginId', header: '아이디', width: 16 },
  { key: 'permissions', header: '권한', width: 36 },
  { key: 'since', header: '입사일', width: 12 },
  { key: 'status', header: '상태', width: 8 },
  { key: 'endedAt', header: '퇴사일', width: 12 },
] as const satisfies readonly TableColumn[];

export type EmployeeExportKey = (typeof EMPLOYEE_EXPORT_COLUMNS)[number]['key'];

/** One row, already in Korean: the role's and codes' labels, the mobile formatted, dates as YYYY-MM-DD. */
export type EmployeeExportRow = Record<EmployeeExportKey, string>;

export async function employeesWorkbook(instNm: string, rows: readonly EmployeeExportRow[]): Promise<Buffer> {
  const workbook = await newWorkbook(`${instNm} 직원 목록`);
  const sheet = addTableSheet(workbook, EMPLOYEES_SHEET_NAME, EMPLOYEE_EXPORT_COLUMNS);
  for (const row of rows) sheet.addRow(row);
  return workbookBuffer(workbook);
}
