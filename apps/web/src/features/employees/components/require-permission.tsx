import type { PermissionCode } from '@academy/domain/access/access.permissions';
import { PERM } from '@academy/domain/access/access.permissions';
import type { ReactNode } from 'react';
import type { CurrentInst } from '../../../lib/session/use-current-inst';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { TextLink } from '../../../ui/text-link/text-link';
import { EMPLOYEES_TEXTS } from '../employees.texts';

export type RequirePermissionProps = {
  inst: CurrentInst;
  /** The permission code the screen's action needs (the server checks it again). */
  code: PermissionCode;
  /** What the member cannot do, and who can (in words, never codes). */
  title: string;
  hint: string;
  children: ReactNode;
};

/**
 * Shows a form only to a member whose permission codes allow what it does; anyone else reads why
 * and whom to ask, instead of filling it in to be refused on submit. The way back is the staff list
 * when they may see it.
 */
export function RequirePermission({ inst, code, title, hint, children }: RequirePermissionProps) {
  if (inst.can(code)) return <>{children}</>;
  return (
    <EmptyState
      title={title}
      description={hint}
      action={
        inst.can(PERM.staffView) ? (
          <TextLink to="/v3/EmployeeList" variant="strong">
            {EMPLOYEES_TEXTS.common.toList}
          </TextLink>
        ) : undefined
      }
    />
  );
}
