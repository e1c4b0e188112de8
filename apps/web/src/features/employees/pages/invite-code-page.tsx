import type { StaffInvite } from '@academy/domain/employees/employees.schema';
import { formatShortDate } from '@academy/domain/format/format.date';
import { Link } from 'react-router';
import { showServerError } from '../../../lib/forms/server-errors';
import { confirmModal } from '../../../lib/modal';
import { showToast } from '../../../lib/toast';
import { Badge } from '../../../ui/badge/badge';
import { Button, buttonClassName } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import rows from '../../../ui/rows/rows.module.css';
import { Section } from '../../../ui/section/section';
import { TextLink } from '../../../ui/text-link/text-link';
import { useInvites } from '../api/get-invites';
import { useRevokeInvite } from '../api/revoke-invite';
import styles from '../components/employees.module.css';
import { EmployeesScreen, Loading, QueryFailed } from '../components/employees-screen';
import { EMPLOYEES_TEXTS } from '../employees.texts';

const T = EMPLOYEES_TEXTS.invites;

const STATE_TONES = { usable: 'primary', expired: 'neutral', revoked: 'warning', used: 'secondary' } as const;

function InviteRow({ invite, instId }: { invite: StaffInvite; instId: string }) {
  const revoke = useRevokeInvite(instId);
  const name = invite.userNm ?? T.noName;
  async function onRevoke() {
    const answer = await confirmModal({
      title: T.revokeTitle,
      contents: T.revokeConfirm(name, invite.code),
      yesLabel: T.revokeYes,
      noLabel: T.revokeNo,
    });
    if (answer !== 'yes') return;
    try {
      await revoke.mutateAsync(invite.inviteId);
      showToast(T.revoked);
    } catch (error) {
      showServerError(error, null);
    }
  }
  return (
    <div className={rows.row}>
      <div className={rows.text}>
        <span className={rows.title}>
          <span className={styles.inlineCode}>{invite.code}</span> · {name} ({EMPLOYEES_TEXTS.roles[invite.relationCd]})
        </span>
        <span className={rows.description}>
          {invite.maskedMobileNo} · {T.expires(formatShortDate(new Date(invite.expiresAt)))}
          {invite.createdByNm ? ` · ${T.createdBy(invite.createdByNm)}` : ''}
        </span>
      </div>
      <div className={styles.rowActions}>
        <Badge tone={STATE_TONES[invite.state]}>{T.states[invite.state]}</Badge>
        {invite.state === 'usable' && (
          <>
            <Link
              to={`/inviteMessage?inviteId=${encodeURIComponent(invite.inviteId)}`}
              className={buttonClassName({ variant: 'outline', size: 'sm' })}
              aria-label={`${name} ${T.send}`}
            >
              {T.send}
            </Link>
            <Button
              variant="danger"
              size="sm"
              loading={revoke.isPending}
              onClick={() => void onRevoke()}
              aria-label={`${name} ${T.revokeTitle}`}
            >
              {T.revoke}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

function InviteCodeContent({ instId }: { instId: string }) {
  const invites = useInvites(instId);
  if (invites.isPending) return <Loading />;
  if (invites.isError) return <QueryFailed error={invites.error} onRetry={() => void invites.refetch()} />;
  return (
    <Section
      title={T.listLabel}
      titleId="invite-codes"
      actions={
        <TextLink to="/v3/EmployeeRegister" variant="strong">
          {EMPLOYEES_TEXTS.list.register}
        </TextLink>
      }
    >
      {invites.data.invites.length === 0 ? (
        <EmptyState title={T.empty} description={T.emptyHint} />
      ) : (
        <ul className={rows.list} aria-labelledby="invite-codes">
          {invites.data.invites.map((invite) => (
            <li key={invite.inviteId}>
              <InviteRow invite={invite} instId={instId} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** InviteCode: the staff invitation codes with their state; send one, or revoke it after a confirmation. */
export function InviteCodePage() {
  return (
    <EmployeesScreen screen="InviteCode" fallbackTitle="초대 코드">
      {({ instId }) => <InviteCodeContent instId={instId} />}
    </EmployeesScreen>
  );
}
