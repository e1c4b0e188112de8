import { TUITION_NM_MAX } from '@academy/domain/class/class.constants';
import {
  type NewTuition,
  type NewTuitionInput,
  newTuitionInput,
  type TuitionView,
} from '@academy/domain/class/class.schema';
import { digitsToNumber } from '@academy/domain/text/text.rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { NumberInput } from '../../../lib/forms/number-input';
import { RadioInput } from '../../../lib/forms/radio-input';
import { patchClass } from '../../../store/class-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import rows from '../../../ui/rows/rows.module.css';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section, SectionTitle } from '../../../ui/section/section';
import { TextField } from '../../../ui/text-field/text-field';
import { useTuitions } from '../api/get-tuitions';
import { CLASSES_TEXTS } from '../classes.texts';
import { Loading, QueryFailed } from '../components/classes-screen';
import { WizardFrame } from '../components/wizard-frame';

const T = CLASSES_TEXTS.selectTuition;

const UNIT_OPTIONS = (['MONTH', 'ROUND'] as const).map((unit) => ({
  value: unit,
  label: CLASSES_TEXTS.codes.billingUnit[unit],
}));

function NewTuitionForm({ onChosen }: { onChosen: () => void }) {
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => state.class.newTuition);
  const payDtTpCd = useAppSelector((state) => state.class.payDtTpCd);
  const form = useForm<NewTuitionInput, unknown, NewTuition>({
    resolver: zodResolver(newTuitionInput),
    defaultValues: {
      name: current?.name ?? '',
      billingUnit: current?.billingUnit ?? 'MONTH',
      amount: current?.amount,
      round: current?.round ?? null,
    },
  });
  const unit = form.watch('billingUnit');
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    dispatch(
      patchClass({
        newTuition: { ...values, round: values.billingUnit === 'ROUND' ? values.round : null },
        tuitionId: null,
        tuitionNm: values.name,
        roundInfo:
          values.billingUnit === 'ROUND'
            ? { round: values.round, tuition: values.amount }
            : { round: null, tuition: null },
        payDtTpCd: values.billingUnit !== 'ROUND' && payDtTpCd === '030' ? '010' : payDtTpCd,
      }),
    );
    onChosen();
  });
  return (
    <form className={screenStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="new-tuition-title">
      <SectionTitle id="new-tuition-title">{T.newTitle}</SectionTitle>
      <TextField
        label={T.name}
        placeholder={T.namePlaceholder}
        required
        maxLength={TUITION_NM_MAX}
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <RadioInput
        control={form.control}
        name="billingUnit"
        label={T.billingUnit}
        options={UNIT_OPTIONS}
        direction="horizontal"
      />
      <div className={screenStyles.inline}>
        <NumberInput
          control={form.control}
          name="amount"
          parse={(typed) => digitsToNumber(typed) ?? undefined}
          label={T.amount}
          placeholder={T.amountPlaceholder}
          required
          suffix={T.amountSuffix}
        />
        {unit === 'ROUND' && (
          <NumberInput
            control={form.control}
            name="round"
            parse={digitsToNumber}
            label={T.round}
            required
            suffix={T.roundSuffix}
          />
        )}
      </div>
      <Button type="submit" variant="secondary" fullWidth>
        {T.add}
      </Button>
    </form>
  );
}

function TuitionList({ instId, onChosen }: { instId: string; onChosen: () => void }) {
  const tuitions = useTuitions(instId);
  const dispatch = useAppDispatch();
  const chosen = useAppSelector((state) => state.class.tuitionId);
  const payDtTpCd = useAppSelector((state) => state.class.payDtTpCd);
  const choose = (tuition: TuitionView | null) => {
    dispatch(
      patchClass({
        tuitionId: tuition?.tuitionId ?? null,
        tuitionNm: tuition?.tuitionNm ?? '',
        newTuition: null,
        roundInfo: tuition?.roundInfo ?? { round: null, tuition: null },
        payDtTpCd: tuition?.billingUnit !== 'ROUND' && payDtTpCd === '030' ? '010' : payDtTpCd,
      }),
    );
    onChosen();
  };
  if (tuitions.isPending) return <Loading />;
  if (tuitions.isError) return <QueryFailed error={tuitions.error} onRetry={() => void tuitions.refetch()} />;
  return (
    <>
      {tuitions.data.tuitions.length === 0 ? (
        <EmptyState title={T.empty} />
      ) : (
        <ul className={rows.list} aria-label={T.listLabel}>
          {tuitions.data.tuitions.map((tuition) => (
            <li key={tuition.tuitionId} className={rows.row}>
              <span className={rows.text}>
                <span className={rows.title}>{tuition.tuitionNm}</span>
                <span className={rows.description}>
                  {T.describe(tuition.billingUnit, tuition.amount, tuition.roundInfo?.round ?? null)}
                </span>
              </span>
              <Button
                size="sm"
                variant={chosen === tuition.tuitionId ? 'primary' : 'outline'}
                aria-pressed={chosen === tuition.tuitionId}
                aria-label={`${tuition.tuitionNm} 선택`}
                onClick={() => choose(tuition)}
              >
                선택
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="text" onClick={() => choose(null)}>
        {T.none}
      </Button>
    </>
  );
}

/** /selectTuition: one of the academy's tuitions, none, or a new one created with the class. */
export function SelectTuitionPage() {
  const navigate = useNavigate();
  const back = () => navigate('/classCreate2');
  return (
    <WizardFrame screen="selectTuition" fallbackTitle="수강료 선택">
      {({ instId }) => (
        <>
          <p className={screenStyles.lead}>{T.intro}</p>
          <Section aria-label={T.listLabel}>
            <TuitionList instId={instId} onChosen={back} />
          </Section>
          <Section>
            <NewTuitionForm onChosen={back} />
          </Section>
        </>
      )}
    </WizardFrame>
  );
}
