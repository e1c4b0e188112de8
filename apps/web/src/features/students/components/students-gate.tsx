import type { ReactNode } from 'react';
import { NoAcademyState } from '../../../lib/screen/academy-screen';
import { LoadFailed as LoadFailedState } from '../../../lib/screen/query-failed';
import { SignedIn } from '../../../lib/screen/signed-in';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { ScreenLoading } from '../../../ui/screen/screen';
import { type StudentsAccess, useStudentsAccess } from '../lib/use-students-access';
import { STUDENTS_TEXTS } from '../students.texts';

const T = STUDENTS_TEXTS.common;
const NO_ACADEMY = { noAcademy: T.noInst, noAcademyHint: T.noInstHint, goConnect: T.goConnect };

export function Loading() {
  return <ScreenLoading label={T.loading} compact />;
}

export function LoadFailed({ onRetry, title }: { onRetry?: () => void; title?: string }) {
  return <LoadFailedState texts={T} onRetry={onRetry} title={title} />;
}

type Need = 'manage' | 'view' | 'move-classes' | 'member';

function AccessGate({ need, children }: { need: Need; children: (access: StudentsAccess) => ReactNode }) {
  const { access } = useStudentsAccess();
  if (!access) return <NoAcademyState texts={NO_ACADEMY} />;
  const allowed =
    need === 'member' ||
    (need === 'manage' ? access.canManage : need === 'move-classes' ? access.canMoveClasses : access.canView);
  if (!allowed) {
    const hint = need === 'move-classes' ? STUDENTS_TEXTS.classMoving.forbiddenHint : T.forbiddenHint;
    return <EmptyState title={T.forbidden} description={hint} />;
  }
  return <>{children(access)}</>;
}

/**
 * Shows `children` to a signed-in member of an academy who may do what the screen needs: `manage`
 * (director, manager with 010), `view` (staff who may see students), `move-classes` (director, manager
 * with 020) or `member` (anyone at the academy). Others see why not, in Korean. The server enforces the same rules.
 */
export function StudentsGate({ need, children }: { need: Need; children: (access: StudentsAccess) => ReactNode }) {
  return (
    <SignedIn texts={T} compactLoading>
      {() => <AccessGate need={need}>{children}</AccessGate>}
    </SignedIn>
  );
}
