import { timingSafeEqual } from 'node:crypto';
import type { SentResponse } from '@academy/domain/account/account.schema';
import type { FamilyResponse, RelationType } from '@academy/domain/account/family.schema';
import type { Executor } from '../../db/database';
import type { Session } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { consumeVerifiedIdentity } from '../../platform/identity/verified-identity';
import { newId } from '../../platform/ids/new-id';
import { FAMILY_REQUEST_TTL_MS, FAMILY_REQUESTS_PER_DAY } from './account.constants';
import { identityMatchesUser } from './account.identity';
import { maskedMobileOf, relationTypeOf } from './account.mappers';
import { familyLinksOf, findUserById, findUsersOfPerson } from './account.queries';
import {
  countRequestsSince,
  countWrongTry,
  deleteLink,
  findLinkBetween,
  insertLink,
  insertRequest,
  markConfirmed,
  pendingRequestsOf,
  requestsToConfirm,
  updateLinkRelation,
} from './family.queries';
import { newCode, settle } from './one-time';

/**
 * Family (FamilyRelation, FamilyRelationChange, AddGuardian, FamilyConnectCheck). A link joins a
 * guardian and a child, with the guardian's relation (아버지, 어머니, 조부모, 기타). A guardian
 * links a child by the child's verification on the guardian's device, or by a code sent to the
 * child's mobile that the child confirms while signed in; a child asks a guardian the same way.
 * Both sides see the link and either may change its relation or remove it.
 */

const DAY = 24 * 60 * 60 * 1000;

async function requireUser(db: Executor, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

export async function getFamily(
  ctx: AppContext,
  caller: { userId: string },
  db: Executor = ctx.db,
): Promise<FamilyResponse> {
  const now = ctx.clock.now();
  const { userId } = caller;
  const me = await requireUser(db, userId);
  const [links, requests] = await Promise.all([
    familyLinksOf(db, userId),
    pendingRequestsOf(db, userId, me.mobile_no, now),
  ]);
  const link = (row: (typeof links.children)[number]) => ({
    userId: row.id,
    userNm: row.user_nm,
    relationType: relationTypeOf(row.relation_type),
    maskedMobileNo: maskedMobileOf(row.mobile_no),
    linkedAt: row.created_at.toISOString(),
  });
  return {
    children: links.children.map(link),
    guardians: links.guardians.map(link),
    requests: requests.map((row) => {
      const sent = row.requester_user_id === userId;
      return {
        requestId: row.id,
        direction: sent ? ('sent' as const) : ('received' as const),
        kind: row.kind,
        otherUserNm: sent ? null : row.requester_nm,
        maskedMobileNo: maskedMobileOf(sent ? row.target_mobile_no : row.requester_mobile_no),
        relationType: relationTypeOf(row.relation_type),
        expiresAt: row.expires_at.toISOString(),
      };
    }),
  };
}

/** Links two people, refusing oneself and a pair already linked either way. */
async function link(
  ctx: AppContext,
  trx: Executor,
  input: { parentUserId: string; childUserId: string; relationType: string },
): Promise<void> {
  if (input.parentUserId === input.childUserId) throw new AppError('FAMILY_SELF');
  if (await findLinkBetween(trx, input.parentUserId, input.childUserId)) throw new AppError('FAMILY_ALREADY_LINKED');
  await insertLink(trx, { ...input, now: ctx.clock.now() });
}

/** A guardian links a child who verified (purpose 'family') on the guardian's device. */
export async function linkChildByVerification(
  ctx: AppContext,
  session: Session,
  input: { transId: string; relationType: RelationType },
): Promise<FamilyResponse> {
  return ctx.db.transaction().execute(async (trx) => {
    const identity = await consumeVerifiedIdentity(ctx, input.transId, 'family', { db: trx });
    const accounts = (await findUsersOfPerson(trx, identity)).filter(
      (user) => user.status === 'active' && identityMatchesUser(user, identity),
    );
    const child = accounts.find((user) => user.di_index === identity.diIndex) ?? accounts[0];
    if (!child) throw new AppError('FAMILY_ACCOUNT_NOT_FOUND');
    await link(ctx, trx, { parentUserId: session.userId, childUserId: child.id, relationType: input.relationType });
    return getFamily(ctx, session, trx);
  });
}

const requestCodeHash = (ctx: AppContext, id: string, code: string) =>
  ctx.adapters.crypto.blindIndex(code, `family-code:${id}`);

/** A code to the other person's mobile; they confirm it while signed in (FamilyConnectCheck). */
export async function requestFamilyLink(
  ctx: AppContext,
  session: Session,
  input: { kind: 'child' | 'guardian'; mobileNo: string; relationType: RelationType },
): Promise<SentResponse> {
  const now = ctx.clock.now();
  const me = await requireUser(ctx.db, session.userId);
  if (me.mobile_no === input.mobileNo) throw new AppError('FAMILY_SELF');
  if ((await countRequestsSince(ctx.db, me.id, new Date(now.getTime() - DAY))) >= FAMILY_REQUESTS_PER_DAY) {
    throw new AppError('FAMILY_TOO_MANY_REQUESTS');
  }
  const id = newId();
  const code = newCode();
  const expiresAt = new Date(now.getTime() + FAMILY_REQUEST_TTL_MS);
  await insertRequest(ctx.db, {
    id,
    kind: input.kind,
    requester_user_id: me.id,
    target_mobile_no: input.mobileNo,
    relation_type: input.relationType,
    code_hash: requestCodeHash(ctx, id, code),
    expires_at: expiresAt,
    created_at: now,
  });
  const asked = input.kind === 'child' ? '자녀로 연결하자는' : '보호자로 연결해 달라는';
  await ctx.adapters.messaging.send({
    channel: 'sms',
    recipient: input.mobileNo,
    body: `[학원ON] ${me.user_nm}님이 가족(${asked}) 연결을 요청했습니다. 로그인 후 가족 연결 확인 화면에 인증번호 ${code}를 입력해 주세요. (24시간 유효)`,
    purpose: 'family-request',
  });
  return { sent: true, expiresAt: expiresAt.toISOString() };
}

/**
 * FamilyConnectCheck: the code matches one of the live requests sent to the signed-in member's
 * mobile; the link is made. A wrong code counts against every such request (5 wrong tries end them).
 */
export async function confirmFamilyLink(ctx: AppContext, session: Session, code: string): Promise<FamilyResponse> {
  return settle(ctx, async (trx) => {
    const now = ctx.clock.now();
    const me = await requireUser(trx, session.userId);
    const candidates = me.mobile_no ? await requestsToConfirm(trx, me.mobile_no, me.id, now) : [];
    const match = candidates.find((request) => {
      const given = Buffer.from(requestCodeHash(ctx, request.id, code));
      const expected = Buffer.from(request.code_hash);
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
    if (!match) {
      await countWrongTry(
        trx,
        candidates.map((request) => request.id),
      );
      const message = '인증번호와 일치하는 가족 연결 요청이 없습니다. 인증번호를 다시 확인해 주세요.';
      return new AppError('CODE_MISMATCH', message, { code: message });
    }
    const [parentUserId, childUserId] =
      match.kind === 'child' ? [match.requester_user_id, me.id] : [me.id, match.requester_user_id];
    await link(ctx, trx, { parentUserId, childUserId, relationType: match.relation_type });
    await markConfirmed(trx, match.id, now);
    return getFamily(ctx, { userId: me.id }, trx);
  });
}

export async function changeRelation(
  ctx: AppContext,
  session: Session,
  otherUserId: string,
  relationType: RelationType,
): Promise<FamilyResponse> {
  return ctx.db.transaction().execute(async (trx) => {
    const existing = await findLinkBetween(trx, session.userId, otherUserId);
    if (!existing) throw new AppError('FAMILY_LINK_NOT_FOUND');
    await updateLinkRelation(trx, existing, relationType);
    return getFamily(ctx, session, trx);
  });
}

export async function removeLink(ctx: AppContext, session: Session, otherUserId: string): Promise<FamilyResponse> {
  return ctx.db.transaction().execute(async (trx) => {
    const existing = await findLinkBetween(trx, session.userId, otherUserId);
    if (!existing) throw new AppError('FAMILY_LINK_NOT_FOUND');
    await deleteLink(trx, existing);
    return getFamily(ctx, session, trx);
  });
}
