import type { ReactNode } from 'react';
import { AcademyScreen, type AcademyScreenProps, type ChosenAcademy } from '../../../lib/screen/academy-screen';
import { LinkedEmptyState, listNotFound, screenStates } from '../../../lib/screen/screen-states';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { BOOKS_LEDGER_TEXTS } from '../books-ledger.texts';
import { billingAccessOf } from '../lib/billing-access';

const T = BOOKS_LEDGER_TEXTS.common;

export type TuitionFeeScreenProps = Pick<AcademyScreenProps, 'screen' | 'fallbackTitle' | 'title' | 'width'> & {
  children: (inst: ChosenAcademy) => ReactNode;
};

/**
 * The frame of the office's books screens (교습비 원장, 월말 보고서): the route's header, then, for the
 * director and managers holding 041 or 042, the content; a family is pointed to its own 결제 내역
 * (where its year-end statement is), other staff told why not.
 */
export function TuitionFeeScreen({ children, ...frame }: TuitionFeeScreenProps) {
  return (
    <AcademyScreen {...frame} texts={T}>
      {(inst) => {
        if (billingAccessOf(inst).read) return children(inst);
        if (inst.role === 'PARENT' || inst.role === 'STUDENT') {
          return (
            <LinkedEmptyState
              title={T.officeOnly}
              description={T.officeOnlyHint}
              to="/paymentList"
              link={T.toPaymentList}
            />
          );
        }
        return <EmptyState title={T.forbidden} description={T.officeOnly} />;
      }}
    </AcademyScreen>
  );
}

/** Loading, failed, and the student not there (another academy's, or an id that never was). */
export const { Loading, NotFoundState, QueryFailed } = screenStates(T, listNotFound(T, '/v3/tuition-fee/list'));
