import { familyRelationChangeBody } from '@academy/domain/account/family.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { showServerError } from '../../../lib/forms/server-errors';
import { confirmModal } from '../../../lib/modal';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section } from '../../../ui/section/section';
import { TextLink } from '../../../ui/text-link/text-link';
import { useChangeFamilyRelation } from '../api/change-family-relation';
import { useFamily } from '../api/get-family';
import { useUnlinkFamily } from '../api/unlink-family';
import { type FamilyLink, shortDateOf } from '../components/family-member-list';
import { MyScreen } from '../components/my-screen';
import { RelationTypeField } from '../components/relation-type-field';
import { LoadFailed, Loading, RequireSignIn } from '../components/require-sign-in';
import { MYPAGE_TEXTS } from '../mypage.texts';

const T = MYPAGE_TEXTS.family;
const FAMILY_PATH = '/v3/FamilyRelation';

function RelationChangeForm({ member, side }: { member: FamilyLink; side: 'child' | 'guardian' }) {
  const navigate = useNavigate();
  const change = useChangeFamilyRelation();
  const unlink = useUnlinkFamily();
  const { control, handleSubmit, setError } = useForm<
    z.input<typeof familyRelationChangeBody>,
    unknown,
    z.output<typeof familyRelationChangeBody>
  >({
    resolver: zodResolver(familyRelationChangeBody),
    defaultValues: { relationType: member.relationType },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync({ userId: member.userId, ...values });
    } catch (error) {
      showServerError(error, setError, ['relationType']);
      return;
    }
    showToast(T.changed);
    navigate(FAMILY_PATH);
  });

  async function onUnlink() {
    const answer = await confirmModal({
      title: T.unlinkTitle,
      contents: T.unlinkConfirm(member.userNm),
      yesLabel: T.unlinkYes,
      noLabel: MYPAGE_TEXTS.common.cancel,
    });
    if (answer !== 'yes') return;
    try {
      await unlink.mutateAsync(member.userId);
    } catch (error) {
      showServerError(error, setError);
      return;
    }
    showToast(T.unlinked);
    navigate(FAMILY_PATH, { replace: true });
  }

  return (
    <form className={screenStyles.form} onSubmit={onSubmit} noValidate>
      <Section title={member.userNm}>
        <p className={screenStyles.lead}>
          {side === 'child' ? T.children : T.guardians} · {member.maskedMobileNo} ·{' '}
          {T.linkedAt(shortDateOf(member.linkedAt))}
        </p>
        <p className={screenStyles.lead}>{T.changeIntro(member.userNm)}</p>
      </Section>
      <RelationTypeField
        control={control}
        name="relationType"
        hint={side === 'child' ? T.relationHintChild : T.relationHintGuardian}
      />
      <Button type="submit" size="lg" fullWidth loading={change.isPending}>
        {T.change}
      </Button>
      <Button variant="danger" size="lg" fullWidth loading={unlink.isPending} onClick={() => void onUnlink()}>
        {T.unlink}
      </Button>
    </form>
  );
}

function RelationChangeContent() {
  const family = useFamily();
  const [searchParams] = useSearchParams();
  const userId = searchParams.get('userId');
  if (family.isPending) return <Loading />;
  if (family.isError) return <LoadFailed onRetry={() => void family.refetch()} />;
  const child = family.data.children.find((member) => member.userId === userId);
  const guardian = family.data.guardians.find((member) => member.userId === userId);
  const member = child ?? guardian;
  if (!member) {
    return (
      <EmptyState
        title={T.memberNotFound}
        description={T.memberNotFoundHint}
        action={
          <TextLink to={FAMILY_PATH} variant="strong">
            {T.backToFamily}
          </TextLink>
        }
      />
    );
  }
  return <RelationChangeForm key={member.userId} member={member} side={child ? 'child' : 'guardian'} />;
}

/** FamilyRelationChange (?userId=…): change the relation type, or unlink after a confirmation. */
export function FamilyRelationChangePage() {
  return (
    <MyScreen screen="FamilyRelationChange" fallbackTitle="가족 관계 변경">
      <RequireSignIn>{() => <RelationChangeContent />}</RequireSignIn>
    </MyScreen>
  );
}
