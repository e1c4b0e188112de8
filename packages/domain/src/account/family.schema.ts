import { z } from 'zod';
import { labelled } from '../validation/validation.error-map';
import { codeSchema, labelledMobileNo, transIdSchema } from './account.schema';

/** How a guardian is related to a child (FamilyRelation). */
export const RELATION_TYPES = ['아버지', '어머니', '조부모', '기타'] as const;
export type RelationType = (typeof RELATION_TYPES)[number];
export const relationTypeSchema = labelled(z.enum(RELATION_TYPES), '관계', 'choice');

export const familyLink = z.object({
  userId: z.string(),
  userNm: z.string(),
  relationType: z.enum(RELATION_TYPES),
  /** The other person's mobile, masked. */
  maskedMobileNo: z.string(),
  linkedAt: z.string(),
});

export const pendingFamilyRequest = z.object({
  requestId: z.string(),
  direction: z.enum(['sent', 'received']),
  /** 'child': a guardian asked to link a child; 'guardian': a child asked to add a guardian. */
  kind: z.enum(['child', 'guardian']),
  otherUserNm: z.string().nullable(),
  maskedMobileNo: z.string(),
  relationType: z.enum(RELATION_TYPES),
  expiresAt: z.string(),
});

export const familyResponse = z.object({
  children: z.array(familyLink),
  guardians: z.array(familyLink),
  requests: z.array(pendingFamilyRequest),
});
export type FamilyResponse = z.infer<typeof familyResponse>;

/** A guardian links a child who proves who they are on the guardian's device (purpose 'family'). */
export const linkChildByVerificationBody = z.object({ transId: transIdSchema, relationType: relationTypeSchema });

/** A guardian asks to link a child: a code goes to the child's mobile, and the child confirms it. */
export const childLinkRequestBody = z.object({ childMobileNo: labelledMobileNo, relationType: relationTypeSchema });

/** A child (AddGuardian) asks a guardian to link: a code goes to the guardian's mobile. */
export const guardianLinkRequestBody = z.object({
  guardianMobileNo: labelledMobileNo,
  relationType: relationTypeSchema,
});

/** FamilyConnectCheck: the person who received the code confirms it while signed in. */
export const familyConfirmBody = z.object({ code: codeSchema });

/** FamilyRelationChange. */
export const familyRelationChangeBody = z.object({ relationType: relationTypeSchema });
export const familyUserParams = z.object({ userId: z.uuid() });
