import { CONNECT_PURPOSES, INST_TYPE_LABELS, JOIN_MESSAGE_MAX } from '@academy/domain/institute/institute.constants';
import {
  type InstSearchItem,
  type JoinRequestBody,
  type JoinRequestInput,
  joinRequestBody,
} from '@academy/domain/institute/institute.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { RadioInput } from '../../../lib/forms/radio-input';
import { showServerError } from '../../../lib/forms/server-errors';
import { ActionRow } from '../../../ui/action-row/action-row';
import { Badge } from '../../../ui/badge/badge';
import { Button, buttonClassName } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Notice } from '../../../ui/notice/notice';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section } from '../../../ui/section/section';
import { TextArea } from '../../../ui/text-area/text-area';
import { useMyInsts } from '../api/get-my-insts';
import { usePublicInst } from '../api/get-public-inst';
import { useRequestJoin } from '../api/request-join';
import { InstScreen } from '../components/inst-screen';
import styles from '../components/institute.module.css';
import { CancelJoinRequestButton } from '../components/pending-join-requests';
import { LoadFailed, Loading, SignedIn } from '../components/require-member';
import { INSTITUTE_TEXTS } from '../institute.texts';

const T = INSTITUTE_TEXTS.request;

const ROLE_OPTIONS = CONNECT_PURPOSES.map((role) => ({
  value: role,
  label: T.roles[role].label,
  description: T.roles[role].description,
})).sort((a, b) => ['parent', 'student', 'staff'].indexOf(a.value) - ['parent', 'student', 'staff'].indexOf(b.value));

function InstCard({ inst }: { inst: InstSearchItem }) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heroTitle}>
        {inst.instNm}
      </h2>
      <span className={screenStyles.badges}>
        <Badge tone="neutral">{INST_TYPE_LABELS[inst.instTpCd]}</Badge>
        {inst.subjects.map((subject) => (
          <Badge key={subject} tone="secondary">
            {subject}
          </Badge>
        ))}
      </span>
      {inst.address && <p className={styles.muted}>{inst.address}</p>}
    </Section>
  );
}

function Sent({ instNm }: { instNm: string }) {
  return (
    <EmptyState
      title={T.sentTitle}
      description={T.sentLead(instNm)}
      action={
        <ActionRow itemMinWidth={160}>
          <Link to="/v3/ConnectInstList" className={buttonClassName({ variant: 'primary' })}>
            {T.myInsts}
          </Link>
          <Link to="/searchInstTF" className={buttonClassName({ variant: 'outline' })}>
            {T.backToSearch}
          </Link>
        </ActionRow>
      }
    />
  );
}

function RequestForm({ inst, onSent }: { inst: InstSearchItem; onSent: () => void }) {
  const send = useRequestJoin(inst.instId);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<JoinRequestInput, unknown, JoinRequestBody>({
    resolver: zodResolver(joinRequestBody),
    defaultValues: { message: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      onSent();
    } catch (error) {
      showServerError(error, setError, ['role', 'message']);
    }
  });
  return (
    <form className={screenStyles.form} onSubmit={submit} noValidate>
      <RadioInput control={control} name="role" label={T.role} options={ROLE_OPTIONS} required />
      <TextArea
        label={T.message}
        placeholder={T.messagePlaceholder}
        rows={3}
        maxLength={JOIN_MESSAGE_MAX}
        error={errors.message?.message}
        {...register('message')}
      />
      <Button type="submit" size="lg" fullWidth loading={send.isPending}>
        {T.submit}
      </Button>
    </form>
  );
}

/** A request is already waiting: say so, and let the requester take it back (the form then returns). */
function Requested({ instId, instNm }: { instId: string; instNm: string }) {
  const mine = useMyInsts();
  const request = mine.data?.pendingRequests.find((candidate) => candidate.instId === instId);
  return (
    <>
      <Notice>{T.requested}</Notice>
      {request && (
        <div className={styles.inlineActions}>
          <CancelJoinRequestButton request={{ instId, instNm, requestId: request.requestId }} />
        </div>
      )}
    </>
  );
}

function RequestContent({ instId }: { instId: string }) {
  const inst = usePublicInst(instId);
  const [sent, setSent] = useState(false);
  if (inst.isPending) return <Loading />;
  if (inst.isError) return <LoadFailed onRetry={() => void inst.refetch()} />;
  if (sent) return <Sent instNm={inst.data.instNm} />;
  return (
    <>
      <InstCard inst={inst.data} />
      {inst.data.joined ? (
        <Notice>{T.joined}</Notice>
      ) : inst.data.requested ? (
        <Requested instId={instId} instNm={inst.data.instNm} />
      ) : (
        <>
          <p className={screenStyles.lead}>{T.lead}</p>
          <RequestForm inst={inst.data} onSent={() => setSent(true)} />
        </>
      )}
    </>
  );
}

/** requestInstTF: ask the chosen academy to let the user join as a parent, student or staff. */
export function RequestInstPage() {
  const [params] = useSearchParams();
  const instId = params.get('instId') ?? '';
  return (
    <InstScreen screen="requestInstTF" fallbackTitle="학원 등록 요청">
      <SignedIn>
        {() =>
          /^[0-9a-f-]{36}$/i.test(instId) ? (
            <RequestContent key={instId} instId={instId} />
          ) : (
            <EmptyState
              title={T.missingInst}
              action={
                <Link to="/searchInstTF" className={buttonClassName({ variant: 'primary' })}>
                  {INSTITUTE_TEXTS.myInsts.search}
                </Link>
              }
            />
          )
        }
      </SignedIn>
    </InstScreen>
  );
}
