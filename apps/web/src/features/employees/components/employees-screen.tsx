import type { ReactNode } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useRouteEntry } from '../../../lib/routing/route-entry';
import { RequireSignIn } from '../../../lib/session/require-sign-in';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Header } from '../../../ui/header/header';
import { Spinner } from '../../../ui/spinner/spinner';
import { TextLink } from '../../../ui/text-link/text-link';
import { EMPLOYEES_TEXTS } from '../employees.texts';
import { type CurrentInst, useCurrentInst } from '../lib/use-current-inst';
import styles from './screen.module.css';

const T = EMPLOYEES_TEXTS.common;

export type EmployeesScreenProps = {
  /** Used when the page is not rendered by the route map (tests); otherwise the route's id and title. */
  screen: string;
  fallbackTitle: string;
  /** Right-hand header actions. */
  actions?: ReactNode;
  children: (inst: CurrentInst & { instId: string }) => ReactNode;
};

function InstGate({ children }: { children: EmployeesScreenProps['children'] }) {
  const inst = useCurrentInst();
  if (!inst.instId) {
    return (
      <EmptyState
        title={T.noAcademy}
        description={T.noAcademyHint}
        action={
          <TextLink to="/v3/InstConnect" variant="strong">
            {T.goConnect}
          </TextLink>
        }
      />
    );
  }
  return <>{children({ ...inst, instId: inst.instId })}</>;
}

/** The frame of every 직원과 권한 screen: the header with the route's title, then the signed-in member's academy. */
export function EmployeesScreen({ screen, fallbackTitle, actions, children }: EmployeesScreenProps) {
  const route = useRouteEntry()?.entry;
  return (
    <section className={styles.screen} data-screen={route?.id ?? screen}>
      <Header title={route?.title ?? fallbackTitle} actions={actions} />
      <div className={styles.body}>
        <RequireSignIn>
          <InstGate>{children}</InstGate>
        </RequireSignIn>
      </div>
    </section>
  );
}

export function Loading() {
  return (
    <div className={styles.centered}>
      <Spinner label={T.loading} />
    </div>
  );
}

/** The employee or invitation is not there (or belongs to another academy). */
export function NotFoundState() {
  return (
    <EmptyState
      title={T.notFound}
      description={T.notFoundHint}
      action={
        <TextLink to="/v3/EmployeeList" variant="strong">
          {T.toList}
        </TextLink>
      }
    />
  );
}

/** A query that failed: refused (403), not there (404) or anything else, with a retry. */
export function QueryFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isApiError(error) && error.status === 403) {
    return <EmptyState title={T.forbidden} description={error.message} />;
  }
  if (isApiError(error) && error.status === 404) return <NotFoundState />;
  return (
    <EmptyState
      title={T.loadFailed}
      description={T.loadFailedHint}
      action={
        <Button variant="outline" onClick={onRetry}>
          {T.retry}
        </Button>
      }
    />
  );
}
