import { GENDER_CODES, GENDER_LABELS, type GenderCd } from '@academy/domain/account/account.rules';
import { additionalInfoBody, type ProfileResponse } from '@academy/domain/account/account.schema';
import { REGIONS_MAX, SUBJECT_SUGGESTIONS, SUBJECTS_MAX } from '@academy/domain/signup/signup.constants';
import { GRADE_YEARS, gradeLabel } from '@academy/domain/students/students.rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { maxLengthOf } from '../../../lib/forms/schema-limits';
import { showServerError } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section } from '../../../ui/section/section';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { useEditAdditionalInfo } from '../api/edit-additional-info';
import { ChipPicker } from '../components/chip-picker';
import { MyScreen } from '../components/my-screen';
import { RequireSignIn } from '../components/require-sign-in';
import { ToggleSwitch } from '../components/toggle-switch';
import { WithProfile } from '../components/with-profile';
import { MYPAGE_TEXTS } from '../mypage.texts';

const T = MYPAGE_TEXTS.additional;

/** 시·도; a 시·군·구 can be typed (e.g. `서울 강남구`). */
export const REGION_SUGGESTIONS = [
  '서울',
  '경기',
  '인천',
  '부산',
  '대구',
  '광주',
  '대전',
  '울산',
  '세종',
  '강원',
  '충북',
  '충남',
  '전북',
  '전남',
  '경북',
  '경남',
  '제주',
] as const;

const GRADE_OPTIONS = GRADE_YEARS.map((year) => ({ value: String(year), label: gradeLabel(year) }));

const GENDER_OPTIONS = [
  { value: '', label: T.genderNone },
  ...GENDER_CODES.map((code) => ({ value: code, label: GENDER_LABELS[code] })),
];

type AdditionalInfoInput = z.input<typeof additionalInfoBody>;
type AdditionalInfoValues = z.output<typeof additionalInfoBody>;

const FIELDS = [
  'address',
  'detailAddress',
  'genderCd',
  'schoolNm',
  'gradeYear',
  'subjects',
  'regions',
  'marketingConsent',
  'nightReceiveConsent',
] as const satisfies readonly (keyof AdditionalInfoInput)[];

export function additionalInfoDefaults(profile: ProfileResponse): AdditionalInfoInput {
  return {
    address: profile.address ?? '',
    detailAddress: profile.detailAddress ?? '',
    genderCd: profile.genderCd ?? undefined,
    schoolNm: profile.schoolNm ?? '',
    gradeYear: profile.gradeYear ?? undefined,
    subjects: profile.subjects,
    regions: profile.regions,
    marketingConsent: profile.marketingConsent,
    nightReceiveConsent: profile.marketingConsent && profile.nightReceiveConsent,
  };
}

export function EditAdditionalInfoForm({ defaults }: { defaults: AdditionalInfoInput }) {
  const navigate = useNavigate();
  const edit = useEditAdditionalInfo();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<AdditionalInfoInput, unknown, AdditionalInfoValues>({
    resolver: zodResolver(additionalInfoBody),
    defaultValues: defaults,
  });
  const marketing = watch('marketingConsent') ?? false;

  const onSubmit = handleSubmit(async (values) => {
    const body: AdditionalInfoValues = {
      address: values.address,
      detailAddress: values.detailAddress,
      genderCd: values.genderCd,
      schoolNm: values.schoolNm,
      gradeYear: values.gradeYear,
      subjects: values.subjects,
      regions: values.regions,
      marketingConsent: values.marketingConsent,
      nightReceiveConsent: Boolean(values.marketingConsent && values.nightReceiveConsent),
    };
    try {
      await edit.mutateAsync(body);
    } catch (error) {
      showServerError(error, setError, FIELDS);
      return;
    }
    showToast(T.done);
    navigate('/v3/MyPage');
  });

  return (
    <form className={screenStyles.form} onSubmit={onSubmit} noValidate>
      <Section title={T.addressSection}>
        <TextField
          label={T.address}
          placeholder={T.addressPlaceholder}
          autoComplete="street-address"
          maxLength={maxLengthOf(additionalInfoBody.shape.address)}
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label={T.detailAddress}
          placeholder={T.detailAddressPlaceholder}
          maxLength={maxLengthOf(additionalInfoBody.shape.detailAddress)}
          error={errors.detailAddress?.message}
          {...register('detailAddress')}
        />
        <Controller
          control={control}
          name="genderCd"
          render={({ field, fieldState }) => (
            <RadioGroup
              ref={field.ref}
              label={T.gender}
              name={field.name}
              options={GENDER_OPTIONS}
              value={field.value ?? ''}
              onValueChange={(value) => field.onChange(value === '' ? undefined : (value as GenderCd))}
              onBlur={field.onBlur}
              direction="horizontal"
              error={fieldState.error?.message}
            />
          )}
        />
      </Section>

      <Section title={T.schoolSection}>
        <TextField
          label={T.school}
          placeholder={T.schoolPlaceholder}
          maxLength={maxLengthOf(additionalInfoBody.shape.schoolNm)}
          error={errors.schoolNm?.message}
          {...register('schoolNm')}
        />
        <Select
          label={T.grade}
          options={GRADE_OPTIONS}
          error={errors.gradeYear?.message}
          {...register('gradeYear', {
            setValueAs: (value) => (value === '' || value === undefined ? undefined : Number(value)),
          })}
        />
      </Section>

      <Section title={T.interestSection}>
        <Controller
          control={control}
          name="subjects"
          render={({ field, fieldState }) => (
            <ChipPicker
              label={T.subjects}
              itemName="과목"
              value={field.value ?? []}
              onChange={field.onChange}
              max={SUBJECTS_MAX}
              suggestions={SUBJECT_SUGGESTIONS}
              inputLabel={T.subjectInput}
              inputPlaceholder={T.subjectPlaceholder}
              hint={T.subjectsHint}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="regions"
          render={({ field, fieldState }) => (
            <ChipPicker
              label={T.regions}
              itemName="지역"
              value={field.value ?? []}
              onChange={field.onChange}
              max={REGIONS_MAX}
              suggestions={REGION_SUGGESTIONS}
              inputLabel={T.regionInput}
              inputPlaceholder={T.regionPlaceholder}
              hint={T.regionsHint}
              error={fieldState.error?.message}
            />
          )}
        />
      </Section>

      <Section title={T.consentSection}>
        <Controller
          control={control}
          name="marketingConsent"
          render={({ field }) => (
            <ToggleSwitch
              ref={field.ref}
              label={T.marketing}
              description={T.marketingHint}
              checked={field.value ?? false}
              onCheckedChange={(checked) => {
                field.onChange(checked);
                if (!checked) setValue('nightReceiveConsent', false, { shouldDirty: true });
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="nightReceiveConsent"
          render={({ field }) => (
            <ToggleSwitch
              ref={field.ref}
              label={T.night}
              description={marketing ? T.nightHint : T.nightNeedsMarketing}
              checked={marketing && (field.value ?? false)}
              disabled={!marketing}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </Section>

      <Button type="submit" size="lg" fullWidth loading={edit.isPending}>
        {T.submit}
      </Button>
    </form>
  );
}

/** EditAdditionalInfo: address, gender, school and grade, subjects (≤ 10), regions (≤ 5), message consents. */
export function EditAdditionalInfoPage() {
  return (
    <MyScreen screen="EditAdditionalInfo" fallbackTitle="추가 정보 수정">
      <RequireSignIn>
        {() => (
          <WithProfile>
            {(profile) => <EditAdditionalInfoForm defaults={additionalInfoDefaults(profile)} />}
          </WithProfile>
        )}
      </RequireSignIn>
    </MyScreen>
  );
}
