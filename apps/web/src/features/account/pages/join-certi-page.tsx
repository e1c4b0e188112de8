import { GENDER_CODES, GENDER_LABELS } from '@academy/domain/account/account.rules';
import { signupBody } from '@academy/domain/account/account.schema';
import { RELATION_TYPES } from '@academy/domain/account/family.schema';
import { todayBusinessDate } from '@academy/domain/format/format.business-date';
import {
  age14CheckFor,
  type BirthAction,
  type BirthSelection,
  birthdateOf,
  birthSelectionOf,
  birthSelectionReducer,
  birthYearOptions,
} from '@academy/domain/signup/signup.birth';
import { MINIMUM_SIGNUP_AGE } from '@academy/domain/signup/signup.constants';
import { type Dispatch, useEffect, useMemo, useReducer, useState } from 'react';
import { useForm } from 'react-hook-form';
import { RadioInput } from '../../../lib/forms/radio-input';
import { startIdentityVerification } from '../../../lib/identity/start-verification';
import { useRouteTitle } from '../../../lib/routing/route-entry';
import { useAppDispatch } from '../../../store/hooks';
import { patchJoin } from '../../../store/join-slice';
import { Button } from '../../../ui/button/button';
import { Header } from '../../../ui/header/header';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { TextLink } from '../../../ui/text-link/text-link';
import { ACCOUNT_TEXTS } from '../account.texts';
import { BirthSelect } from '../components/birth-select';
import { FormAlert } from '../components/form-alert';
import { errorMessage } from '../lib/api-errors';
import { type JoinPath, requestConsentsOf, useJoinDraft } from '../lib/join-draft';
import { blankToUndefined, schemaResolver } from '../lib/schema-resolver';
import { useVerificationStart } from '../lib/use-verification-start';
import styles from './account-page.module.css';

const T = ACCOUNT_TEXTS.joinCerti;
const F = ACCOUNT_TEXTS.fields;

export const JOIN_USER_INFO_PATH = '/v3/joinUserInfo';

/** What the sign-up asks about a child under 14: the contract's guardian block without the guardian's verification. */
export const childOfGuardianSchema = signupBody.shape.guardian.unwrap().omit({ transId: true });

type ChildForm = { userNm: string; birthdate: string; genderCd: string; relationType: string };

/** The guardian path offers only years in which a child can still be under 14. */
function childBirthYears(today: string): number[] {
  const thisYear = Number(today.slice(0, 4));
  return birthYearOptions(today, 'default').filter((year) => year >= thisYear - MINIMUM_SIGNUP_AGE);
}

/**
 * /v3/joinCerti: explains the identity verification and starts it (purpose 'signup'); on the
 * age-14 path, first the child's name, birth date and gender and the guardian's relation, then the
 * guardian verifies (purpose 'signup-guardian'). Either way the verification returns to joinUserInfo.
 */
export function JoinCertiPage() {
  const title = useRouteTitle() ?? T.selfTitle;
  const { extras } = useJoinDraft();
  const consents = requestConsentsOf(extras.consents);
  const path: JoinPath = extras.path ?? 'self';

  return (
    <section className={styles.screen} data-screen="joinCerti">
      <Header title={title} />
      <div className={styles.body}>
        {!consents ? (
          <FormAlert actions={<TextLink to="/v3/joinAgreeMain">{T.toAgree}</TextLink>}>{T.needConsents}</FormAlert>
        ) : path === 'guardian' ? (
          <GuardianStep />
        ) : (
          <SelfStep />
        )}
      </div>
    </section>
  );
}

function SelfStep() {
  const { starting, error, start } = useVerificationStart('signup', JOIN_USER_INFO_PATH);
  return (
    <div className={styles.section}>
      <h2 className={styles.sectionTitle}>{T.selfTitle}</h2>
      <p className={styles.text}>{T.selfLead}</p>
      {error && <FormAlert>{error}</FormAlert>}
      <Button size="lg" fullWidth loading={starting} onClick={start}>
        {T.selfButton}
      </Button>
    </div>
  );
}

function GuardianStep() {
  const { join, extras, patch, patchExtras } = useJoinDraft();
  const dispatch = useAppDispatch();
  const today = useMemo(() => todayBusinessDate(), []);
  const [selection, dispatchBirth] = useReducer(
    (state: BirthSelection, action: BirthAction) => birthSelectionReducer(state, action, today),
    join.birthdate,
    (birthdate) => birthSelectionOf(birthdate === '' ? null : birthdate),
  );
  const [starting, setStarting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [over14, setOver14] = useState(false);

  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<ChildForm, unknown, ReturnType<typeof childOfGuardianSchema.parse>>({
    resolver: schemaResolver(childOfGuardianSchema, (values: ChildForm) => ({
      userNm: values.userNm,
      birthdate: values.birthdate,
      genderCd: blankToUndefined(values.genderCd),
      relationType: blankToUndefined(values.relationType),
    })),
    defaultValues: {
      userNm: join.userNm,
      birthdate: join.birthdate,
      genderCd: join.genderCd,
      relationType: extras.relationType ?? '',
    },
  });

  // What is typed stays in the sign-up draft (a refresh keeps it).
  useEffect(() => {
    const subscription = watch((values) =>
      dispatch(patchJoin({ userNm: values.userNm ?? '', genderCd: values.genderCd ?? '' })),
    );
    return () => subscription.unsubscribe();
  }, [watch, dispatch]);

  useEffect(() => {
    const birthdate = birthdateOf(selection) ?? '';
    setValue('birthdate', birthdate, { shouldValidate: isSubmitted });
    dispatch(
      patchJoin({
        birthdate,
        birth_year: selection.year === null ? '' : String(selection.year),
        birth_month: selection.month === null ? '' : String(selection.month),
        birth_day: selection.day === null ? '' : String(selection.day),
      }),
    );
    setOver14(false);
  }, [selection, setValue, isSubmitted, dispatch]);

  const onSubmit = handleSubmit(async (child) => {
    setFormError(null);
    if (age14CheckFor(child.birthdate, today)) {
      setError('birthdate', { type: 'age', message: T.notUnder14 });
      setOver14(true);
      return;
    }
    patch({
      userNm: child.userNm,
      birthdate: child.birthdate,
      birth_year: child.birthdate.slice(0, 4),
      birth_month: String(Number(child.birthdate.slice(5, 7))),
      birth_day: String(Number(child.birthdate.slice(8, 10))),
      genderCd: child.genderCd,
    });
    patchExtras({ relationType: child.relationType });
    setStarting(true);
    try {
      await startIdentityVerification('signup-guardian', JOIN_USER_INFO_PATH);
    } catch (failure) {
      setFormError(errorMessage(failure));
      setStarting(false);
    }
  });

  return (
    <form className={styles.section} onSubmit={onSubmit} noValidate>
      <h2 className={styles.sectionTitle}>{T.guardianTitle}</h2>
      <p className={styles.text}>{T.guardianLead}</p>
      <TextField
        label={T.childName}
        autoComplete="off"
        required
        error={errors.userNm?.message}
        {...register('userNm')}
      />
      <ChildBirth selection={selection} dispatch={dispatchBirth} today={today} error={errors.birthdate?.message} />
      {over14 && (
        <FormAlert
          tone="info"
          actions={
            <Button variant="outline" size="sm" onClick={() => patchExtras({ path: 'self' })}>
              {T.switchToSelf}
            </Button>
          }
        >
          {T.notUnder14}
        </FormAlert>
      )}
      <RadioInput
        control={control}
        name="genderCd"
        label={T.childGender}
        direction="horizontal"
        required
        options={GENDER_CODES.map((code) => ({ value: code, label: GENDER_LABELS[code] }))}
      />
      <Select
        label={F.relationType}
        required
        options={RELATION_TYPES.map((type) => ({ value: type, label: type }))}
        error={errors.relationType?.message}
        {...register('relationType')}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <Button type="submit" size="lg" fullWidth loading={starting}>
        {T.guardianButton}
      </Button>
    </form>
  );
}

function ChildBirth(props: {
  selection: BirthSelection;
  dispatch: Dispatch<BirthAction>;
  today: string;
  error?: string;
}) {
  const years = useMemo(() => childBirthYears(props.today), [props.today]);
  return <BirthSelect label={T.childBirth} years={years} required {...props} />;
}
