import type { RegisteredCardView } from '@academy/domain/billing/cards.schema';
import { useState } from 'react';
import { showRefusal } from '../../../lib/forms/server-errors';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { showToast } from '../../../lib/toast';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { FormDialog, FormDialogButtons, FormDialogClose } from '../../../ui/form-dialog/form-dialog';
import { List, ListItem } from '../../../ui/list/list';
import { Notice } from '../../../ui/notice/notice';
import { Section } from '../../../ui/section/section';
import { TextLink } from '../../../ui/text-link/text-link';
import { useCards } from '../api/get-cards';
import { useRemoveCard } from '../api/remove-card';
import { CARDS_TEXTS } from '../cards.texts';
import styles from '../components/payments.module.css';
import { Loading, PaymentsScreen, QueryFailed } from '../components/payments-screen';
import { cardLabel } from './card-management-page';

const T = CARDS_TEXTS.list;

/** The confirmation before a card is removed; says so when automatic payment stops with it. */
function RemoveDialog({
  card,
  autopay,
  pending,
  onConfirm,
  onClose,
}: {
  card: RegisteredCardView;
  autopay: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={T.confirmTitle}
      lead={`${T.confirmBody(cardLabel(card))} ${autopay ? T.confirmAutopay : ''}`.trim()}
    >
      <FormDialogButtons>
        <FormDialogClose asChild>
          <Button variant="outline">{T.cancel}</Button>
        </FormDialogClose>
        <Button variant="danger" loading={pending} onClick={onConfirm}>
          {T.confirm}
        </Button>
      </FormDialogButtons>
    </FormDialog>
  );
}

function CardManageListBody({ inst }: { inst: ChosenAcademy }) {
  const cards = useCards(inst.instId);
  const remove = useRemoveCard(inst.instId);
  const [removing, setRemoving] = useState<RegisteredCardView | null>(null);
  if (cards.isPending) return <Loading />;
  if (cards.isError) return <QueryFailed error={cards.error} onRetry={() => void cards.refetch()} />;

  async function confirm(card: RegisteredCardView) {
    try {
      await remove.mutateAsync(card.cardId);
      setRemoving(null);
      showToast(T.removed);
    } catch (error) {
      showRefusal(error);
    }
  }

  return (
    <div className={styles.stack}>
      <Notice tone="neutral">{T.lead}</Notice>
      <Section>
        <List
          label={T.label}
          items={cards.data.myRegCardList}
          getKey={(card) => card.cardId}
          emptyText={CARDS_TEXTS.management.empty}
          emptyDescription={CARDS_TEXTS.management.emptyHint}
          renderItem={(card) => (
            <ListItem
              title={cardLabel(card)}
              trailing={
                <>
                  {card.cardId === cards.data.selectCard && <Badge tone="primary">{T.autopayBadge}</Badge>}
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={T.removeLabel(cardLabel(card))}
                    onClick={() => setRemoving(card)}
                  >
                    {T.remove}
                  </Button>
                </>
              }
            />
          )}
        />
      </Section>
      <div className={styles.links}>
        <TextLink to="/cardManagement">{T.toManagement}</TextLink>
      </div>
      {removing && (
        <RemoveDialog
          card={removing}
          autopay={removing.cardId === cards.data.selectCard}
          pending={remove.isPending}
          onConfirm={() => void confirm(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </div>
  );
}

/** /cardManageList: the family account's registered cards, each to be removed after a confirmation. */
export function CardManageListPage() {
  return (
    <PaymentsScreen screen="cardManageList" fallbackTitle="등록 카드 목록" audience="family" width="md">
      {(inst) => <CardManageListBody inst={inst} />}
    </PaymentsScreen>
  );
}
