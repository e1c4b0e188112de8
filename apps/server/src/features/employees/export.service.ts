import {
  EMPLOYEE_STATUS_LABELS,
  permissionLabelsOf,
  STAFF_ROLE_LABELS,
  shownName,
} from '@academy/domain/employees/employees.rules';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { formatPhoneNo } from '@academy/domain/phone/phone.rules';
import type { Caller } from '../../platform/access/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { effectiveAuthCd, staffRelationOf } from './employees.mappers';
import { findInstitute, listStaffWithLoginIds } from './employees.queries';
import { type EmployeeExportRow, employeesWorkbook } from './employees.xlsx';

const NO_PERMISSIONS = '권한 없음';

/**
 * EmployeeList's 엑셀 다운로드: every staff member of the academy (working first, then those who
 * left), with role, mobile, login id, permission labels, joined date and status. Pending
 * invitations are not staff yet and are left out. The file is named `<학원명>_직원목록_YYYYMMDD.xlsx`
 * by the Seoul business date.
 */
export async function exportEmployees(ctx: AppContext, caller: Caller): Promise<{ fileName: string; buffer: Buffer }> {
  const { instId } = caller;
  const inst = await findInstitute(ctx.db, instId);
  if (!inst) throw new AppError('NOT_FOUND');
  const staff = await listStaffWithLoginIds(ctx.db, instId);
  const ordered = [
    ...staff.filter((row) => row.status === 'active'),
    ...staff.filter((row) => row.status !== 'active'),
  ];
  const rows: EmployeeExportRow[] = ordered.map((row) => {
    const labels = permissionLabelsOf(effectiveAuthCd(row));
    return {
      userNm: shownName(row.user_nm, row.display_nm),
      role: STAFF_ROLE_LABELS[staffRelationOf(row)],
      mobileNo: row.mobile_no ? formatPhoneNo(row.mobile_no) : '',
      loginId: row.login_id ?? '',
      permissions: labels.length > 0 ? labels.join(', ') : NO_PERMISSIONS,
      since: businessDateOf(new Date(row.started_at)),
      status: EMPLOYEE_STATUS_LABELS[row.status],
      endedAt: row.ended_at ? businessDateOf(new Date(row.ended_at)) : '',
    };
  });
  const day = businessDateOf(ctx.clock.now()).replaceAll('-', '');
  return { fileName: `${inst.inst_nm}_직원목록_${day}.xlsx`, buffer: await employeesWorkbook(inst.inst_nm, rows) };
}
