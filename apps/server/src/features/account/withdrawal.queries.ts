import { RELATION_CD } from '@academy/domain/access/access.roles';
import type { Executor } from '../../db/database';

/** Institutes a user runs: as their president, or as an active director (020) member. */
export async function institutesRunBy(db: Executor, userId: string) {
  return db
    .selectFrom('institutes')
    .select(['institutes.id', 'institutes.inst_nm'])
    .where((eb) =>
      eb.or([
        eb('institutes.president_user_id', '=', userId),
        eb.exists(
          eb
            .selectFrom('memberships')
            .select('memberships.user_id')
            .whereRef('memberships.inst_id', '=', 'institutes.id')
            .where('memberships.user_id', '=', userId)
            .where('memberships.relation_cd', '=', RELATION_CD.director)
            .where('memberships.status', '=', 'active'),
        ),
      ]),
    )
    .orderBy('institutes.inst_nm')
    .execute();
}

/**
 * Erases what the account held about the person: the row stays (other tables refer to its id) as
 * '탈퇴회원' with no login, contact, identity or profile data.
 */
export async function anonymiseUser(db: Executor, userId: string, input: { name: string; now: Date }) {
  await db
    .updateTable('users')
    .set({
      status: 'withdrawn',
      withdrawn_at: input.now,
      updated_at: input.now,
      login_id: null,
      password_hash: null,
      user_nm: input.name,
      user_nick_nm: null,
      mobile_no: null,
      email: null,
      birthdate: null,
      gender_cd: null,
      profile_file_nm: 'default01.png',
      address: null,
      detail_address: null,
      school_nm: null,
      grade_year: null,
      subjects: [],
      regions: [],
      recommend_cd: null,
      ci_enc: null,
      di_enc: null,
      di_index: null,
      parent_nm: null,
      parent_ci_enc: null,
      marketing_consent: false,
      night_receive_consent: false,
      login_failures: 0,
      locked_until: null,
      dormant_at: null,
    })
    .where('id', '=', userId)
    .execute();
}

/** Ends every membership, family link, social login, pending request and one-time secret of a user. */
export async function detachUser(db: Executor, userId: string, mobileNo: string | null, now: Date) {
  const memberships = await db
    .updateTable('memberships')
    .set({ status: 'ended', ended_at: now })
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .returning(['inst_id', 'relation_cd'])
    .execute();
  await db
    .deleteFrom('family_links')
    .where((eb) => eb.or([eb('parent_user_id', '=', userId), eb('child_user_id', '=', userId)]))
    .execute();
  await db.deleteFrom('social_accounts').where('user_id', '=', userId).execute();
  await db
    .deleteFrom('family_requests')
    .where((eb) => {
      const sent = eb('requester_user_id', '=', userId);
      return mobileNo ? eb.or([sent, eb('target_mobile_no', '=', mobileNo)]) : sent;
    })
    .execute();
  await db.deleteFrom('account_tokens').where('user_id', '=', userId).execute();
  await db.deleteFrom('account_codes').where('user_id', '=', userId).execute();
  return memberships;
}

export async function insertWithdrawalFeedback(
  db: Executor,
  values: { id: string; reason: string; reasonText: string | null; now: Date },
): Promise<void> {
  await db
    .insertInto('withdrawal_feedback')
    .values({ id: values.id, reason: values.reason, reason_text: values.reasonText, created_at: values.now })
    .execute();
}

export async function insertAudit(
  db: Executor,
  values: {
    id: string;
    instId: string | null;
    actorUserId: string;
    action: string;
    target: string;
    before: unknown;
    after: unknown;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: values.id,
      inst_id: values.instId,
      actor_user_id: values.actorUserId,
      action: values.action,
      target: values.target,
      before: JSON.stringify(values.before),
      after: JSON.stringify(values.after),
      at: values.now,
    })
    .execute();
}
