import type { ReactNode } from 'react';
import { AcademyScreen, type AcademyScreenProps, type ChosenAcademy } from '../../../lib/screen/academy-screen';
import { LinkedEmptyState, listNotFound, screenStates } from '../../../lib/screen/screen-states';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { BILLING_TEXTS } from '../billing.texts';
import { type BillingAccess, billingAccessOf } from '../lib/billing-access';

const T = BILLING_TEXTS.common;

export type BillingScreenProps = Pick<AcademyScreenProps, 'screen' | 'fallbackTitle' | 'title' | 'width'> & {
  children: (inst: ChosenAcademy, access: BillingAccess) => ReactNode;
};

/** A member who may not manage bills: a family is pointed to its own bills, staff told why not. */
function NotOffice({ inst }: { inst: ChosenAcademy }) {
  if (inst.role === 'PARENT' || inst.role === 'STUDENT') {
    return <LinkedEmptyState title={T.officeOnly} description={T.officeOnlyHint} to="/v3/payment" link={T.toPay} />;
  }
  return <EmptyState title={T.forbidden} description={T.officeOnly} />;
}

/**
 * The frame of the office's 청구서 screens: the route's header, then, for the director and the
 * managers holding 041 or 042 at the current academy, the content; everyone else sees why not.
 */
export function BillingScreen({ children, ...frame }: BillingScreenProps) {
  return (
    <AcademyScreen {...frame} texts={T}>
      {(inst) => {
        const access = billingAccessOf(inst);
        return access.read ? children(inst, access) : <NotOffice inst={inst} />;
      }}
    </AcademyScreen>
  );
}

/** Loading, failed, and the bill not there (another academy's, or an id that never was). */
export const { Loading, NotFoundState, QueryFailed } = screenStates(T, listNotFound(T, '/v3/InstBill'));
