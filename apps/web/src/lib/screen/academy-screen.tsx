import type { ReactNode } from 'react';
import { RequireSignIn } from '../session/require-sign-in';
import { type CurrentInst, useCurrentInst } from '../session/use-current-inst';
import { RouteScreen, type RouteScreenProps } from './route-screen';
import { LinkedEmptyState, type LinkStyle } from './screen-states';

/** The current academy (useCurrentInst), once one is chosen. */
export type ChosenAcademy = CurrentInst & { instId: string };

/** The area's Korean words for a member who has not chosen an academy. */
export type NoAcademyTexts = { noAcademy: string; noAcademyHint: string; goConnect: string };

export type AcademyScreenProps = Omit<RouteScreenProps, 'children'> & {
  texts: NoAcademyTexts;
  children: (inst: ChosenAcademy) => ReactNode;
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

function AcademyGate({ texts, children }: Pick<AcademyScreenProps, 'texts' | 'children'>) {
  const inst = useCurrentInst();
  const instId = inst.instId;
  if (!instId) return <NoAcademyState texts={texts} />;
  return <>{children({ ...inst, instId })}</>;
}

/**
 * The screen of an academy area: the route's header, then, for a signed-in member (a visitor is sent
 * to log in), the content for the academy chosen in the header, or the way to connect one.
 */
export function AcademyScreen({ texts, children, ...frame }: AcademyScreenProps) {
  return (
    <RouteScreen {...frame}>
      <RequireSignIn>
        <AcademyGate texts={texts}>{children}</AcademyGate>
      </RequireSignIn>
    </RouteScreen>
  );
}
