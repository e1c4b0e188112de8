import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { signInPath } from '../../../lib/session/sign-in-path';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Spinner } from '../../../ui/spinner/spinner';
import { TextLink } from '../../../ui/text-link/text-link';
import { type StudentsAccess, useStudentsAccess } from '../lib/use-students-access';
import { STUDENTS_TEXTS } from '../students.texts';
import styles from './students.module.css';

const T = STUDENTS_TEXTS.common;

export function Loading() {
  return (
    <div className={styles.centered}>
      <Spinner label={T.loading} />
    </div>
  );
}

export function LoadFailed({ onRetry, title = T.loadFailed }: { onRetry?: () => void; title?: string }) {
  return (
    <EmptyState
      title={title}
      description={T.loadFailedHint}
      action={
        onRetry && (
          <Button variant="outline" onClick={onRetry}>
            {T.retry}
          </Button>
        )
      }
    />
  );
}

/**
 * Shows `children` to a signed-in member of an academy who may do what the screen needs: `manage`
 * (director, manager with 010), `view` (staff who may see students), `move-classes` (director, manager
 * with 020) or `member` (anyone at the academy). Others see why not, in Korean. The server enforces the same rules.
 */
export function StudentsGate({
  need,
  children,
}: {
  need: 'manage' | 'view' | 'move-classes' | 'member';
  children: (access: StudentsAccess) => ReactNode;
}) {
  const { me, access } = useStudentsAccess();
  const location = useLocation();
  if (me.isPending) return <Loading />;
  if (me.isError) return <LoadFailed onRetry={() => void me.refetch()} />;
  if (!me.data) {
    return (
      <EmptyState
        title={T.loginRequired}
        description={T.loginRequiredHint}
        action={
          <TextLink to={signInPath(`${location.pathname}${location.search}`)} variant="strong">
            {T.goLogin}
          </TextLink>
        }
      />
    );
  }
  if (!access) {
    return (
      <EmptyState
        title={T.noInst}
        description={T.noInstHint}
        action={
          <TextLink to="/v3/InstConnect" variant="strong">
            {T.goConnect}
          </TextLink>
        }
      />
    );
  }
  const allowed =
    need === 'member' ||
    (need === 'manage' ? access.canManage : need === 'move-classes' ? access.canMoveClasses : access.canView);
  if (!allowed) {
    const hint = need === 'move-classes' ? STUDENTS_TEXTS.classMoving.forbiddenHint : T.forbiddenHint;
    return <EmptyState title={T.forbidden} description={hint} />;
  }
  return <>{children(access)}</>;
}
