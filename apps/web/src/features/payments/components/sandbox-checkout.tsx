import type { PaymentOrderResponse } from '@academy/domain/billing/billing.schema';
import { formatWon } from '@academy/domain/format/format.money';
import { INSTALLMENT_LABELS } from '@academy/domain/payment/payment.rules';
import { useNavigate } from 'react-router';
import { Facts } from '../../../ui/facts/facts';
import { useSandboxAuthorize } from '../api/sandbox-authorize';
import { payResultPath } from '../lib/pay-result';
import { PAYMENTS_TEXTS } from '../payments.texts';
import { SandboxProviderDialog } from './sandbox-provider-dialog';

const T = PAYMENTS_TEXTS.sandbox;

/**
 * 테스트 결제창: the checkout of a server running locally with the sandbox payment provider. It
 * plays the card company — approve, decline, or never answer — and then returns to /payResult with
 * the same query a real provider's success redirect carries, so the rest of the flow is the real one.
 */
export function SandboxCheckout({
  instId,
  order,
  open,
  onOpenChange,
}: {
  instId: string;
  order: PaymentOrderResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const authorize = useSandboxAuthorize(instId);
  return (
    <SandboxProviderDialog
      texts={T}
      open={open}
      onOpenChange={onOpenChange}
      onAnswer={async (outcome, cardCompany) => {
        const { paymentKey } = await authorize.mutateAsync({ orderId: order.orderId, outcome, cardCompany });
        void navigate(payResultPath({ paymentKey, orderId: order.orderId, amount: order.amount }));
      }}
    >
      <Facts>
        <dt>{T.order}</dt>
        <dd>{order.orderName}</dd>
        <dt>{T.amount}</dt>
        <dd>{formatWon(order.amount)}</dd>
        <dt>{T.installment}</dt>
        <dd>{INSTALLMENT_LABELS[order.installmentCd]}</dd>
      </Facts>
    </SandboxProviderDialog>
  );
}
