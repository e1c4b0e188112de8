import type { ReactNode } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useRouteEntry } from '../../../lib/routing/route-entry';
import { RequireSignIn } from '../../../lib/session/require-sign-in';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Header } from '../../../ui/header/header';
import { Spinner } from '../../../ui/spinner/spinner';
import { TextLink } from '../../../ui/text-link/text-link';
import { type CurrentInst, useCurrentInst } from '../lib/use-current-inst';
import { SCHEDULE_TEXTS } from '../schedule.texts';
import styles from './screen.module.css';

const T = SCHEDULE_TEXTS.common;

/** The frame of every 일정 screen: the header with the route's title, then the signed-in member's academy. */
export function ScheduleScreen({
  screen,
  fallbackTitle,
  children,
}: {
  screen: string;
  fallbackTitle: string;
  children: (inst: CurrentInst & { instId: string }) => ReactNode;
}) {
  const route = useRouteEntry()?.entry;
  return (
    <section className={styles.screen} data-screen={route?.id ?? screen}>
      <Header title={route?.title ?? fallbackTitle} />
      <div className={styles.body}>
        <RequireSignIn>
          <InstGate>{children}</InstGate>
        </RequireSignIn>
      </div>
    </section>
  );
}

function InstGate({ children }: { children: (inst: CurrentInst & { instId: string }) => ReactNode }) {
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

export function Loading() {
  return (
    <div className={styles.centered}>
      <Spinner label={T.loading} />
    </div>
  );
}

export function QueryFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isApiError(error) && error.status === 403) {
    return <EmptyState title={T.forbidden} description={error.message} />;
  }
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
