import type { MeResponse } from '@academy/domain/account/account.schema';
import { patchCommon } from '../../store/common-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Select } from '../../ui/select/select';
import { useSwitchInst } from './use-switch-inst';

/** The academies of a user, once each, in membership order. */
export function academiesOf(me: MeResponse): { instId: string; instNm: string }[] {
  const seen = new Map<string, string>();
  for (const membership of me.memberships)
    if (!seen.has(membership.instId)) seen.set(membership.instId, membership.instNm);
  return [...seen].map(([instId, instNm]) => ({ instId, instNm }));
}

/**
 * The current academy (`common.instId`): a picker when the user belongs to several, otherwise
 * nothing to choose. Switching keeps the chosen child.
 */
export function AcademyPicker({ me, instId, label }: { me: MeResponse; instId: string | null; label: string }) {
  const switchInst = useSwitchInst();
  const academies = academiesOf(me);
  if (academies.length === 0) return null;
  return (
    <Select
      label={label}
      placeholder={false}
      options={academies.map((academy) => ({ value: academy.instId, label: academy.instNm }))}
      value={instId ?? academies[0]?.instId ?? ''}
      onChange={(event) => switchInst(me, event.target.value)}
    />
  );
}

/** A parent's current child (`common.childUserId`); nothing for someone with no linked children. */
export function ChildPicker({ me, label }: { me: MeResponse; label: string }) {
  const childUserId = useAppSelector((state) => state.common.childUserId);
  const dispatch = useAppDispatch();
  if (me.children.length === 0) return null;
  return (
    <Select
      label={label}
      placeholder={false}
      options={me.children.map((child) => ({ value: child.userId, label: child.userNm }))}
      value={childUserId ?? me.children[0]?.userId ?? ''}
      onChange={(event) => dispatch(patchCommon({ childUserId: event.target.value }))}
    />
  );
}
