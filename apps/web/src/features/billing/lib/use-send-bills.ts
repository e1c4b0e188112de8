import { useState } from 'react';
import { showRefusal } from '../../../lib/forms/server-errors';
import { confirmModal } from '../../../lib/modal';
import { showToast } from '../../../lib/toast';
import { getSendCost } from '../api/get-send-cost';
import { useSendBills } from '../api/send-bills';
import { BILLING_TEXTS } from '../billing.texts';

const T = BILLING_TEXTS.send;

/**
 * Sending drafts the way every message of the product goes out (PRODUCT: costs are shown before
 * sending): the families and the 알림톡·문자 cost are asked for first, the director confirms with
 * the figure in front of them, then the bills go. `run` resolves true when they were sent.
 */
export function useSendBillsFlow(instId: string) {
  const send = useSendBills(instId);
  const [checking, setChecking] = useState(false);

  async function run(billIds: readonly string[]): Promise<boolean> {
    if (billIds.length === 0) {
      showToast(T.nothing);
      return false;
    }
    setChecking(true);
    try {
      const preview = await getSendCost(instId, { billIds: [...billIds] });
      const { cost } = preview;
      const messages = cost.alimTalk + cost.sms + cost.lms;
      const answer = await confirmModal({
        title: T.confirmTitle,
        contents:
          messages === 0 && cost.totalWon === 0
            ? T.confirmFree(preview.bills, preview.families)
            : T.confirm(preview.bills, preview.families, cost.alimTalk, cost.sms + cost.lms, cost.totalWon),
        yesLabel: T.yes,
        noLabel: BILLING_TEXTS.common.cancel,
      });
      if (answer !== 'yes') return false;
      const done = await send.mutateAsync({ billIds: [...billIds] });
      showToast(T.sent(done.sent));
      return true;
    } catch (error) {
      showRefusal(error);
      return false;
    } finally {
      setChecking(false);
    }
  }

  return { run, busy: checking || send.isPending };
}
