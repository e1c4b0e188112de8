import { RELATION_CD, ROLE_LABELS } from '@academy/domain/access/access.roles';
import type { MeResponse } from '@academy/domain/account/account.schema';
import { formatDate } from '@academy/domain/format/format.date';
import { INST_TYPE_LABELS } from '@academy/domain/institute/institute.constants';
import { normalizeInviteCode } from '@academy/domain/institute/institute.rules';
import type { InvitePreviewResponse } from '@academy/domain/institute/institute.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { refusalMessage, showRefusal } from '../../../lib/forms/server-errors';
import { refreshMe, useMe } from '../../../lib/session/get-me';
import { signInPath } from '../../../lib/session/sign-in-path';
import { useSwitchInst } from '../../../lib/session/use-switch-inst';
import { ActionRow } from '../../../ui/action-row/action-row';
import { Button, buttonClassName } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Notice } from '../../../ui/notice/notice';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section } from '../../../ui/section/section';
import { useAcceptInvite } from '../api/accept-invite';
import { getInviteQueryOptions, useInvite } from '../api/get-invite';
import { InstScreen } from '../components/inst-screen';
import styles from '../components/institute.module.css';
import { LoadFailed, Loading } from '../components/require-member';
import { INSTITUTE_TEXTS } from '../institute.texts';

const T = INSTITUTE_TEXTS.check;

export function purposeText(invite: Pick<InvitePreviewResponse, 'purpose' | 'relationCd'>): string {
  if (invite.purpose === 'staff')
    return T.purposeStaff(ROLE_LABELS[invite.relationCd === RELATION_CD.manager ? 'MANAGER' : 'TEACHER']);
  return invite.purpose === 'student' ? T.purposeStudent : T.purposeParent;
}

function AcceptArea({ invite, me }: { invite: InvitePreviewResponse; me: MeResponse | null }) {
  const accept = useAcceptInvite();
  const queryClient = useQueryClient();
  const switchInst = useSwitchInst();
  const navigate = useNavigate();
  const location = useLocation();

  if (!me) {
    return (
      <ActionRow itemMinWidth={160}>
        <Link
          to={signInPath(`${location.pathname}${location.search}`)}
          className={buttonClassName({ variant: 'primary', size: 'lg' })}
        >
          {T.loginToAccept}
        </Link>
        <Link to="/v3/joinAgreeMain" className={buttonClassName({ variant: 'outline', size: 'lg' })}>
          {T.signupToAccept}
        </Link>
      </ActionRow>
    );
  }
  if (invite.alreadyConnected) {
    return (
      <>
        <Notice>{T.alreadyConnected}</Notice>
        <Link to="/v3/ConnectInstList" className={buttonClassName({ variant: 'outline', size: 'lg', fullWidth: true })}>
          {INSTITUTE_TEXTS.result.myInsts}
        </Link>
      </>
    );
  }

  if (invite.forOtherPhone) return <Notice tone="warning">{T.forOtherPhone}</Notice>;

  async function onAccept() {
    try {
      const result = await accept.mutateAsync(invite.code);
      const fresh = await refreshMe(queryClient);
      if (fresh) switchInst(fresh, result.instId);
      navigate('/v3/InstConnectResult', { state: { result } });
    } catch (error) {
      showRefusal(error);
      await queryClient.invalidateQueries({ queryKey: getInviteQueryOptions(invite.code).queryKey });
    }
  }

  return (
    <Button size="lg" fullWidth loading={accept.isPending} onClick={() => void onAccept()}>
      {T.accept}
    </Button>
  );
}

function CheckContent({ code }: { code: string }) {
  const invite = useInvite(code);
  const me = useMe();
  const titleId = useId();
  if (invite.isPending || me.isPending) return <Loading />;
  if (invite.isError) {
    const refusal = refusalMessage(invite.error);
    if (refusal) {
      return (
        <EmptyState
          title={T.failedTitle}
          description={refusal}
          action={
            <Link to="/v3/InstConnect" className={buttonClassName({ variant: 'primary' })}>
              {T.otherCode}
            </Link>
          }
        />
      );
    }
    return <LoadFailed onRetry={() => void invite.refetch()} />;
  }
  const data = invite.data;
  return (
    <>
      <p className={screenStyles.lead}>{T.lead}</p>
      <Section aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.heroTitle}>
          {data.instNm}
        </h2>
        <dl className={styles.facts}>
          <dt>{T.inst}</dt>
          <dd>
            {data.instNm} ({INST_TYPE_LABELS[data.instTpCd]})
          </dd>
          <dt>{T.purpose}</dt>
          <dd>{purposeText(data)}</dd>
          {data.targetNm && (
            <>
              <dt>{T.target}</dt>
              <dd>{data.targetNm}</dd>
            </>
          )}
          {data.studentNm && (
            <>
              <dt>{T.student}</dt>
              <dd>{data.studentNm}</dd>
            </>
          )}
          <dt>{T.expiresAt}</dt>
          <dd>{T.expiresAtValue(formatDate(new Date(data.expiresAt)))}</dd>
        </dl>
      </Section>
      <AcceptArea invite={data} me={me.data ?? null} />
      <Link to="/v3/InstConnect" className={styles.muted}>
        {T.otherCode}
      </Link>
    </>
  );
}

/** InstConnectCheck: what the code connects to (or why it cannot), then 연결하기 for a signed-in user. */
export function InstConnectCheckPage() {
  const [params] = useSearchParams();
  const code = normalizeInviteCode(params.get('code') ?? '');
  if (!code) return <Navigate to="/v3/InstConnect" replace />;
  return (
    <InstScreen screen="InstConnectCheck" fallbackTitle="학원 연결 확인">
      <CheckContent key={code} code={code} />
    </InstScreen>
  );
}
