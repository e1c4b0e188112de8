import { RELATION_TYPES } from '@academy/domain/account/family.schema';
import { formatDateTime } from '@academy/domain/format/format.date';
import { displayPhoneNo } from '@academy/domain/phone/phone.rules';
import {
  type AddGuardianBody,
  type AddGuardianInput,
  addGuardianBody,
  GUARDIANS_MAX,
  type GuardianView,
  type InvitationView,
  type StudentDetailResponse,
} from '@academy/domain/students/students.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { maxLengthOf } from '../../../lib/forms/schema-limits';
import { showRefusal, showServerError } from '../../../lib/forms/server-errors';
import { confirmModal } from '../../../lib/modal';
import { showToast } from '../../../lib/toast';
import { ActionRow } from '../../../ui/action-row/action-row';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { MobileField } from '../../../ui/mobile-field/mobile-field';
import { Section, SectionHeader, SectionTitle, sectionClassName } from '../../../ui/section/section';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import {
  addGuardian,
  inviteGuardian,
  inviteStudent,
  removeGuardian,
  unlinkGuardian,
  unlinkStudent,
  useStudentMutation,
} from '../api/student-mutations';
import styles from '../components/students.module.css';
import { StudentsGate } from '../components/students-gate';
import { StudentsScreen } from '../components/students-screen';
import { WithStudent } from '../components/with-student';
import type { StudentsAccess } from '../lib/use-students-access';
import { STUDENTS_TEXTS } from '../students.texts';

const T = STUDENTS_TEXTS.connect;
const F = STUDENTS_TEXTS.fields;

function InvitationLine({ invitation }: { invitation: InvitationView | null }) {
  if (!invitation) return null;
  const text =
    invitation.state === 'usable'
      ? T.inviteState.usable(invitation.code, formatDateTime(new Date(invitation.expiresAt)))
      : T.inviteState[invitation.state];
  return <span>{text}</span>;
}

function useConnectActions(access: StudentsAccess, student: StudentDetailResponse) {
  const { instId } = access;
  const id = student.studentId;
  const run = <T,>(promise: Promise<T>, done: (value: T) => void) => promise.then(done).catch(showRefusal);
  const invite = useStudentMutation(instId, (guardianId: string) => inviteGuardian(instId, id, guardianId));
  const unlink = useStudentMutation(instId, (guardianId: string) => unlinkGuardian(instId, id, guardianId));
  const remove = useStudentMutation(instId, (guardianId: string) => removeGuardian(instId, id, guardianId));
  const inviteSelf = useStudentMutation(instId, () => inviteStudent(instId, id));
  const unlinkSelf = useStudentMutation(instId, () => unlinkStudent(instId, id));
  return {
    busy: invite.isPending || unlink.isPending || remove.isPending || inviteSelf.isPending || unlinkSelf.isPending,
    invite: (guardian: GuardianView) =>
      run(invite.mutateAsync(guardian.guardianId), (result) => showToast(T.invited(result.invitation.code), 'LONG')),
    unlink: async (guardian: GuardianView) => {
      if ((await confirmModal({ contents: T.unlinkConfirm(guardian.guardianNm) })) !== 'yes') return;
      await run(unlink.mutateAsync(guardian.guardianId), () => showToast(T.unlinked));
    },
    remove: async (guardian: GuardianView) => {
      if ((await confirmModal({ contents: T.removeConfirm(guardian.guardianNm) })) !== 'yes') return;
      await run(remove.mutateAsync(guardian.guardianId), () => showToast(T.removed));
    },
    inviteSelf: () =>
      run(inviteSelf.mutateAsync(undefined), (result) => showToast(T.invited(result.invitation.code), 'LONG')),
    unlinkSelf: async () => {
      if ((await confirmModal({ contents: T.unlinkStudentConfirm })) !== 'yes') return;
      await run(unlinkSelf.mutateAsync(undefined), () => showToast(T.unlinked));
    },
  };
}

function AddGuardianForm({ access, student }: { access: StudentsAccess; student: StudentDetailResponse }) {
  const add = useStudentMutation(access.instId, (body: AddGuardianBody) =>
    addGuardian(access.instId, student.studentId, body),
  );
  const form = useForm<AddGuardianInput, unknown, AddGuardianBody>({
    resolver: zodResolver(addGuardianBody),
    defaultValues: { guardianNm: '', mobileNo: '', relationType: '어머니', invite: true },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      showToast(T.added);
      form.reset();
    } catch (error) {
      showServerError(error, form.setError, ['guardianNm', 'mobileNo', 'relationType']);
    }
  });
  return (
    <form className={sectionClassName()} onSubmit={onSubmit} noValidate aria-labelledby="add-guardian-title">
      <SectionTitle id="add-guardian-title">{T.addTitle}</SectionTitle>
      <div className={styles.row}>
        <TextField
          label={F.guardianNm}
          required
          maxLength={maxLengthOf(addGuardianBody.shape.guardianNm)}
          error={errors.guardianNm?.message}
          {...form.register('guardianNm')}
        />
        <MobileField
          label={F.guardianMobile}
          placeholder={F.mobilePlaceholder}
          required
          error={errors.mobileNo?.message}
          {...form.register('mobileNo')}
        />
        <Select
          label={F.relationType}
          options={RELATION_TYPES.map((type) => ({ value: type, label: type }))}
          placeholder={false}
          error={errors.relationType?.message}
          {...form.register('relationType')}
        />
      </div>
      <Controller
        control={form.control}
        name="invite"
        render={({ field }) => (
          <Checkbox
            ref={field.ref}
            label={T.inviteNow}
            checked={field.value ?? false}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
        )}
      />
      <Button type="submit" variant="outline" loading={add.isPending}>
        {T.add}
      </Button>
    </form>
  );
}

function Connections({ access, student }: { access: StudentsAccess; student: StudentDetailResponse }) {
  const actions = useConnectActions(access, student);
  return (
    <>
      <Section title={`${student.studentNm} · ${T.guardiansTitle}`}>
        {student.guardians.length === 0 && <p className={styles.intro}>{STUDENTS_TEXTS.detail.noGuardians}</p>}
        <ul className={styles.plainList}>
          {student.guardians.map((guardian) => (
            <li key={guardian.guardianId} className={styles.guardian} aria-label={guardian.guardianNm}>
              <SectionHeader>
                <span className={styles.label}>{`${guardian.guardianNm} (${guardian.relationType})`}</span>
                {guardian.connected ? (
                  <Badge tone="primary">{T.connectedAs(guardian.connectedUserNm ?? guardian.guardianNm)}</Badge>
                ) : (
                  <Badge>{STUDENTS_TEXTS.common.notConnected}</Badge>
                )}
              </SectionHeader>
              <div className={styles.meta}>
                <span>{displayPhoneNo(guardian.mobileNo)}</span>
                {!guardian.connected && <InvitationLine invitation={guardian.invitation} />}
              </div>
              <ActionRow>
                {guardian.connected ? (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={actions.busy}
                    onClick={() => void actions.unlink(guardian)}
                  >
                    {T.unlink}
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={actions.busy}
                    onClick={() => void actions.invite(guardian)}
                  >
                    {guardian.invitation ? T.reinvite : T.invite}
                  </Button>
                )}
                <Button variant="text" size="sm" disabled={actions.busy} onClick={() => void actions.remove(guardian)}>
                  {T.remove}
                </Button>
              </ActionRow>
            </li>
          ))}
        </ul>
      </Section>
      {student.guardians.length < GUARDIANS_MAX && <AddGuardianForm access={access} student={student} />}
      <Section title={T.studentTitle}>
        {student.connected ? (
          <SectionHeader>
            <Badge tone="primary">{T.connectedAs(student.connectedUserNm ?? student.studentNm)}</Badge>
            <Button variant="outline" size="sm" disabled={actions.busy} onClick={() => void actions.unlinkSelf()}>
              {T.unlink}
            </Button>
          </SectionHeader>
        ) : student.mobileNo ? (
          <SectionHeader>
            <div className={styles.meta}>
              <span>{displayPhoneNo(student.mobileNo)}</span>
              <InvitationLine invitation={student.invitation} />
            </div>
            <Button variant="secondary" size="sm" disabled={actions.busy} onClick={() => void actions.inviteSelf()}>
              {student.invitation ? T.reinvite : T.invite}
            </Button>
          </SectionHeader>
        ) : (
          <p className={styles.intro}>{T.noMobile}</p>
        )}
      </Section>
    </>
  );
}

/** ModifyConnect (?studentId=): guardians, their and the student's account links, invitations. */
export function ModifyConnectPage() {
  return (
    <StudentsScreen screen="ModifyConnect" fallbackTitle="원생 연결 정보 수정" narrow>
      <StudentsGate need="manage">
        {(access) => (
          <WithStudent access={access}>{(student) => <Connections access={access} student={student} />}</WithStudent>
        )}
      </StudentsGate>
    </StudentsScreen>
  );
}
