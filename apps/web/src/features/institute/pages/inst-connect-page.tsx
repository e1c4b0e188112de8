import { type InviteCodeForm, inviteCodeForm } from '@academy/domain/institute/institute.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { maxLengthOf } from '../../../lib/forms/schema-limits';
import { Button } from '../../../ui/button/button';
import screenStyles from '../../../ui/screen/screen.module.css';
import { sectionClassName } from '../../../ui/section/section';
import { TextField } from '../../../ui/text-field/text-field';
import { InstScreen } from '../components/inst-screen';
import styles from '../components/institute.module.css';
import { INSTITUTE_TEXTS } from '../institute.texts';

const T = INSTITUTE_TEXTS.connect;

/** InstConnect: type the 8-character invitation code (any case, hyphens and spaces ignored). */
export function InstConnectPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<InviteCodeForm, unknown, { code: string }>({
    resolver: zodResolver(inviteCodeForm),
    defaultValues: { code: params.get('code') ?? '' },
  });
  const submit = handleSubmit((values) => {
    navigate(`/v3/InstConnectCheck?${new URLSearchParams({ code: values.code })}`);
  });
  return (
    <InstScreen screen="InstConnect" fallbackTitle="학원 연결">
      <form className={screenStyles.form} onSubmit={submit} noValidate>
        <p className={screenStyles.lead}>{T.intro}</p>
        <TextField
          label={T.code}
          placeholder={T.codePlaceholder}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={maxLengthOf(inviteCodeForm.shape.code)}
          required
          error={errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" size="lg" fullWidth>
          {T.next}
        </Button>
      </form>
      <div className={sectionClassName()}>
        <p className={styles.muted}>{T.noCode}</p>
        <Link to="/searchInstTF">{T.search}</Link>
      </div>
    </InstScreen>
  );
}
