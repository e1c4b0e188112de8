import { calendarDateSchema } from '@academy/domain/calendar/calendar.schema';
import { mobileNoSchema } from '@academy/domain/phone/phone.schema';
import { labelled } from '@academy/domain/validation/validation.error-map';
import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '../../platform/adapters/social/social';

/** Form fields left blank arrive as ''; they mean "not given". */
const blankable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

export const providerParams = z.object({
  provider: z.enum(SOCIAL_PROVIDERS, { error: '지원하지 않는 소셜 로그인입니다.' }),
});

const returnFields = {
  redirect_uri: z.string({ error: '돌아갈 주소(redirect_uri)가 필요합니다.' }).min(1).max(2000),
  state: z.string().max(500).default(''),
  code_challenge: blankable(z.string().regex(/^[\w-]{43}$/, { error: 'code_challenge가 올바르지 않습니다.' })),
  code_challenge_method: blankable(z.literal('S256', { error: 'S256만 지원합니다.' })),
};

export const authorizeQuery = z.object({
  ...returnFields,
  response_type: blankable(z.literal('code', { error: 'response_type은 code여야 합니다.' })),
  client_id: blankable(z.string().max(200)),
  scope: blankable(z.string().max(500)),
  response_mode: blankable(z.string().max(50)),
});
export type AuthorizeQuery = z.infer<typeof authorizeQuery>;

export const approveQuery = z.object({
  ...returnFields,
  name: z
    .string({ error: '이름을 입력해 주세요.' })
    .trim()
    .min(1, { error: '이름을 입력해 주세요.' })
    .max(30, { error: '이름은 30자 이내로 입력해 주세요.' }),
  nickname: blankable(z.string().trim().max(30, { error: '닉네임은 30자 이내로 입력해 주세요.' })),
  email: blankable(z.email({ error: '이메일 주소를 확인해 주세요.' }).max(100)),
  birthdate: blankable(calendarDateSchema('생년월일')),
  mobileNo: blankable(labelled(mobileNoSchema, '휴대폰 번호')),
  providerUserId: blankable(
    z
      .string()
      .trim()
      .max(100)
      .regex(/^[\w.-]+$/, { error: '계정 번호는 영문과 숫자로 입력해 주세요.' }),
  ),
});
export type ApproveQuery = z.infer<typeof approveQuery>;
