import { GUARDIAN_MINIMUM_AGE } from '@academy/domain/account/account.rules';
import type { MeResponse } from '@academy/domain/account/account.schema';
import { isIsoDate } from '@academy/domain/calendar/calendar.rules';
import { todayBusinessDate } from '@academy/domain/format/format.business-date';
import { ageOn } from '@academy/domain/signup/signup.birth';

/** Which side of a family the member stands on: what the family screens offer and how they word it. */
export type FamilySide = { asGuardian: boolean; asChild: boolean };

/**
 * A member with children or a parent's membership links children; one with guardians, a student's
 * membership or under 19 (too young to be a legal guardian) adds guardians. Someone who is neither
 * yet (a new adult account, staff) is offered both.
 */
export function familySideOf(me: MeResponse, today = todayBusinessDate()): FamilySide {
  const roles = me.memberships.map((membership) => membership.role);
  const birthdate = me.user.birthdate;
  const minor = birthdate !== null && isIsoDate(birthdate) && ageOn(birthdate, today) < GUARDIAN_MINIMUM_AGE;
  const asGuardian = me.children.length > 0 || (!minor && roles.includes('PARENT'));
  const asChild = minor || me.guardians.length > 0 || roles.includes('STUDENT');
  if (!asGuardian && !asChild) return { asGuardian: true, asChild: true };
  return { asGuardian, asChild };
}

/** `guardian`, `child` or `both`: the key of a text worded for that side. */
export function familySideKey(side: FamilySide): 'guardian' | 'child' | 'both' {
  if (side.asGuardian && side.asChild) return 'both';
  return side.asGuardian ? 'guardian' : 'child';
}
