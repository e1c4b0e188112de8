import type { MeResponse } from '@academy/domain/account/account.schema';
import type { ChildAcademy } from '@academy/domain/home/home.schema';

/**
 * A child a parent may pick on the home: a child's account (their home across academies, GET
 * /api/me/children/:childUserId/home), or a student record without an account, known only at
 * this academy (its section comes with the academy's home).
 */
export type ChildChoiceOf =
  | { key: string; name: string; kind: 'account'; childUserId: string; inFamily: boolean }
  | { key: string; name: string; kind: 'record'; section: ChildAcademy };

const recordKey = (studentId: string) => `student:${studentId}`;

/**
 * The children to pick from: the family's children (가족 관리) first, then those the academy
 * connected the parent to — by their account when they have one (once), else by their record.
 */
export function childChoices(me: MeResponse | null, academyChildren: readonly ChildAcademy[]): ChildChoiceOf[] {
  const choices: ChildChoiceOf[] = (me?.children ?? []).map((child) => ({
    key: child.userId,
    name: child.userNm,
    kind: 'account',
    childUserId: child.userId,
    inFamily: true,
  }));
  for (const section of academyChildren) {
    const userId = section.student.userId;
    if (userId) {
      if (choices.some((choice) => choice.key === userId)) continue;
      choices.push({
        key: userId,
        name: section.student.studentNm,
        kind: 'account',
        childUserId: userId,
        inFamily: false,
      });
    } else {
      choices.push({
        key: recordKey(section.student.studentId),
        name: section.student.studentNm,
        kind: 'record',
        section,
      });
    }
  }
  return choices;
}

/**
 * The child shown: the one picked on this screen, else the session's child (`common.childUserId`),
 * else the first. Only the family's children are kept in the session (it follows GET /api/auth/me).
 */
export function chosenChild(
  choices: readonly ChildChoiceOf[],
  picked: string | null,
  sessionChild: string | null,
): ChildChoiceOf | null {
  return (
    choices.find((choice) => choice.key === picked) ??
    choices.find((choice) => choice.key === sessionChild) ??
    choices[0] ??
    null
  );
}
