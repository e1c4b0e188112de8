import { CODE_TTL_MINUTES, GENDER_CODES } from '@academy/domain/account/account.rules';
import { CARRIER_LABELS, CARRIERS } from '@academy/domain/identity/identity.constants';
import { type SandboxCodeBody, sandboxCodeBody, sandboxConfirmBody } from '@academy/domain/identity/identity.schema';
import { stripPhoneSeparators } from '@academy/domain/phone/phone.rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { RadioInput } from '../../../lib/forms/radio-input';
import { withTransId } from '../../../lib/identity/start-verification';
import { useRouteTitle } from '../../../lib/routing/route-entry';
import { Button } from '../../../ui/button/button';
import { Header } from '../../../ui/header/header';
import { MobileField } from '../../../ui/mobile-field/mobile-field';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { TextLink } from '../../../ui/text-link/text-link';
import { ACCOUNT_TEXTS, VERIFICATION_RESTART_PATHS } from '../account.texts';
import { useVerification } from '../api/get-verification';
import { confirmSandboxCode, sendSandboxCode } from '../api/sandbox-verification';
import { CodeField } from '../components/code-field';
import { FormAlert } from '../components/form-alert';
import { applyApiError, errorCode } from '../lib/api-errors';
import { schemaResolver } from '../lib/schema-resolver';
import { useCountdown } from '../lib/use-countdown';
import styles from './account-page.module.css';

const T = ACCOUNT_TEXTS.sandbox;
const F = ACCOUNT_TEXTS.fields;

type PersonForm = { userNm: string; birthdate: string; genderCd: string; carrier: string; mobileNo: string };

/** Answers that end this verification: only starting over helps. */
const TERMINAL_CODES = new Set([
  'VERIFICATION_NOT_FOUND',
  'VERIFICATION_SESSION_EXPIRED',
  'VERIFICATION_FAILED',
  'VERIFICATION_TOO_MANY_ATTEMPTS',
  'VERIFICATION_NOT_PENDING',
]);

const PERSON_FIELDS = ['userNm', 'birthdate', 'genderCd', 'carrier', 'mobileNo'] as const;

/**
 * /v3/JoinCertiKCB: the sandbox identity verification page, shared by every purpose (sign-up, the
 * guardian's consent, find id, password reset, phone change, reactivation …). The person types
 * who they are, receives a 6-digit code in the sandbox outbox and confirms it; the browser then
 * goes to the verification's return address with `transId` (normally /certiResult).
 */
export function JoinCertiKcbPage() {
  const title = useRouteTitle() ?? F.mobileNo;
  const [params] = useSearchParams();
  const transId = params.get('transId');
  const verification = useVerification(transId);
  const purpose = verification.data?.purpose;
  const restartPath = purpose ? VERIFICATION_RESTART_PATHS[purpose] : '/';

  const [deadline, setDeadline] = useState<number | null>(null);
  const remaining = useCountdown(deadline);
  const [sending, setSending] = useState(false);
  const [personError, setPersonError] = useState<string | null>(null);
  const [terminal, setTerminal] = useState<string | null>(null);

  const person = useForm<PersonForm, unknown, SandboxCodeBody>({
    resolver: schemaResolver(sandboxCodeBody, (values: PersonForm) => ({
      ...values,
      mobileNo: stripPhoneSeparators(values.mobileNo),
    })),
    defaultValues: { userNm: '', birthdate: '', genderCd: '', carrier: '', mobileNo: '' },
  });
  const codeForm = useForm({ resolver: zodResolver(sandboxConfirmBody), defaultValues: { code: '' } });
  const navigate = useNavigate();

  const sendCode = person.handleSubmit(async (body) => {
    if (!transId) return;
    setPersonError(null);
    setSending(true);
    try {
      await sendSandboxCode(transId, body);
      setDeadline(Date.now() + CODE_TTL_MINUTES * 60_000);
      codeForm.reset({ code: '' });
      setTimeout(() => codeForm.setFocus('code'), 0);
    } catch (error) {
      if (TERMINAL_CODES.has(errorCode(error) ?? '')) setTerminal(applyApiError(error, person.setError, []));
      else setPersonError(applyApiError(error, person.setError, PERSON_FIELDS));
    } finally {
      setSending(false);
    }
  });

  const confirm = codeForm.handleSubmit(async (body) => {
    if (!transId) return;
    try {
      const done = await confirmSandboxCode(transId, body);
      await navigate(withTransId(done.returnUrl, transId), { replace: true });
    } catch (error) {
      const code = errorCode(error);
      if (TERMINAL_CODES.has(code ?? '')) {
        setTerminal(applyApiError(error, codeForm.setError, []));
        return;
      }
      const message = applyApiError(error, codeForm.setError, ['code']);
      if (message) codeForm.setError('code', { type: 'server', message });
    }
  });

  const notPending = verification.data && verification.data.status !== 'pending';

  return (
    <section className={styles.screen} data-screen="JoinCertiKCB">
      <Header title={title} />
      <div className={styles.body}>
        <p className={styles.sandboxNote}>
          {T.note}{' '}
          <a href="/dev/outbox" target="_blank" rel="noopener noreferrer">
            {T.outboxLink}
          </a>
        </p>

        {!transId ? (
          <FormAlert actions={<TextLink to="/">{ACCOUNT_TEXTS.common.toHome}</TextLink>}>{T.noTransId}</FormAlert>
        ) : terminal || notPending ? (
          <FormAlert actions={<TextLink to={restartPath}>{T.restart}</TextLink>}>{terminal ?? T.notPending}</FormAlert>
        ) : (
          <>
            <p className={styles.lead}>
              {purpose ? `${T.purposeLine(T.purposes[purpose])} ` : ''}
              {T.lead}
            </p>
            <form className={styles.form} onSubmit={sendCode} noValidate>
              <TextField
                label={F.userNm}
                autoComplete="name"
                required
                error={person.formState.errors.userNm?.message}
                {...person.register('userNm')}
              />
              <TextField
                label={F.birthdate}
                type="date"
                required
                max={new Date().toISOString().slice(0, 10)}
                error={person.formState.errors.birthdate?.message}
                {...person.register('birthdate')}
              />
              <RadioInput
                control={person.control}
                name="genderCd"
                label={F.genderCd}
                direction="horizontal"
                required
                options={GENDER_CODES.map((code) => ({ value: code, label: T.genders[code] }))}
              />
              <Select
                label={F.carrier}
                required
                options={CARRIERS.map((carrier) => ({ value: carrier, label: CARRIER_LABELS[carrier] }))}
                error={person.formState.errors.carrier?.message}
                {...person.register('carrier')}
              />
              <MobileField
                label={F.mobileNo}
                autoComplete="tel-national"
                placeholder={ACCOUNT_TEXTS.placeholders.mobileNo}
                required
                error={person.formState.errors.mobileNo?.message}
                {...person.register('mobileNo')}
              />
              {personError && <FormAlert>{personError}</FormAlert>}
              {deadline === null && (
                <Button type="submit" variant="outline" size="lg" fullWidth loading={sending}>
                  {T.sendCode}
                </Button>
              )}
            </form>

            {deadline !== null && (
              <form className={styles.form} onSubmit={confirm} noValidate>
                <CodeField
                  remaining={remaining ?? 0}
                  onResend={() => void sendCode()}
                  resending={sending}
                  error={codeForm.formState.errors.code?.message}
                  {...codeForm.register('code')}
                />
                <Button
                  type="submit"
                  size="lg"
                  fullWidth
                  loading={codeForm.formState.isSubmitting}
                  disabled={remaining === 0}
                >
                  {T.confirm}
                </Button>
              </form>
            )}
          </>
        )}
      </div>
    </section>
  );
}
