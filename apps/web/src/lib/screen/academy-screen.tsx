import type { ReactNode } from 'react';
import { RequireSignIn } from '../session/require-sign-in';
import { RouteScreen, type RouteScreenProps } from './route-screen';
import { LinkedEmptyState, type LinkStyle } from './screen-states';

/** What an area knows about the academy chosen in the header; `instId` is null when there is none. */
export type AcademyOf = { instId: string | null };

/** The same, once an academy is chosen. */
export type ChosenAcademy<Inst extends AcademyOf> = Inst & { instId: string };

/** The area's Korean words for a member who has not chosen an academy. */
export type NoAcademyTexts = { noAcademy: string; noAcademyHint: string; goConnect: string };

export type AcademyScreenProps<Inst extends AcademyOf> = Omit<RouteScreenProps, 'children'> & {
  /** The area's hook reading the current academy (`common.instId`) and what the member may do there. */
  useCurrentInst: () => Inst;
  texts: NoAcademyTexts;
  children: (inst: ChosenAcademy<Inst>) => ReactNode;
};

/** A member with no academy chosen: the area's words and the way to connect one (InstConnect by default). */
export function NoAcademyState({
  texts,
  to = '/v3/InstConnect',
  linkStyle,
}: {
  texts: NoAcademyTexts;
  to?: string;
  linkStyle?: LinkStyle;
}) {
  return (
    <LinkedEmptyState
      title={texts.noAcademy}
      description={texts.noAcademyHint}
      to={to}
      link={texts.goConnect}
      linkStyle={linkStyle}
    />
  );
}

function AcademyGate<Inst extends AcademyOf>({
  useCurrentInst,
  texts,
  children,
}: Pick<AcademyScreenProps<Inst>, 'useCurrentInst' | 'texts' | 'children'>) {
  const inst = useCurrentInst();
  const instId = inst.instId;
  if (!instId) return <NoAcademyState texts={texts} />;
  return <>{children({ ...inst, instId })}</>;
}

/**
 * The screen of an academy area: the route's header, then, for a signed-in member (a visitor is sent
 * to log in), the content for the academy chosen in the header, or the way to connect one.
 */
export function AcademyScreen<Inst extends AcademyOf>({
  useCurrentInst,
  texts,
  children,
  ...frame
}: AcademyScreenProps<Inst>) {
  return (
    <RouteScreen {...frame}>
      <RequireSignIn>
        <AcademyGate useCurrentInst={useCurrentInst} texts={texts}>
          {children}
        </AcademyGate>
      </RequireSignIn>
    </RouteScreen>
  );
}
