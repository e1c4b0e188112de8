import { GENERIC_FAILURE_MESSAGE } from '@academy/domain/uploads/uploads.rules';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { refusalMessage } from '../../../lib/forms/server-errors';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { RouteScreen } from '../../../lib/screen/route-screen';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section } from '../../../ui/section/section';
import { TextLink } from '../../../ui/text-link/text-link';
import { useAcceptEtiquette } from '../api/room-mutations';
import { CHAT_TEXTS } from '../chat.texts';
import styles from '../components/chat.module.css';
import { ChatScreen } from '../components/chat-screen';

const T = CHAT_TEXTS.etiquette;

function EtiquetteLines() {
  return (
    <Section title={CHAT_TEXTS.list.etiquette}>
      <p>{T.lead}</p>
      <ol className={styles.etiquette}>
        {CHAT_TEXTS.etiquetteLines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </Section>
  );
}

function Accept({ inst, channelUrl }: { inst: ChosenAcademy; channelUrl: string }) {
  const navigate = useNavigate();
  const accept = useAcceptEtiquette(inst.instId);
  const [error, setError] = useState<string | null>(null);
  async function agree() {
    setError(null);
    try {
      await accept.mutateAsync();
      showToast(T.accepted);
      navigate(`/chatRoomInside/${encodeURIComponent(channelUrl)}`, { replace: true });
    } catch (failure) {
      setError(refusalMessage(failure) ?? GENERIC_FAILURE_MESSAGE);
    }
  }
  return (
    <div className={styles.stack}>
      <EtiquetteLines />
      {error && (
        <p className={screenStyles.fieldError} role="alert">
          {error}
        </p>
      )}
      <Button fullWidth loading={accept.isPending} onClick={() => void agree()}>
        {T.accept}
      </Button>
    </div>
  );
}

/** /chatRoomEtiquette/:channelUrl: the 에티켓 before a person's first message; agreeing opens the composer. */
export function ChatRoomEtiquettePage() {
  const channelUrl = useParams().channelUrl ?? '';
  return (
    <ChatScreen screen="chatRoomEtiquette" fallbackTitle="채팅방 에티켓">
      {(inst) => <Accept inst={inst} channelUrl={channelUrl} />}
    </ChatScreen>
  );
}

/** /etiquette: the 에티켓, always reachable (also for a visitor). */
export const EtiquettePage = () => (
  <RouteScreen screen="etiquette" fallbackTitle="채팅 에티켓">
    <div className={styles.stack}>
      <EtiquetteLines />
      <TextLink to="/chatRoomListMain" variant="muted">
        {T.back}
      </TextLink>
    </div>
  </RouteScreen>
);
