import { CODE_TTL_MINUTES } from '@academy/domain/account/account.rules';
import {
  findIdBySmsBody,
  findIdCodeBody,
  passwordResetBySmsBody,
  passwordResetCodeBody,
} from '@academy/domain/account/account.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../ui/button/button';
import { MobileField } from '../../../ui/mobile-field/mobile-field';
import { TextField } from '../../../ui/text-field/text-field';
import { ACCOUNT_TEXTS } from '../account.texts';
import { applyApiError } from '../lib/api-errors';
import { schemaResolver } from '../lib/schema-resolver';
import { useCountdown } from '../lib/use-countdown';
import styles from '../pages/account-page.module.css';
import { CodeField } from './code-field';
import { FormAlert } from './form-alert';

const F = ACCOUNT_TEXTS.fields;

/** Who asks for the code: a name (find id) or a login id (password reset), with the mobile number. */
const SCHEMAS = {
  userNm: { send: findIdCodeBody, check: findIdBySmsBody },
  userInputId: { send: passwordResetCodeBody, check: passwordResetBySmsBody },
} as const;

type Kind = keyof typeof SCHEMAS;
type Values = { userNm: string; userInputId: string; mobileNo: string; code: string };
type SendBody<K extends Kind> = z.output<(typeof SCHEMAS)[K]['send']>;
type CheckBody<K extends Kind> = z.output<(typeof SCHEMAS)[K]['check']>;

export type SmsCodeFormProps<K extends Kind> = {
  kind: K;
  sendCode: (body: SendBody<K>) => Promise<unknown>;
  /** The final step with the code; a thrown ApiError is shown on the form. */
  onSubmit: (body: CheckBody<K>) => Promise<void>;
  submitLabel: string;
  initialValue?: string;
};

const bodyOf = (kind: Kind, values: Values) => ({
  [kind]: values[kind],
  mobileNo: values.mobileNo,
  code: values.code,
});

/**
 * Name (or login id) + 휴대폰 번호 → 인증번호 받기 → the code with a 3:00 countdown and 재전송 →
 * the final step. Both steps are checked with the contract schemas of the endpoints they call.
 */
export function SmsCodeForm<K extends Kind>({
  kind,
  sendCode,
  onSubmit,
  submitLabel,
  initialValue = '',
}: SmsCodeFormProps<K>) {
  const schemas = SCHEMAS[kind];
  const [deadline, setDeadline] = useState<number | null>(null);
  const remaining = useCountdown(deadline);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, CheckBody<K>>({
    resolver: schemaResolver(schemas.check as unknown as z.ZodType<CheckBody<K>>, (values: Values) =>
      bodyOf(kind, values),
    ),
    defaultValues: { userNm: '', userInputId: '', [kind]: initialValue, mobileNo: '', code: '' },
  });

  const send = async () => {
    setFormError(null);
    if (!(await trigger([kind, 'mobileNo']))) return;
    const parsed = schemas.send.safeParse(bodyOf(kind, getValues()));
    if (!parsed.success) return;
    setSending(true);
    try {
      await sendCode(parsed.data as SendBody<K>);
      setDeadline(Date.now() + CODE_TTL_MINUTES * 60_000);
      setTimeout(() => setFocus('code'), 0);
    } catch (error) {
      setFormError(applyApiError(error, setError, [kind, 'mobileNo']));
    } finally {
      setSending(false);
    }
  };

  const submit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      await onSubmit(body);
    } catch (error) {
      setFormError(applyApiError(error, setError, [kind, 'mobileNo', 'code']));
    }
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        if (deadline === null) {
          event.preventDefault();
          void send();
        } else void submit(event);
      }}
    >
      <TextField
        label={kind === 'userNm' ? F.userNm : F.userInputId}
        autoComplete={kind === 'userNm' ? 'name' : 'username'}
        autoCapitalize="off"
        required
        error={errors[kind]?.message}
        {...register(kind)}
      />
      <MobileField
        label={F.mobileNo}
        autoComplete="tel-national"
        placeholder={ACCOUNT_TEXTS.placeholders.mobileNo}
        required
        error={errors.mobileNo?.message}
        {...register('mobileNo')}
      />
      {deadline === null ? (
        <Button type="submit" variant="outline" size="lg" fullWidth loading={sending}>
          {ACCOUNT_TEXTS.sandbox.sendCode}
        </Button>
      ) : (
        <>
          <CodeField
            remaining={remaining ?? 0}
            onResend={() => void send()}
            resending={sending}
            error={errors.code?.message}
            {...register('code')}
          />
          {formError && <FormAlert>{formError}</FormAlert>}
          <Button type="submit" size="lg" fullWidth loading={isSubmitting} disabled={remaining === 0}>
            {submitLabel}
          </Button>
        </>
      )}
      {deadline === null && formError && <FormAlert>{formError}</FormAlert>}
    </form>
  );
}
