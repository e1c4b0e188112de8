import type { InviteResponse } from '@academy/domain/employees/employees.schema';
import { formatShortDate } from '@academy/domain/format/format.date';
import { useState } from 'react';
import { Link } from 'react-router';
import { showToast } from '../../../lib/toast';
import { ActionRow } from '../../../ui/action-row/action-row';
import { Button, buttonClassName } from '../../../ui/button/button';
import { Facts } from '../../../ui/facts/facts';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section } from '../../../ui/section/section';
import { TextLink } from '../../../ui/text-link/text-link';
import { EmployeeRegisterForm } from '../components/employee-register-form';
import { EmployeesScreen } from '../components/employees-screen';
import { RequirePermission } from '../components/require-permission';
import { EMPLOYEES_TEXTS } from '../employees.texts';

const T = EMPLOYEES_TEXTS.register;

function InviteCreated({ result, onAnother }: { result: InviteResponse; onAnother: () => void }) {
  const { invite } = result;
  async function copy() {
    try {
      await navigator.clipboard.writeText(invite.code);
      showToast(T.copied);
    } catch {
      // Clipboard refused (permissions, insecure origin): the code stays on screen to copy by hand.
    }
  }
  return (
    <Section title={T.doneTitle}>
      <p className={screenStyles.lead}>{T.doneHint(invite.userNm ?? '', EMPLOYEES_TEXTS.roles[invite.relationCd])}</p>
      <Facts>
        <dt>{T.codeLabel}</dt>
        <dd className={screenStyles.code}>{invite.code}</dd>
      </Facts>
      <p className={screenStyles.lead}>{T.expires(formatShortDate(new Date(invite.expiresAt)))}</p>
      <ActionRow itemMinWidth={160}>
        <Link
          to={`/inviteMessage?inviteId=${encodeURIComponent(invite.inviteId)}`}
          className={buttonClassName({ variant: 'primary', size: 'lg' })}
        >
          {T.sendMessage}
        </Link>
        <Button variant="outline" size="lg" onClick={() => void copy()}>
          {T.copy}
        </Button>
      </ActionRow>
      <div className={screenStyles.links}>
        <TextLink to="/v3/EmployeeList">{EMPLOYEES_TEXTS.common.toList}</TextLink>
        <button type="button" className={buttonClassName({ variant: 'text', size: 'sm' })} onClick={onAnother}>
          {T.another}
        </button>
      </div>
    </Section>
  );
}

/** EmployeeRegister and /employeeCreate: invite a 실장 or 강사, then show the code and the way to send it. */
export function EmployeeRegisterPage() {
  const [result, setResult] = useState<InviteResponse | null>(null);
  const [round, setRound] = useState(0);
  return (
    <EmployeesScreen screen="EmployeeRegister" fallbackTitle="직원 등록">
      {(inst) => (
        <RequirePermission inst={inst} code="032" title={T.forbidden} hint={T.forbiddenHint}>
          {result ? (
            <InviteCreated
              result={result}
              onAnother={() => {
                setResult(null);
                setRound(round + 1);
              }}
            />
          ) : (
            <EmployeeRegisterForm key={round} instId={inst.instId} onRegistered={setResult} />
          )}
        </RequirePermission>
      )}
    </EmployeesScreen>
  );
}
