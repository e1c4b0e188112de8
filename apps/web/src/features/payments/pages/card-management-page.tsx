import type { MyCardsResponse, RegisteredCardView } from '@academy/domain/billing/cards.schema';
import { formatDateTime } from '@academy/domain/format/format.date';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showRefusal } from '../../../lib/forms/server-errors';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { List, ListItem } from '../../../ui/list/list';
import { Notice } from '../../../ui/notice/notice';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { Section } from '../../../ui/section/section';
import { TextLink } from '../../../ui/text-link/text-link';
import { useChooseAutopay } from '../api/choose-autopay';
import { getCardRegistrationQueryOptions } from '../api/get-card-registration';
import { useCards } from '../api/get-cards';
import { useStopAutopay } from '../api/stop-autopay';
import { CARDS_TEXTS } from '../cards.texts';
import { PaymentConsents } from '../components/payment-consents';
import styles from '../components/payments.module.css';
import { Loading, PaymentsScreen, QueryFailed } from '../components/payments-screen';
import { SandboxCardPage } from '../components/sandbox-card-page';
import { requestTossBillingAuth } from '../components/toss-billing-auth';

const T = CARDS_TEXTS.management;

export const cardLabel = (card: RegisteredCardView) => T.card(card.cardCompany, card.cardNumberMasked);

/** 카드 등록: the provider's card page — the local test page with the sandbox, Toss's with Toss. */
function RegisterButton({ instId }: { instId: string }) {
  const queryClient = useQueryClient();
  const [sandboxOpen, setSandboxOpen] = useState(false);
  const [opening, setOpening] = useState(false);

  async function open() {
    setOpening(true);
    try {
      const { checkout } = await queryClient.fetchQuery(getCardRegistrationQueryOptions(instId));
      if (checkout.provider === 'toss' && checkout.clientKey) {
        await requestTossBillingAuth({
          clientKey: checkout.clientKey,
          customerKey: checkout.customerKey,
          origin: window.location.origin,
        });
      } else {
        setSandboxOpen(true);
      }
    } catch (error) {
      showRefusal(error);
    } finally {
      setOpening(false);
    }
  }

  return (
    <>
      <Button variant="outline" loading={opening} onClick={() => void open()}>
        {T.register}
      </Button>
      {sandboxOpen && <SandboxCardPage instId={instId} open onOpenChange={setSandboxOpen} />}
    </>
  );
}

/** 자동결제: the card bills are paid with on their due date, chosen with the consent given now. */
function AutopayForm({ instId, cards }: { instId: string; cards: MyCardsResponse }) {
  const choose = useChooseAutopay(instId);
  const stop = useStopAutopay(instId);
  const [cardId, setCardId] = useState<string>(cards.selectCard ?? cards.myRegCardList[0]?.cardId ?? '');
  const [agreed, setAgreed] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const current = cards.myRegCardList.find((card) => card.cardId === cards.selectCard);

  async function turnOn() {
    setSubmitted(true);
    if (!cardId || !agreed) return;
    try {
      await choose.mutateAsync({ cardId, agreed: true, consentVersion: cards.consentVersion });
      setAgreed(false);
      setSubmitted(false);
      showToast(T.saved);
    } catch (error) {
      showRefusal(error);
    }
  }

  async function turnOff() {
    try {
      await stop.mutateAsync();
      showToast(T.stopped);
    } catch (error) {
      showRefusal(error);
    }
  }

  return (
    <Section title={T.autopay}>
      <div className={styles.stack}>
        <p className={styles.lead} role="status">
          {current && cards.autopayConsent
            ? T.autopayOn(cardLabel(current), formatDateTime(new Date(cards.autopayConsent.consentedAt)))
            : T.autopayOff}
        </p>
        <p className={styles.muted}>{T.howItWorks}</p>
        {cards.myRegCardList.length > 0 && (
          <>
            <RadioGroup
              label={T.chooseCard}
              name="selectCard"
              options={cards.myRegCardList.map((card) => ({ value: card.cardId, label: cardLabel(card) }))}
              value={cardId}
              onValueChange={setCardId}
              error={submitted && !cardId ? T.chooseRequired : undefined}
            />
            <PaymentConsents
              label={T.agree}
              agreed={agreed}
              onAgreedChange={setAgreed}
              error={submitted && !agreed ? T.agreeRequired : undefined}
            />
            <Button fullWidth loading={choose.isPending} onClick={() => void turnOn()}>
              {current ? T.change : T.turnOn}
            </Button>
          </>
        )}
        {current && (
          <Button variant="outline" fullWidth loading={stop.isPending} onClick={() => void turnOff()}>
            {T.turnOff}
          </Button>
        )}
      </div>
    </Section>
  );
}

function CardManagementBody({ inst }: { inst: ChosenAcademy }) {
  const cards = useCards(inst.instId);
  if (cards.isPending) return <Loading />;
  if (cards.isError) return <QueryFailed error={cards.error} onRetry={() => void cards.refetch()} />;
  const list = cards.data.myRegCardList;
  return (
    <div className={styles.stack}>
      <Notice tone="neutral">{T.lead}</Notice>
      <Section title={T.cards} actions={<RegisterButton instId={inst.instId} />}>
        <List
          label={T.cards}
          items={list}
          getKey={(card) => card.cardId}
          emptyText={T.empty}
          emptyDescription={T.emptyHint}
          renderItem={(card) => <ListItem title={cardLabel(card)} />}
        />
        {list.length > 0 && (
          <div className={styles.links}>
            <TextLink to="/cardManageList">{T.manage}</TextLink>
          </div>
        )}
      </Section>
      <AutopayForm key={cards.data.selectCard ?? 'off'} instId={inst.instId} cards={cards.data} />
    </div>
  );
}

/**
 * /cardManagement (SPEC `payment.myRegCardList`, `payment.selectCard`): a family account's
 * registered cards in this academy, 카드 등록 through the provider's card page, and automatic
 * payment on the due date with the card chosen and the consent given here.
 */
export function CardManagementPage() {
  return (
    <PaymentsScreen screen="cardManagement" fallbackTitle="카드 관리" audience="family" width="md">
      {(inst) => <CardManagementBody inst={inst} />}
    </PaymentsScreen>
  );
}
