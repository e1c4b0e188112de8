import type { InviteChannel } from '@academy/domain/employees/employees.rules';
import type { InviteMessageResponse, SendInviteResponse } from '@academy/domain/employees/employees.schema';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { showServerError } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Notice } from '../../../ui/notice/notice';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section, sectionClassName } from '../../../ui/section/section';
import { TextLink } from '../../../ui/text-link/text-link';
import { useInviteMessage } from '../api/get-invite-message';
import { useSendInviteMessage } from '../api/send-invite-message';
import styles from '../components/employees.module.css';
import { EmployeesScreen, Loading, QueryFailed } from '../components/employees-screen';
import { EMPLOYEES_TEXTS } from '../employees.texts';

const T = EMPLOYEES_TEXTS.message;

function MessageSender({ instId, message }: { instId: string; message: InviteMessageResponse }) {
  const [channel, setChannel] = useState<InviteChannel>('alimtalk');
  const [sent, setSent] = useState<SendInviteResponse | null>(null);
  const send = useSendInviteMessage(instId, message.invite.inviteId);
  const chosen = message.channels.find((option) => option.channel === channel);

  async function onSend() {
    try {
      const result = await send.mutateAsync({ channel });
      setSent(result);
      showToast(T.sent(result.maskedMobileNo));
    } catch (error) {
      showServerError(error, null);
    }
  }

  return (
    <>
      <Section title={T.previewLabel}>
        <p className={screenStyles.lead}>{T.recipient(message.invite.maskedMobileNo, message.invite.userNm)}</p>
        <p className={styles.message}>{message.text}</p>
      </Section>
      {message.sendable ? (
        <div className={sectionClassName()}>
          <RadioGroup
            label={T.channelLabel}
            name="channel"
            value={channel}
            onValueChange={(value) => setChannel(value as InviteChannel)}
            options={message.channels.map((option) => ({
              value: option.channel,
              label: `${T.channelName[option.channel]} · ${T.cost(option.cost)}`,
              description: T.billedAs[option.billedAs],
            }))}
          />
          {channel === 'alimtalk' && <Notice>{T.alimtalkNote}</Notice>}
          {chosen && (
            <p className={screenStyles.lead} aria-live="polite">
              {T.total(chosen.cost)}
            </p>
          )}
          {sent && (
            <Notice tone="primary" role="status">
              {T.sentResult(T.billedAs[sent.billedAs], sent.cost)}
            </Notice>
          )}
          <Button size="lg" fullWidth loading={send.isPending} onClick={() => void onSend()}>
            {T.send}
          </Button>
        </div>
      ) : (
        <EmptyState title={T.notSendable} description={T.notSendableHint} />
      )}
      <TextLink to="/v3/InviteCode">{T.toInviteCodes}</TextLink>
    </>
  );
}

function InviteMessageContent({ instId, inviteId }: { instId: string; inviteId: string }) {
  const message = useInviteMessage(instId, inviteId);
  if (message.isPending) return <Loading />;
  if (message.isError) return <QueryFailed error={message.error} onRetry={() => void message.refetch()} />;
  return <MessageSender instId={instId} message={message.data} />;
}

/** /inviteMessage (?inviteId=…): the invitation text with its code and link, the channel and its cost, then 보내기. */
export function InviteMessagePage() {
  const [searchParams] = useSearchParams();
  const inviteId = searchParams.get('inviteId') ?? '';
  return (
    <EmployeesScreen screen="inviteMessage" fallbackTitle="초대 메시지">
      {({ instId }) =>
        inviteId ? (
          <InviteMessageContent instId={instId} inviteId={inviteId} />
        ) : (
          <EmptyState
            title={T.noInvite}
            description={T.noInviteHint}
            action={
              <TextLink to="/v3/InviteCode" variant="strong">
                {T.toInviteCodes}
              </TextLink>
            }
          />
        )
      }
    </EmployeesScreen>
  );
}
