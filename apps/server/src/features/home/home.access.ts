import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import type { Executor } from '../../db/database';
import { AppError } from '../../platform/errors/app-error';
import { childAccount, recordsOfChild, type StudentRecordRow } from './home.queries';

/**
 * Who may open a child's home (docs/access-matrix.md `## home`): a parent of the child, that is an
 * account linked to the child's (family_links), or the connected guardian of the child's student
 * record at an academy where they are a member — the guardian rule of the attendance area
 * (student_guardians.user_id), applied to every academy at once. Anyone else's child, a student
 * asking for themselves, or an account that does not exist answers 404 and reveals nothing.
 *
 * The academies shown are only those where the caller is an active member and the child's
 * connected guardian: a family link alone opens no academy's data.
 */
export async function requireChildOfParent(
  db: Executor,
  parentUserId: string,
  childUserId: string,
  today: IsoDate,
): Promise<{ childNm: string; records: StudentRecordRow[] }> {
  if (parentUserId === childUserId) throw new AppError('NOT_FOUND');
  const [account, records] = await Promise.all([
    childAccount(db, parentUserId, childUserId),
    recordsOfChild(db, parentUserId, childUserId, today),
  ]);
  if (!account || (!account.linked && records.length === 0)) throw new AppError('NOT_FOUND');
  return { childNm: account.user_nm, records };
}
