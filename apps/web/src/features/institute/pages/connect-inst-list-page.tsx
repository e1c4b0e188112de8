import { ROLE_LABELS } from '@academy/domain/access/access.roles';
import type { MeResponse } from '@academy/domain/account/account.schema';
import { formatDate } from '@academy/domain/format/format.date';
import { INST_TYPE_LABELS } from '@academy/domain/institute/institute.constants';
import type { MyInst } from '@academy/domain/institute/institute.schema';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { showRefusal } from '../../../lib/forms/server-errors';
import { confirmModal } from '../../../lib/modal';
import { useCurrentInst } from '../../../lib/session/use-current-inst';
import { useSwitchInst } from '../../../lib/session/use-switch-inst';
import { showToast } from '../../../lib/toast';
import { ActionRow } from '../../../ui/action-row/action-row';
import { Badge } from '../../../ui/badge/badge';
import { Button, buttonClassName } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section } from '../../../ui/section/section';
import { useMyInsts } from '../api/get-my-insts';
import { useLeaveInstitute } from '../api/leave-institute';
import { InstScreen } from '../components/inst-screen';
import styles from '../components/institute.module.css';
import { PendingJoinRequests } from '../components/pending-join-requests';
import { LoadFailed, Loading, SignedIn } from '../components/require-member';
import { INSTITUTE_TEXTS } from '../institute.texts';
import rows from './connect-inst-list-page.module.css';

const T = INSTITUTE_TEXTS.myInsts;

function InstRow({ inst, me, current }: { inst: MyInst; me: MeResponse; current: boolean }) {
  const switchInst = useSwitchInst();
  const leave = useLeaveInstitute();
  const navigate = useNavigate();

  async function onLeave() {
    const answer = await confirmModal({
      title: T.leaveConfirmTitle,
      contents: T.leaveConfirm(inst.instNm),
      yesLabel: T.leaveYes,
      noLabel: T.leaveNo,
    });
    if (answer !== 'yes') return;
    try {
      await leave.mutateAsync(inst.instId);
      showToast(T.left(inst.instNm));
    } catch (error) {
      showRefusal(error);
    }
  }

  return (
    <li className={rows.row}>
      {inst.logoUrl && <img src={inst.logoUrl} alt={INSTITUTE_TEXTS.form.logoAlt(inst.instNm)} className={rows.logo} />}
      <div className={rows.main}>
        <div className={rows.title}>
          <span className={rows.name}>{inst.instNm}</span>
          {current && <Badge tone="primary">{T.current}</Badge>}
        </div>
        <span className={screenStyles.badges}>
          <Badge tone="secondary">{ROLE_LABELS[inst.role]}</Badge>
          {inst.isPresident && <Badge tone="neutral">{T.president}</Badge>}
          <Badge tone="neutral">{INST_TYPE_LABELS[inst.instTpCd]}</Badge>
        </span>
        <span className={styles.muted}>
          {[inst.address, T.joinedAt(formatDate(new Date(inst.joinedAt)))].filter(Boolean).join(' · ')}
        </span>
      </div>
      <div className={rows.buttons}>
        {!current && (
          <Button
            size="sm"
            onClick={() => {
              switchInst(me, inst.instId);
              showToast(T.switched(inst.instNm));
              navigate('/instMainTF');
            }}
            aria-label={T.switch(inst.instNm)}
          >
            {T.switch(inst.instNm)}
          </Button>
        )}
        {current && (
          <Link to="/instMainTF" className={buttonClassName({ variant: 'outline', size: 'sm' })}>
            {INSTITUTE_TEXTS.common.home}
          </Link>
        )}
        {inst.canLeave ? (
          <Button
            size="sm"
            variant="text"
            loading={leave.isPending}
            onClick={() => void onLeave()}
            aria-label={`${inst.instNm} ${T.leave}`}
          >
            {T.leave}
          </Button>
        ) : (
          <span className={styles.muted}>{T.directorNote}</span>
        )}
      </div>
    </li>
  );
}

function ListContent({ me }: { me: MeResponse }) {
  const mine = useMyInsts();
  const currentId = useCurrentInst().instId;
  const titleId = useId();
  if (mine.isPending) return <Loading />;
  if (mine.isError) return <LoadFailed onRetry={() => void mine.refetch()} />;
  return (
    <>
      <Section title={T.listTitle} titleId={titleId}>
        {mine.data.insts.length === 0 ? (
          <EmptyState title={T.empty} />
        ) : (
          <ul className={rows.list} aria-labelledby={titleId}>
            {mine.data.insts.map((inst) => (
              <InstRow key={inst.instId} inst={inst} me={me} current={inst.instId === currentId} />
            ))}
          </ul>
        )}
      </Section>
      <PendingJoinRequests requests={mine.data.pendingRequests} />
      <Section title={T.addTitle}>
        <ActionRow itemMinWidth={160}>
          <Link to="/v3/InstConnect" className={buttonClassName({ variant: 'primary' })}>
            {T.connect}
          </Link>
          <Link to="/searchInstTF" className={buttonClassName({ variant: 'outline' })}>
            {T.search}
          </Link>
          <Link to="/instCreateTF" className={buttonClassName({ variant: 'outline' })}>
            {T.create}
          </Link>
        </ActionRow>
      </Section>
    </>
  );
}

/** ConnectInstList: every academy of the user; switch the current one (`common.instId`), or leave one. */
export function ConnectInstListPage() {
  return (
    <InstScreen screen="ConnectInstList" fallbackTitle="내 학원 목록">
      <SignedIn>{(me) => <ListContent me={me} />}</SignedIn>
    </InstScreen>
  );
}
