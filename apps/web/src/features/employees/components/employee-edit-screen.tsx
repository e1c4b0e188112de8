import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EMPLOYEES_TEXTS } from '../employees.texts';
import { EmployeesScreen, NotFoundState } from './employees-screen';
import { RequirePermission } from './require-permission';

/**
 * A screen that changes one employee (`?userId=…`): only members holding 032 see its form, anyone
 * else reads why; without a userId it is the not-found state.
 */
export function EmployeeEditScreen({
  screen,
  fallbackTitle,
  children,
}: {
  screen: string;
  fallbackTitle: string;
  children: (edit: { instId: string; userId: string }) => ReactNode;
}) {
  const [searchParams] = useSearchParams();
  const userId = searchParams.get('userId') ?? '';
  return (
    <EmployeesScreen screen={screen} fallbackTitle={fallbackTitle}>
      {(inst) =>
        userId ? (
          <RequirePermission
            inst={inst}
            code="032"
            title={EMPLOYEES_TEXTS.common.writeForbidden}
            hint={EMPLOYEES_TEXTS.common.writeForbiddenHint}
          >
            {children({ instId: inst.instId, userId })}
          </RequirePermission>
        ) : (
          <NotFoundState />
        )
      }
    </EmployeesScreen>
  );
}
