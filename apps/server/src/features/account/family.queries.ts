import { CODE_MAX_ATTEMPTS } from '@academy/domain/account/account.rules';
import type { Insertable } from 'kysely';
import type { Executor, FamilyRequestsTable } from '../../db/database';
import { familyLinkRow, type NewFamilyLink } from '../../platform/family/family-link-row';

/** The link between two people in either direction: who is the guardian and who the child. */
export async function findLinkBetween(db: Executor, userId: string, otherUserId: string) {
  return db
    .selectFrom('family_links')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('parent_user_id', '=', userId), eb('child_user_id', '=', otherUserId)]),
        eb.and([eb('parent_user_id', '=', otherUserId), eb('child_user_id', '=', userId)]),
      ]),
    )
    .executeTakeFirst();
}

export async function insertLink(db: Executor, values: NewFamilyLink): Promise<void> {
  await db.insertInto('family_links').values(familyLinkRow(values)).execute();
}

export async function deleteLink(db: Executor, link: { parent_user_id: string; child_user_id: string }) {
  await db
    .deleteFrom('family_links')
    .where('parent_user_id', '=', link.parent_user_id)
    .where('child_user_id', '=', link.child_user_id)
    .execute();
}

export async function insertRequest(db: Executor, values: Insertable<FamilyRequestsTable>): Promise<void> {
  await db.insertInto('family_requests').values(values).execute();
}

export async function countRequestsSince(db: Executor, requesterUserId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('family_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('requester_user_id', '=', requesterUserId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Requests still waiting: those a user sent, and those sent to their mobile number. */
export async function pendingRequestsOf(db: Executor, userId: string, mobileNo: string | null, now: Date) {
  return db
    .selectFrom('family_requests')
    .innerJoin('users as requester', 'requester.id', 'family_requests.requester_user_id')
    .select([
      'family_requests.id',
      'family_requests.kind',
      'family_requests.requester_user_id',
      'family_requests.target_mobile_no',
      'family_requests.relation_type',
      'family_requests.expires_at',
      'requester.user_nm as requester_nm',
      'requester.mobile_no as requester_mobile_no',
    ])
    .where('family_requests.confirmed_at', 'is', null)
    .where('family_requests.attempts', '<', CODE_MAX_ATTEMPTS)
    .where('family_requests.expires_at', '>', now)
    .where((eb) => {
      const sent = eb('family_requests.requester_user_id', '=', userId);
      return mobileNo ? eb.or([sent, eb('family_requests.target_mobile_no', '=', mobileNo)]) : sent;
    })
    .orderBy('family_requests.created_at')
    .execute();
}

/** Live requests sent to a mobile number by someone else, locked for the confirmation. */
export async function requestsToConfirm(db: Executor, mobileNo: string, userId: string, now: Date) {
  return db
    .selectFrom('family_requests')
    .selectAll()
    .where('target_mobile_no', '=', mobileNo)
    .where('requester_user_id', '<>', userId)
    .where('confirmed_at', 'is', null)
    .where('attempts', '<', CODE_MAX_ATTEMPTS)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .forUpdate()
    .execute();
}

export async function updateLinkRelation(
  db: Executor,
  link: { parent_user_id: string; child_user_id: string },
  relationType: string,
): Promise<void> {
  await db
    .updateTable('family_links')
    .set({ relation_type: relationType })
    .where('parent_user_id', '=', link.parent_user_id)
    .where('child_user_id', '=', link.child_user_id)
    .execute();
}

export async function countWrongTry(db: Executor, requestIds: string[]): Promise<void> {
  if (!requestIds.length) return;
  await db
    .updateTable('family_requests')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', requestIds)
    .execute();
}

export async function markConfirmed(db: Executor, requestId: string, now: Date): Promise<void> {
  await db.updateTable('family_requests').set({ confirmed_at: now }).where('id', '=', requestId).execute();
}
