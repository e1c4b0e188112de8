import type { MembershipSummary } from '@academy/domain/account/account.schema';
import { formatDate } from '@academy/domain/format/format.date';
import { INTRO_MAX } from '@academy/domain/institute/institute.constants';
import { type InstExtraBody, type InstExtraResponse, instExtraBody } from '@academy/domain/institute/institute.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { showServerError } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section } from '../../../ui/section/section';
import { TextArea } from '../../../ui/text-area/text-area';
import { useEditInstExtra } from '../api/edit-inst-extra';
import { useInstExtra } from '../api/get-inst-extra';
import { InstScreen } from '../components/inst-screen';
import styles from '../components/institute.module.css';
import { LoadFailed, Loading, WithCurrentInst } from '../components/require-member';
import { INSTITUTE_TEXTS } from '../institute.texts';

const T = INSTITUTE_TEXTS.extra;

function IntroForm({ extra }: { extra: InstExtraResponse }) {
  const edit = useEditInstExtra(extra.instId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<InstExtraBody>({ resolver: zodResolver(instExtraBody), defaultValues: { intro: extra.intro ?? '' } });
  const submit = handleSubmit(async (values) => {
    try {
      await edit.mutateAsync(values);
      showToast(T.done);
    } catch (error) {
      showServerError(error, setError, ['intro']);
    }
  });
  return (
    <form className={screenStyles.form} onSubmit={submit} noValidate>
      <TextArea
        label={T.intro}
        placeholder={T.introPlaceholder}
        rows={8}
        maxLength={INTRO_MAX}
        error={errors.intro?.message}
        {...register('intro')}
      />
      <Button type="submit" size="lg" fullWidth loading={edit.isPending}>
        {T.submit}
      </Button>
    </form>
  );
}

function ExtraContent({ membership }: { membership: MembershipSummary }) {
  const extra = useInstExtra(membership.instId);
  const titleId = useId();
  if (extra.isPending) return <Loading />;
  if (extra.isError) return <LoadFailed onRetry={() => void extra.refetch()} />;
  const data = extra.data;
  return (
    <>
      <Section aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.heroTitle}>
          {data.instNm}
        </h2>
        <ul className={styles.chipList} aria-label={T.subjects}>
          {data.subjects.map((subject) => (
            <li key={subject}>
              <Badge tone="secondary">{subject}</Badge>
            </li>
          ))}
        </ul>
        {data.intro ? (
          <p className={screenStyles.pre}>{data.intro}</p>
        ) : (
          <EmptyState title={T.empty} description={data.canEdit ? undefined : T.emptyHint} />
        )}
        <p className={styles.muted}>{T.updatedAt(formatDate(new Date(data.updatedAt)))}</p>
      </Section>
      {data.canEdit && <IntroForm key={data.updatedAt} extra={data} />}
    </>
  );
}

/** /v3/inst/extra: the academy's introduction; members read it, the director and 010 staff write it. */
export function InstExtraPage() {
  return (
    <InstScreen screen="instExtra" fallbackTitle="학원 부가 정보">
      <WithCurrentInst>
        {(membership) => <ExtraContent key={membership.instId} membership={membership} />}
      </WithCurrentInst>
    </InstScreen>
  );
}
