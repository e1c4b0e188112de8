import type { PermissionEntry } from '@academy/domain/employees/employees.schema';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { showServerError } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { Notice } from '../../../ui/notice/notice';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section } from '../../../ui/section/section';
import { usePermission } from '../api/get-permission';
import { useUpdatePermission } from '../api/update-permission';
import { AuditLogList } from '../components/audit-log-list';
import { EmployeesScreen, Loading, NotFoundState, QueryFailed } from '../components/employees-screen';
import { PermissionEditor } from '../components/permission-checklist';
import { EMPLOYEES_TEXTS } from '../employees.texts';
import { usePermissionDraft } from '../lib/permission-draft';
import { labelsText } from './permissions-page';

const T = EMPLOYEES_TEXTS.permissions;

function PermissionEditForm({ instId, entry }: { instId: string; entry: PermissionEntry }) {
  const navigate = useNavigate();
  const draft = usePermissionDraft();
  const update = useUpdatePermission(instId, entry.userId);
  const { load } = draft;
  // The draft starts from the employee's stored codes each time the editor opens for them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per employee and stored value, not per draft change
  useEffect(() => {
    load(entry.authCd);
  }, [entry.userId, entry.authCd]);
  const blocked = entry.locked || entry.self;

  async function onSave() {
    try {
      await update.mutateAsync(draft.authCd);
    } catch (error) {
      showServerError(error, null);
      return;
    }
    showToast(T.saved);
    navigate(`/permission/detail/${encodeURIComponent(entry.userId)}`);
  }

  return (
    <>
      <Section title={entry.userNm} actions={<Badge tone="secondary">{EMPLOYEES_TEXTS.roles[entry.relationCd]}</Badge>}>
        <p className={screenStyles.lead}>{T.current(labelsText(entry))}</p>
        {entry.locked && <Notice>{T.lockedNotice}</Notice>}
        {!entry.locked && entry.self && <Notice>{T.selfNotice}</Notice>}
      </Section>
      <PermissionEditor disabled={blocked} />
      {!blocked && (
        <Button size="lg" fullWidth loading={update.isPending} onClick={() => void onSave()}>
          {T.save}
        </Button>
      )}
      <AuditLogList instId={instId} target={`user:${entry.userId}`} />
    </>
  );
}

function PermissionEditContent({ instId, userId }: { instId: string; userId: string }) {
  const entry = usePermission(instId, userId);
  if (entry.isPending) return <Loading />;
  if (entry.isError) return <QueryFailed error={entry.error} onRetry={() => void entry.refetch()} />;
  return <PermissionEditForm instId={instId} entry={entry.data} />;
}

/** /v3/permission/employees/:id: the checklist editor for one employee (draft in the `auth` group). */
export function PermissionEditPage() {
  const { id = '' } = useParams();
  return (
    <EmployeesScreen screen="permissionEmployees" fallbackTitle="직원 권한 설정">
      {({ instId }) => (id ? <PermissionEditContent instId={instId} userId={id} /> : <NotFoundState />)}
    </EmployeesScreen>
  );
}
