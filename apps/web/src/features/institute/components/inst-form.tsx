import {
  ADDRESS_MAX,
  BIZ_REG_NO_INPUT_MAX_LENGTH,
  DETAIL_ADDRESS_MAX,
  INST_NM_MAX,
  INST_TYPE_LABELS,
  INST_TYPES,
} from '@academy/domain/institute/institute.constants';
import { type InstCreateBody, type InstCreateInput, instCreateBody } from '@academy/domain/institute/institute.schema';
import { PHONE_INPUT_MAX_LENGTH } from '@academy/domain/phone/phone.rules';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { RadioInput } from '../../../lib/forms/radio-input';
import { showServerError } from '../../../lib/forms/server-errors';
import { Button } from '../../../ui/button/button';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section } from '../../../ui/section/section';
import { TextField } from '../../../ui/text-field/text-field';
import { INSTITUTE_TEXTS } from '../institute.texts';
import styles from './institute.module.css';
import { SubjectPicker } from './subject-picker';

const T = INSTITUTE_TEXTS.form;

export const INST_FORM_FIELDS = [
  'instNm',
  'instTpCd',
  'subjects',
  'address',
  'detailAddress',
  'telNo',
  'bizRegNo',
] as const satisfies readonly (keyof InstCreateInput)[];

export const EMPTY_INST_FORM: InstCreateInput = {
  instNm: '',
  instTpCd: 'ACADEMY',
  subjects: [],
  address: '',
  detailAddress: '',
  telNo: '',
  bizRegNo: '',
};

const TYPE_OPTIONS = INST_TYPES.map((type) => ({ value: type, label: INST_TYPE_LABELS[type] }));

export type InstFormProps = {
  defaultValues: InstCreateInput;
  submitLabel: string;
  /** Saves the checked values; a rejection with `fields` is shown under the fields. */
  onSubmit: (values: InstCreateBody) => Promise<unknown>;
  pending: boolean;
  /** The logo picker (sent apart from the form: the logo is a file). */
  logo?: ReactNode;
};

/**
 * The academy form of instCreateTF and instEditInfoN: name, type, subjects (≤ 10), address and
 * detail, phone (SPEC §5), optional 사업자등록번호 and logo. Checked with the domain schema
 * (zodResolver), so the messages are the server's; the server's own field errors land here too.
 */
export function InstForm({ defaultValues, submitLabel, onSubmit, pending, logo }: InstFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<InstCreateInput, unknown, InstCreateBody>({
    resolver: zodResolver(instCreateBody),
    defaultValues,
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerError(error, setError, INST_FORM_FIELDS);
    }
  });

  return (
    <form className={screenStyles.form} onSubmit={submit} noValidate>
      <Section title={T.basicSection}>
        <TextField
          label={T.instNm}
          placeholder={T.instNmPlaceholder}
          required
          maxLength={INST_NM_MAX}
          autoComplete="organization"
          error={errors.instNm?.message}
          {...register('instNm')}
        />
        <RadioInput
          control={control}
          name="instTpCd"
          label={T.instTpCd}
          options={TYPE_OPTIONS}
          direction="horizontal"
          required
        />
        <Controller
          control={control}
          name="subjects"
          render={({ field, fieldState }) => (
            <SubjectPicker
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </Section>

      <Section title={T.contactSection}>
        <TextField
          label={T.address}
          placeholder={T.addressPlaceholder}
          hint={T.addressHint}
          required
          maxLength={ADDRESS_MAX}
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label={T.detailAddress}
          placeholder={T.detailAddressPlaceholder}
          maxLength={DETAIL_ADDRESS_MAX}
          error={errors.detailAddress?.message}
          {...register('detailAddress')}
        />
        <TextField
          label={T.telNo}
          placeholder={T.telNoPlaceholder}
          required
          inputMode="tel"
          autoComplete="tel"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          error={errors.telNo?.message}
          {...register('telNo')}
        />
      </Section>

      <Section title={T.businessSection}>
        <TextField
          label={T.bizRegNo}
          placeholder={T.bizRegNoPlaceholder}
          hint={T.bizRegNoHint}
          inputMode="numeric"
          maxLength={BIZ_REG_NO_INPUT_MAX_LENGTH}
          error={errors.bizRegNo?.message}
          {...register('bizRegNo')}
        />
        {logo && (
          <fieldset className={styles.logoGroup}>
            <legend className={styles.logoLegend}>{T.logo}</legend>
            {logo}
          </fieldset>
        )}
      </Section>

      <Button type="submit" size="lg" fullWidth loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
