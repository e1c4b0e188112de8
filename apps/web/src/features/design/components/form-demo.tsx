import { isMobileNo } from '@academy/domain/phone/phone.rules';
import { formatMessage, requiredMessage } from '@academy/domain/validation/validation.messages';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { ChipList, ToggleChip } from '../../../ui/chip/chip';
import { PasswordField } from '../../../ui/password-field/password-field';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { Select } from '../../../ui/select/select';
import { TextArea } from '../../../ui/text-area/text-area';
import { TextField } from '../../../ui/text-field/text-field';
import { Toast } from '../../../ui/toast/toast';
import { DESIGN_TEXTS } from '../design.texts';
import { DemoBlock } from './demo-block';
import styles from './design.module.css';

const T = DESIGN_TEXTS.form;
const S = DESIGN_TEXTS.states;
const MEMO_MAX = 200;

type DemoForm = {
  name: string;
  phone: string;
  password: string;
  grade: string;
  mode: string;
  memo: string;
  agree: boolean;
  marketing: boolean;
};

const EMPTY: DemoForm = {
  name: '',
  phone: '',
  password: '',
  grade: '',
  mode: 'offline',
  memo: '',
  agree: false,
  marketing: false,
};

function InteractiveForm() {
  const [saved, setSaved] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DemoForm>({ defaultValues: EMPTY, mode: 'onTouched' });

  return (
    <form
      className={styles.formGrid}
      noValidate
      onSubmit={handleSubmit(async () => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        setSaved(true);
      })}
    >
      <TextField
        label={T.name}
        placeholder={T.namePlaceholder}
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name', { required: requiredMessage(T.name) })}
      />
      <TextField
        label={T.phone}
        placeholder={T.phonePlaceholder}
        inputMode="numeric"
        autoComplete="tel-national"
        required
        hint={T.phoneHint}
        error={errors.phone?.message}
        {...register('phone', {
          required: requiredMessage(T.phone),
          validate: (value) => isMobileNo(value) || formatMessage(T.phone),
        })}
      />
      <PasswordField
        label={T.password}
        autoComplete="new-password"
        required
        hint={T.passwordHint}
        error={errors.password?.message}
        {...register('password', { required: requiredMessage(T.password) })}
      />
      <Select
        label={T.grade}
        options={T.grades}
        required
        error={errors.grade?.message}
        {...register('grade', { required: requiredMessage(T.grade, 'choice') })}
      />
      <RadioGroup label={T.mode} options={T.modes} direction="horizontal" {...register('mode')} />
      <TextArea
        label={T.memo}
        placeholder={T.memoPlaceholder}
        maxLength={MEMO_MAX}
        error={errors.memo?.message}
        {...register('memo')}
      />
      <Controller
        control={control}
        name="agree"
        rules={{ validate: (value) => value || T.agreeError }}
        render={({ field, fieldState }) => (
          <Checkbox
            label={T.agree}
            required
            name={field.name}
            ref={field.ref}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="marketing"
        render={({ field }) => (
          <Checkbox
            label={T.marketing}
            name={field.name}
            ref={field.ref}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
        )}
      />
      <div className={styles.formActions}>
        <Button variant="outline" onClick={() => reset(EMPTY)}>
          {T.reset}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {T.submit}
        </Button>
      </div>
      <Toast open={saved} msg={T.saved} toastType="SHORT" onHide={() => setSaved(false)} />
    </form>
  );
}

/** Regions to pick, at most `T.chipsMax`: the others turn disabled at the limit. */
function ChipsDemo({ size }: { size?: 'sm' | 'md' }) {
  const [chosen, setChosen] = useState<string[]>([T.chipRegions[0]]);
  const full = chosen.length >= T.chipsMax;
  return (
    <ChipList aria-label={size === 'md' ? `${T.chipsLabel} (${T.touchChips})` : T.chipsLabel}>
      {T.chipRegions.map((region) => {
        const on = chosen.includes(region);
        return (
          <li key={region}>
            <ToggleChip
              size={size}
              pressed={on}
              disabled={!on && full}
              onClick={() => setChosen(on ? chosen.filter((item) => item !== region) : [...chosen, region])}
            >
              {region}
            </ToggleChip>
          </li>
        );
      })}
    </ChipList>
  );
}

export function FormDemo() {
  return (
    <>
      <DemoBlock title={T.interactive} layout="column">
        <InteractiveForm />
      </DemoBlock>
      <DemoBlock title={T.chips} description={T.chipsDescription} layout="stack">
        <ChipsDemo />
        <ChipsDemo size="md" />
      </DemoBlock>
      <DemoBlock title={T.staticStates} layout="stack">
        <TextField label={`${T.name} (${S.default})`} placeholder={T.namePlaceholder} />
        <TextField label={`${T.name} (안내 문구)`} hint={T.hintExample} placeholder={T.namePlaceholder} />
        <TextField label={`${T.phone} (${S.error})`} defaultValue={T.errorValue} error={formatMessage(T.phone)} />
        <TextField label={`${T.name} (${S.disabled})`} defaultValue={T.disabledValue} disabled />
        <TextField label={`${T.email} (${S.readOnly})`} defaultValue={T.readOnlyValue} readOnly />
        <Select label={`${T.grade} (${S.error})`} options={T.grades} error={requiredMessage(T.grade, 'choice')} />
        <Select label={`${T.grade} (${S.disabled})`} options={T.grades} disabled />
        <RadioGroup
          label={`${T.mode} (${S.error})`}
          name="demo-mode-error"
          options={T.modes}
          error={requiredMessage(T.mode, 'choice')}
        />
        <RadioGroup
          label={`${T.mode} (${S.disabled})`}
          name="demo-mode-disabled"
          options={T.modes}
          defaultValue="online"
          disabled
        />
        <TextArea label={`${T.memo} (${S.error})`} maxLength={MEMO_MAX} error={requiredMessage(T.memo)} />
        <Checkbox label={`${T.agree} (${S.error})`} error={T.agreeError} />
        <Checkbox label={T.partial} checked="indeterminate" />
        <Checkbox label={T.disabledCheck} disabled />
        <Checkbox label={`${T.disabledCheck} (선택됨)`} disabled checked />
      </DemoBlock>
    </>
  );
}
