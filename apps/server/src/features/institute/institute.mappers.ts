import { admissionOf } from '@academy/domain/access/access.rules';
import { fileUrl } from '@academy/domain/files/files.schema';
import type { InstTpCd } from '@academy/domain/institute/institute.constants';
import { INST_TYPES } from '@academy/domain/institute/institute.constants';
import { firstUseFlags, formatBizRegNo } from '@academy/domain/institute/institute.rules';
import type {
  InstDetailResponse,
  InstSearchItem,
  JoinRequestItem,
  MyMembership,
} from '@academy/domain/institute/institute.schema';
import { displayMaskedPhoneNo } from '@academy/domain/phone/phone.rules';
import type { Caller } from '../../platform/access/access';
import { INSTITUTE_ACCESS } from './institute.access';
import type { InstituteRow, JoinRequestRow } from './institute.queries';

/** Rows to the response shapes of the institute contract. */

export const instTpCdOf = (value: string): InstTpCd =>
  (INST_TYPES as readonly string[]).includes(value) ? (value as InstTpCd) : 'ACADEMY';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The uploaded logo's address, or null when the academy has none. */
export const logoUrlOf = (logoUploadId: string | null): string | null => (logoUploadId ? fileUrl(logoUploadId) : null);

/** The caller's own membership, as the academy's screens show it. */
export type MemberView = Pick<Caller, 'userId' | 'role' | 'relationCd' | 'authCd'>;

/** Whether the member may change the academy: the rule the editing routes declare. */
export const canEditInstitute = (member: MemberView): boolean =>
  admissionOf(INSTITUTE_ACCESS.edit, member.role, member.authCd) !== null;

export function membershipView(member: MemberView, inst: { president_user_id: string }): MyMembership {
  return {
    role: member.role,
    relationCd: member.relationCd,
    authCd: member.authCd,
    isPresident: inst.president_user_id === member.userId,
    canEdit: canEditInstitute(member),
  };
}

export function instDetailOf(inst: InstituteRow, member: MemberView): InstDetailResponse {
  return {
    instId: inst.id,
    instNm: inst.inst_nm,
    instTpCd: instTpCdOf(inst.inst_tp_cd),
    subjects: inst.subjects,
    address: inst.address,
    detailAddress: inst.detail_address,
    telNo: inst.tel_no,
    bizRegNo: inst.biz_reg_no ? formatBizRegNo(inst.biz_reg_no) : null,
    logoFileNm: inst.logo_file_nm,
    logoUrl: logoUrlOf(inst.logo_upload_id),
    regions: inst.regions,
    presidentUserId: inst.president_user_id,
    presidentNm: inst.president_nm,
    createdAt: inst.created_at.toISOString(),
    firstUse: firstUseFlags(inst.first_use),
    my: membershipView(member, inst),
  };
}

/** The auditable facts of an institute (what an edit changes). */
export function instAuditState(
  inst: Pick<
    InstituteRow,
    | 'inst_nm'
    | 'inst_tp_cd'
    | 'subjects'
    | 'address'
    | 'detail_address'
    | 'tel_no'
    | 'biz_reg_no'
    | 'logo_file_nm'
    | 'regions'
  >,
) {
  return {
    instNm: inst.inst_nm,
    instTpCd: inst.inst_tp_cd,
    subjects: inst.subjects,
    address: inst.address,
    detailAddress: inst.detail_address,
    telNo: inst.tel_no,
    bizRegNo: inst.biz_reg_no,
    logoFileNm: inst.logo_file_nm,
    regions: inst.regions,
  };
}

export function joinRequestItemOf(row: JoinRequestRow): JoinRequestItem {
  return {
    requestId: row.id,
    userId: row.user_id,
    userNm: row.user_nm,
    maskedMobileNo: displayMaskedPhoneNo(row.mobile_no),
    role: row.requested_role,
    message: row.message,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    decidedAt: iso(row.decided_at),
  };
}

export function searchItemOf(
  row: {
    id: string;
    inst_nm: string;
    inst_tp_cd: string;
    subjects: string[];
    address: string | null;
    tel_no: string | null;
    regions: string[];
    logo_file_nm: string | null;
    logo_upload_id: string | null;
  },
  relations: { joined: Set<string>; requested: Set<string> },
): InstSearchItem {
  return {
    instId: row.id,
    instNm: row.inst_nm,
    instTpCd: instTpCdOf(row.inst_tp_cd),
    subjects: row.subjects,
    address: row.address,
    telNo: row.tel_no,
    regions: row.regions,
    logoFileNm: row.logo_file_nm,
    logoUrl: logoUrlOf(row.logo_upload_id),
    joined: relations.joined.has(row.id),
    requested: relations.requested.has(row.id),
  };
}
