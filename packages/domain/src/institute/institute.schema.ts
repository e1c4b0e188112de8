import { z } from 'zod';
import { RELATION_CODES, ROLES } from '../access/access.roles';
import { phoneNoSchema } from '../phone/phone.schema';
import { SUBJECTS_MAX } from '../signup/signup.constants';
import { isAllowedUpload } from '../uploads/uploads.rules';
import { labelled } from '../validation/validation.error-map';
import { formatMessage } from '../validation/validation.messages';
import {
  ADDRESS_MAX,
  CONNECT_PURPOSES,
  DETAIL_ADDRESS_MAX,
  FIRST_USE_FEATURES,
  INST_NM_MAX,
  INST_TYPES,
  INTRO_MAX,
  INVITE_CODE_LENGTH,
  JOIN_MESSAGE_MAX,
  JOIN_REQUEST_STATUSES,
  LOGO_FILE_NM_MAX,
  REGION_CODES,
  REJECT_REASON_MAX,
  SEARCH_QUERY_MAX,
  STAFF_RELATION_CODES,
  SUBJECT_NM_MAX,
} from './institute.constants';
import { isBizRegNo, normalizeInviteCode, stripBizRegNo } from './institute.rules';

/**
 * The institutes API contract (issue 5, "Institutes" and "Connecting people to an academy"): every
 * request and response the server validates and the web forms use. Tenant routes live under
 * `/api/insts/:instId/…`.
 */

// ── fields ───────────────────────────────────────────────────────────────────

export const instIdSchema = z.uuid();
export const instNmSchema = labelled(z.string().trim().min(1).max(INST_NM_MAX), '학원명');
export const instTpCdSchema = labelled(z.enum(INST_TYPES), '학원 유형', 'choice');

/** 과목: one to ten, duplicates dropped. */
export const instSubjectsSchema = labelled(
  z
    .array(labelled(z.string().trim().min(1).max(SUBJECT_NM_MAX), '과목'))
    .overwrite((subjects) => [...new Set(subjects)])
    .min(1)
    .max(SUBJECTS_MAX),
  '과목',
  'choice',
);
export const addressSchema = labelled(z.string().trim().min(1).max(ADDRESS_MAX), '주소');
export const detailAddressSchema = labelled(z.string().trim().max(DETAIL_ADDRESS_MAX), '상세 주소');
export const instTelNoSchema = labelled(phoneNoSchema, '전화번호');

/** 사업자등록번호 (optional): empty, or 000-00-00000 with a valid check digit; kept as 10 digits. */
export const bizRegNoSchema = labelled(
  z
    .string()
    .trim()
    .refine((value) => value === '' || isBizRegNo(value), formatMessage('사업자등록번호'))
    .overwrite(stripBizRegNo),
  '사업자등록번호',
);

/** A logo's stored file name (optional): empty, or an image (jpg, jpeg, png, heif, heic). */
export const logoFileNmSchema = labelled(
  z
    .string()
    .trim()
    .max(LOGO_FILE_NM_MAX)
    .refine(
      (value) => value === '' || isAllowedUpload(value, ['image']),
      '로고는 이미지 파일(jpg, jpeg, png, heif, heic)만 사용할 수 있습니다.',
    ),
  '로고',
);

export const regionCodeSchema = labelled(z.enum(REGION_CODES), '지역', 'choice');
export const firstUseFeatureSchema = z.enum(FIRST_USE_FEATURES);
const yesNo = z.enum(['Y', 'N']);
export const firstUseFlagsSchema = z.object(
  Object.fromEntries(FIRST_USE_FEATURES.map((feature) => [feature, yesNo])) as Record<
    (typeof FIRST_USE_FEATURES)[number],
    typeof yesNo
  >,
);

const roleSchema = z.enum(ROLES);
const relationCdSchema = z.enum(RELATION_CODES).nullable();
const connectPurposeSchema = z.enum(CONNECT_PURPOSES);
const staffRelationCdSchema = z.enum(STAFF_RELATION_CODES);

export const instParams = z.object({ instId: instIdSchema });

// ── create, read, edit (instCreateTF, instDetailInfoN, instEditInfoN) ─────────

const instFields = {
  instNm: instNmSchema,
  instTpCd: instTpCdSchema,
  subjects: instSubjectsSchema,
  address: addressSchema,
  detailAddress: detailAddressSchema.optional(),
  telNo: instTelNoSchema,
  bizRegNo: bizRegNoSchema.optional(),
  logoFileNm: logoFileNmSchema.optional(),
};

export const instCreateBody = z.object(instFields);
export type InstCreateBody = z.output<typeof instCreateBody>;
export type InstCreateInput = z.input<typeof instCreateBody>;

/** instEditInfoN: any of the create fields; an empty 사업자등록번호, 상세 주소 or 로고 clears it. */
export const instUpdateBody = z.object(instFields).partial();
export type InstUpdateBody = z.output<typeof instUpdateBody>;

/** What the signed-in member is at the academy they are looking at. */
export const myMembership = z.object({
  role: roleSchema,
  relationCd: relationCdSchema,
  authCd: z.string().nullable(),
  isPresident: z.boolean(),
  /** May change the academy's details (director, or staff with 010). */
  canEdit: z.boolean(),
});
export type MyMembership = z.infer<typeof myMembership>;

export const instDetailResponse = z.object({
  instId: z.string(),
  instNm: z.string(),
  instTpCd: z.enum(INST_TYPES),
  subjects: z.array(z.string()),
  address: z.string().nullable(),
  detailAddress: z.string().nullable(),
  telNo: z.string().nullable(),
  /** 000-00-00000, or null. */
  bizRegNo: z.string().nullable(),
  logoFileNm: z.string().nullable(),
  /** The uploaded logo (`/api/files/…`), or null. */
  logoUrl: z.string().nullable(),
  regions: z.array(z.string()),
  presidentUserId: z.string(),
  presidentNm: z.string(),
  createdAt: z.string(),
  firstUse: firstUseFlagsSchema,
  my: myMembership,
});
export type InstDetailResponse = z.infer<typeof instDetailResponse>;

export const instCreateResponse = instDetailResponse;

// ── regions (SettingArea), extra (/v3/inst/extra), first use ─────────────────

/** SettingArea: up to five 시·도, each once. */
export const regionsBody = z.object({
  regions: labelled(
    z
      .array(regionCodeSchema)
      .overwrite((regions) => [...new Set(regions)])
      .max(5),
    '지역',
    'choice',
  ),
});
export type RegionsBody = z.infer<typeof regionsBody>;
export const regionsResponse = z.object({ regions: z.array(z.string()) });

export const instExtraResponse = z.object({
  instId: z.string(),
  instNm: z.string(),
  instTpCd: z.enum(INST_TYPES),
  subjects: z.array(z.string()),
  intro: z.string().nullable(),
  updatedAt: z.string(),
  canEdit: z.boolean(),
});
export type InstExtraResponse = z.infer<typeof instExtraResponse>;

export const instExtraBody = z.object({ intro: labelled(z.string().trim().max(INTRO_MAX), '학원 소개') });
export type InstExtraBody = z.infer<typeof instExtraBody>;

export const firstUseParams = z.object({ instId: instIdSchema, feature: firstUseFeatureSchema });
export const firstUseResponse = z.object({ firstUse: firstUseFlagsSchema });
export type FirstUseResponse = z.infer<typeof firstUseResponse>;

// ── my academies (ConnectInstList) ───────────────────────────────────────────

export const myInst = z.object({
  instId: z.string(),
  instNm: z.string(),
  instTpCd: z.enum(INST_TYPES),
  address: z.string().nullable(),
  logoFileNm: z.string().nullable(),
  /** The uploaded logo (`/api/files/…`), or null. */
  logoUrl: z.string().nullable(),
  role: roleSchema,
  relationCd: relationCdSchema,
  authCd: z.string().nullable(),
  isPresident: z.boolean(),
  canLeave: z.boolean(),
  joinedAt: z.string(),
});
export type MyInst = z.infer<typeof myInst>;

export const myJoinRequest = z.object({
  requestId: z.string(),
  instId: z.string(),
  instNm: z.string(),
  role: connectPurposeSchema,
  createdAt: z.string(),
});

export const myInstsResponse = z.object({ insts: z.array(myInst), pendingRequests: z.array(myJoinRequest) });
export type MyInstsResponse = z.infer<typeof myInstsResponse>;

export const leaveResponse = z.object({ left: z.literal(true), instId: z.string() });

// ── invitations (InstConnect → InstConnectCheck → InstConnectResult) ─────────

/** What a person types: letters and digits, any case, with spaces or hyphens (`abcd-2345`). */
export const inviteCodeSchema = labelled(
  z
    .string()
    .trim()
    .min(1, { abort: true })
    .max(20)
    .overwrite(normalizeInviteCode)
    .regex(new RegExp(`^[A-Z0-9]{${INVITE_CODE_LENGTH}}$`)),
  '초대 코드',
);
export const inviteCodeParams = z.object({ code: inviteCodeSchema });
export const inviteCodeForm = z.object({ code: inviteCodeSchema });
export type InviteCodeForm = z.input<typeof inviteCodeForm>;

export const invitePreviewResponse = z.object({
  code: z.string(),
  instId: z.string(),
  instNm: z.string(),
  instTpCd: z.enum(INST_TYPES),
  purpose: connectPurposeSchema,
  /** For staff: manager 030 or teacher 050. */
  relationCd: staffRelationCdSchema.nullable(),
  /** Who it was made for (e.g. the parent's or the teacher's name). */
  targetNm: z.string().nullable(),
  /** The child the invitation is about (student and parent invitations). */
  studentNm: z.string().nullable(),
  expiresAt: z.string(),
  /**
   * Whether accepting would connect nothing new for the signed-in user (already staff there; already
   * this student's account; already linked to this child); null for a visitor.
   */
  alreadyConnected: z.boolean().nullable(),
  /**
   * Whether the invitation was sent to a mobile number other than the signed-in account's verified
   * one, so this account cannot accept it (inviteMatchesPhone); null for a visitor.
   */
  forOtherPhone: z.boolean().nullable(),
});
export type InvitePreviewResponse = z.infer<typeof invitePreviewResponse>;

export const inviteAcceptResponse = z.object({
  instId: z.string(),
  instNm: z.string(),
  purpose: connectPurposeSchema,
  role: roleSchema,
  relationCd: relationCdSchema,
  studentNm: z.string().nullable(),
});
export type InviteAcceptResponse = z.infer<typeof inviteAcceptResponse>;

// ── search and join requests (searchInstTF, searchInst, requestInstTF) ───────

export const SEARCH_NEEDS_QUERY_MESSAGE = '검색어를 입력하거나 지역을 선택해 주세요';

export const instSearchQuery = z
  .object({
    q: labelled(z.string().trim().max(SEARCH_QUERY_MAX), '검색어').default(''),
    region: regionCodeSchema.optional(),
    page: labelled(z.coerce.number().int().min(1).max(1000), '페이지').default(1),
  })
  .superRefine((value, ctx) => {
    if (value.q === '' && value.region === undefined) {
      ctx.addIssue({ code: 'custom', path: ['q'], message: SEARCH_NEEDS_QUERY_MESSAGE, input: value.q });
    }
  });
export type InstSearchQuery = z.input<typeof instSearchQuery>;

/** Public facts only: what a signboard and a search portal would show. */
export const instSearchItem = z.object({
  instId: z.string(),
  instNm: z.string(),
  instTpCd: z.enum(INST_TYPES),
  subjects: z.array(z.string()),
  address: z.string().nullable(),
  telNo: z.string().nullable(),
  regions: z.array(z.string()),
  logoFileNm: z.string().nullable(),
  /** The uploaded logo (`/api/files/…`), or null. */
  logoUrl: z.string().nullable(),
  /** For a signed-in searcher: already a member / a request is waiting. */
  joined: z.boolean(),
  requested: z.boolean(),
});
export type InstSearchItem = z.infer<typeof instSearchItem>;

export const instSearchResponse = z.object({
  items: z.array(instSearchItem),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  hasNext: z.boolean(),
});
export type InstSearchResponse = z.infer<typeof instSearchResponse>;

/** One academy's public card (requestInstTF). */
export const instPublicResponse = instSearchItem;

export const joinRequestBody = z.object({
  role: labelled(connectPurposeSchema, '가입 유형', 'choice'),
  message: labelled(z.string().trim().max(JOIN_MESSAGE_MAX), '요청 메시지').optional(),
});
export type JoinRequestBody = z.infer<typeof joinRequestBody>;
export type JoinRequestInput = z.input<typeof joinRequestBody>;

export const joinRequestResponse = z.object({
  requestId: z.string(),
  instId: z.string(),
  instNm: z.string(),
  role: connectPurposeSchema,
  status: z.enum(JOIN_REQUEST_STATUSES),
  createdAt: z.string(),
});

export const joinRequestItem = z.object({
  requestId: z.string(),
  userId: z.string(),
  userNm: z.string(),
  /** Masked for the list (010-****-5678), or 번호 없음. */
  maskedMobileNo: z.string(),
  role: connectPurposeSchema,
  message: z.string().nullable(),
  status: z.enum(JOIN_REQUEST_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type JoinRequestItem = z.infer<typeof joinRequestItem>;

export const joinRequestListQuery = z.object({ status: z.enum(JOIN_REQUEST_STATUSES).default('pending') });
export const joinRequestListResponse = z.object({ items: z.array(joinRequestItem), pendingCount: z.number() });
export type JoinRequestListResponse = z.infer<typeof joinRequestListResponse>;

export const joinRequestParams = z.object({ instId: instIdSchema, requestId: z.uuid() });

/** Approving a staff request gives a manager 030 or (by default) a teacher 050. The body may be left out. */
export const joinApproveBody = z
  .object({ relationCd: labelled(staffRelationCdSchema, '직책', 'choice').optional() })
  .nullish();
export const joinRejectBody = z
  .object({ reason: labelled(z.string().trim().max(REJECT_REASON_MAX), '거절 사유').optional() })
  .nullish();
export const joinDecisionResponse = z.object({
  requestId: z.string(),
  status: z.enum(JOIN_REQUEST_STATUSES),
  decidedAt: z.string(),
  /** Whether the SMS to the requester went (the in-app notification always does). */
  smsSent: z.boolean(),
});
