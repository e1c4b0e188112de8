import type { ReactNode } from 'react';
import { AcademyScreen, type AcademyScreenProps, type ChosenAcademy } from '../../../lib/screen/academy-screen';
import { listNotFound, screenStates } from '../../../lib/screen/screen-states';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { type TransactionsAccess, transactionsAccessOf } from '../lib/transactions-access';
import { TRANSACTIONS_TEXTS } from '../transactions.texts';

const T = TRANSACTIONS_TEXTS.common;

export type TransactionsScreenProps = Pick<AcademyScreenProps, 'screen' | 'fallbackTitle' | 'title' | 'width'> & {
  children: (inst: ChosenAcademy, access: TransactionsAccess) => ReactNode;
};

/**
 * The frame of 거래 내역: the route's header, then, for the director and managers holding a payment
 * (041, 042) or 입출금 (061, 062) code, the content; everyone else is told which codes it needs.
 */
export function TransactionsScreen({ children, ...frame }: TransactionsScreenProps) {
  return (
    <AcademyScreen {...frame} texts={T}>
      {(inst) => {
        const access = transactionsAccessOf(inst);
        return access.payments || access.cashBook ? (
          children(inst, access)
        ) : (
          <EmptyState title={T.forbidden} description={T.forbiddenHint} />
        );
      }}
    </AcademyScreen>
  );
}

export const { Loading, NotFoundState, QueryFailed } = screenStates(T, listNotFound(T, '/v3/transaction/list'));
