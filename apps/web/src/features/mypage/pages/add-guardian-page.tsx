import { guardianLinkRequestBody } from '@academy/domain/account/family.schema';
import { formatDateTime } from '@academy/domain/format/format.date';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showServerError } from '../../../lib/forms/server-errors';
import { Button } from '../../../ui/button/button';
import { Centered } from '../../../ui/centered/centered';
import { MobileField } from '../../../ui/mobile-field/mobile-field';
import screenStyles from '../../../ui/screen/screen.module.css';
import { SectionTitle } from '../../../ui/section/section';
import { TextLink } from '../../../ui/text-link/text-link';
import { useRequestGuardianLink } from '../api/request-guardian-link';
import { MyScreen } from '../components/my-screen';
import { RelationTypeField } from '../components/relation-type-field';
import { RequireSignIn } from '../components/require-sign-in';
import { MYPAGE_TEXTS } from '../mypage.texts';

const T = MYPAGE_TEXTS.family;

type GuardianLinkInput = z.input<typeof guardianLinkRequestBody>;

function AddGuardianForm() {
  const request = useRequestGuardianLink();
  const [sentUntil, setSentUntil] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<GuardianLinkInput, unknown, z.output<typeof guardianLinkRequestBody>>({
    resolver: zodResolver(guardianLinkRequestBody),
    defaultValues: { guardianMobileNo: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const sent = await request.mutateAsync(values);
      setSentUntil(formatDateTime(new Date(sent.expiresAt)));
    } catch (error) {
      showServerError(error, setError, ['guardianMobileNo', 'relationType']);
    }
  });

  if (sentUntil) {
    return (
      <Centered role="status">
        <SectionTitle>{T.codeSentTitle}</SectionTitle>
        <p className={screenStyles.lead}>{T.codeSentGuardian(sentUntil)}</p>
        <TextLink to="/v3/FamilyRelation" variant="strong">
          {T.backToFamily}
        </TextLink>
      </Centered>
    );
  }

  return (
    <form className={screenStyles.form} onSubmit={onSubmit} noValidate>
      <p className={screenStyles.lead}>{T.addGuardianIntro}</p>
      <MobileField
        label={T.guardianMobile}
        placeholder={T.mobilePlaceholder}
        required
        error={errors.guardianMobileNo?.message}
        {...register('guardianMobileNo')}
      />
      <RelationTypeField control={control} name="relationType" hint={T.relationHintGuardian} />
      <Button type="submit" size="lg" fullWidth loading={request.isPending}>
        {T.sendCode}
      </Button>
    </form>
  );
}

/** AddGuardian: a child sends a code to a guardian's mobile; the guardian confirms it (FamilyConnectCheck). */
export function AddGuardianPage() {
  return (
    <MyScreen screen="AddGuardian" fallbackTitle="보호자 추가">
      <RequireSignIn>{() => <AddGuardianForm />}</RequireSignIn>
    </MyScreen>
  );
}
