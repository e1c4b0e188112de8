import { useNavigate } from 'react-router';
import { useSandboxRegisterCard } from '../api/sandbox-register-card';
import { CARDS_TEXTS } from '../cards.texts';
import { cardRegResultPath } from './card-reg-result';
import { SandboxProviderDialog } from './sandbox-provider-dialog';

/**
 * 테스트 카드 등록창: the card page of a server running locally with the sandbox payment provider.
 * It plays the card company — a card whose automatic payments are approved, declined or never
 * answered — and returns to /cardRegResult with the query a real card page's success redirect
 * carries, so the rest of the flow is the real one.
 */
export function SandboxCardPage({
  instId,
  open,
  onOpenChange,
}: {
  instId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const register = useSandboxRegisterCard(instId);
  return (
    <SandboxProviderDialog
      texts={CARDS_TEXTS.sandbox}
      open={open}
      onOpenChange={onOpenChange}
      onAnswer={async (outcome, cardCompany) => {
        void navigate(cardRegResultPath(await register.mutateAsync({ outcome, cardCompany })));
      }}
    />
  );
}
