import { instantOn } from '@academy/domain/attendance/attendance.rules';
import { addDays, type IsoDate } from '@academy/domain/calendar/calendar.rules';
import { consentRows } from '../../features/account/signup.service';
import { newId } from '../../platform/ids/new-id';
import type { Executor } from '../database';
import { DEMO_ACCOUNTS } from './demo-accounts.data';
import { insertRows } from './demo-insert';

/**
 * The demo accounts with their sign-up consents (the under-14 child's given by her guardian, as the
 * sign-up's guardian path records), and the demo parent's two children linked to her.
 */
export async function writeDemoAccounts(
  db: Executor,
  input: { now: Date; today: IsoDate; passwordHash: string },
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const users = [];
  const consents = [];
  for (const account of DEMO_ACCOUNTS) {
    const id = newId();
    ids.set(account.loginId, id);
    const joinedAt =
      account.joinedDaysAgo === 0
        ? new Date(input.now.getTime() - 4 * 3_600_000)
        : instantOn(addDays(input.today, -account.joinedDaysAgo), '10:00');
    const underFourteen = account.guardianNm !== undefined;
    users.push({
      id,
      login_id: account.loginId,
      password_hash: input.passwordHash,
      user_nm: account.userNm,
      user_nick_nm: account.userNm,
      mobile_no: account.mobileNo,
      email: `${account.loginId}@example.com`,
      birthdate: account.birthdate,
      gender_cd: null,
      last_active_at: input.now,
      parent_nm: account.guardianNm ?? null,
      guardian_consented_at: underFourteen ? joinedAt : null,
      created_at: joinedAt,
      updated_at: joinedAt,
    });
    // The rows a sign-up records: none of the demo accounts agreed to marketing or night messages.
    consents.push(
      ...consentRows(
        id,
        { age14: true, useTerms: true, personalInfo: true, marketing: false, night: false },
        joinedAt,
        { guardian: underFourteen },
      ),
    );
  }
  await insertRows(db, 'users', users);
  await insertRows(db, 'user_consents', consents);

  const parentId = ids.get('parent') as string;
  await insertRows(
    db,
    'family_links',
    ['student', 'student2'].map((child) => ({
      parent_user_id: parentId,
      child_user_id: ids.get(child) as string,
      relation_type: '어머니',
    })),
  );
  return ids;
}
