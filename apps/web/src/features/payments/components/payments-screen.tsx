import type { ReactNode } from 'react';
import { AcademyScreen, type AcademyScreenProps, type ChosenAcademy } from '../../../lib/screen/academy-screen';
import { LinkedEmptyState, listNotFound, screenStates } from '../../../lib/screen/screen-states';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { isFamily, mayReadPayments, mayRefund } from '../lib/payments-access';
import { PAYMENTS_TEXTS } from '../payments.texts';

const T = PAYMENTS_TEXTS.common;

/**
 * Who a screen is for: a family paying (`family`), anyone who may read payments (`money`), or the
 * office that may change money (`office`: refunds).
 */
export type PaymentsAudience = 'family' | 'money' | 'office';

function isFor(inst: ChosenAcademy, audience: PaymentsAudience): boolean {
  if (audience === 'family') return isFamily(inst);
  return audience === 'office' ? mayRefund(inst) : mayReadPayments(inst);
}

const WHY_NOT: Record<PaymentsAudience, string> = {
  family: T.familyOnly,
  money: T.noMoney,
  office: PAYMENTS_TEXTS.refund.officeOnly,
};

export type PaymentsScreenProps = Pick<AcademyScreenProps, 'screen' | 'fallbackTitle' | 'title' | 'width'> & {
  audience: PaymentsAudience;
  children: (inst: ChosenAcademy) => ReactNode;
};

function NotForYou({ inst, audience }: { inst: ChosenAcademy; audience: PaymentsAudience }) {
  const office = inst.role === 'DIRECTOR' || inst.role === 'MANAGER';
  if (audience === 'family' && office) {
    return <LinkedEmptyState title={T.familyOnly} description={T.familyOnlyHint} to="/v3/InstBill" link={T.toBills} />;
  }
  return <EmptyState title={T.forbidden} description={WHY_NOT[audience]} />;
}

/**
 * The frame of the 결제 screens: the route's header, then, at the current academy, the content for
 * those it is for — families paying their bills, (receipts and the year's list) families and the
 * office holding 041/042, or (refunds) the office holding 042 — and for anyone else why not.
 */
export function PaymentsScreen({ audience, children, ...frame }: PaymentsScreenProps) {
  return (
    <AcademyScreen {...frame} texts={T}>
      {(inst) => (isFor(inst, audience) ? children(inst) : <NotForYou inst={inst} audience={audience} />)}
    </AcademyScreen>
  );
}

/** Loading, failed, and a payment not there (another family's or academy's answers 404). */
export const { Loading, NotFoundState, QueryFailed } = screenStates(T, listNotFound(T, '/paymentList'));
