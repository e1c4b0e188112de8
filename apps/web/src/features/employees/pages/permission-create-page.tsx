import type { PermissionEntry } from '@academy/domain/employees/employees.schema';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { showServerError } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Notice } from '../../../ui/notice/notice';
import rows from '../../../ui/rows/rows.module.css';
import screenStyles from '../../../ui/screen/screen.module.css';
import { SectionTitle, sectionClassName } from '../../../ui/section/section';
import { usePermissions } from '../api/get-permissions';
import { useUpdatePermissionsBulk } from '../api/update-permissions-bulk';
import { EmployeesScreen, Loading, QueryFailed } from '../components/employees-screen';
import { PermissionEditor } from '../components/permission-checklist';
import { EMPLOYEES_TEXTS } from '../employees.texts';
import { usePermissionDraft } from '../lib/permission-draft';
import { labelsText } from './permissions-page';

const T = EMPLOYEES_TEXTS.permissions;

function PermissionCreateForm({ instId, staff }: { instId: string; staff: PermissionEntry[] }) {
  const navigate = useNavigate();
  const draft = usePermissionDraft();
  const bulk = useUpdatePermissionsBulk(instId);
  const [pickError, setPickError] = useState<string | null>(null);
  const pickId = useId();
  const { setUsers, clear } = draft;
  const changeable = staff.filter((entry) => !entry.locked && !entry.self);

  // A fresh draft: nobody picked, nothing checked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset once when the screen opens
  useEffect(() => {
    clear();
    setUsers(changeable.map((entry) => ({ userId: entry.userId, userNm: entry.userNm, select: false })));
  }, []);

  const picked = draft.users.filter((user) => user.select);
  const allPicked = draft.users.length > 0 && picked.length === draft.users.length;
  const pick = (userId: string, select: boolean) => {
    setPickError(null);
    setUsers(draft.users.map((user) => (user.userId === userId ? { ...user, select } : user)));
  };

  async function onApply() {
    if (picked.length === 0) {
      setPickError(T.pickNone);
      return;
    }
    try {
      await bulk.mutateAsync({ userIds: picked.map((user) => user.userId), authCd: draft.authCd });
    } catch (error) {
      showServerError(error, null);
      return;
    }
    showToast(T.applied(picked.length));
    navigate('/v3/permissions');
  }

  if (changeable.length === 0) return <EmptyState title={T.empty} />;
  return (
    <>
      <fieldset className={sectionClassName()} aria-describedby={`${pickId}-hint`}>
        <SectionTitle as="legend">{T.pickLabel}</SectionTitle>
        <p id={`${pickId}-hint`} className={screenStyles.lead}>
          {T.pickHint}
        </p>
        <Checkbox
          label={T.pickAll}
          checked={allPicked ? true : picked.length > 0 ? 'indeterminate' : false}
          onCheckedChange={() => {
            setPickError(null);
            setUsers(draft.users.map((user) => ({ ...user, select: !allPicked })));
          }}
        />
        <ul className={rows.list}>
          {draft.users.map((user) => {
            const entry = changeable.find((candidate) => candidate.userId === user.userId);
            return (
              <li key={user.userId} className={rows.row}>
                <Checkbox
                  label={`${user.userNm} (${entry ? EMPLOYEES_TEXTS.roles[entry.relationCd] : ''})`}
                  hint={entry ? T.current(labelsText(entry)) : undefined}
                  checked={user.select}
                  onCheckedChange={(checked) => pick(user.userId, checked === true)}
                />
              </li>
            );
          })}
        </ul>
        {pickError && (
          <Notice tone="warning" role="alert">
            {pickError}
          </Notice>
        )}
      </fieldset>
      <PermissionEditor />
      <Button size="lg" fullWidth loading={bulk.isPending} onClick={() => void onApply()}>
        {T.apply(picked.length)}
      </Button>
    </>
  );
}

function PermissionCreateContent({ instId }: { instId: string }) {
  const permissions = usePermissions(instId);
  if (permissions.isPending) return <Loading />;
  if (permissions.isError) return <QueryFailed error={permissions.error} onRetry={() => void permissions.refetch()} />;
  return <PermissionCreateForm instId={instId} staff={permissions.data.staff} />;
}

/** /v3/permission/create: pick several employees and give them all one checklist at once. */
export function PermissionCreatePage() {
  return (
    <EmployeesScreen screen="permissionCreate" fallbackTitle="권한 만들기">
      {({ instId }) => <PermissionCreateContent instId={instId} />}
    </EmployeesScreen>
  );
}
