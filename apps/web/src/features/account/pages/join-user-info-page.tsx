import { GENDER_LABELS, type GenderCd, LOGIN_ID_MAX_LENGTH } from '@academy/domain/account/account.rules';
import { type SignupBody, signupBody } from '@academy/domain/account/account.schema';
import { formatShortDate } from '@academy/domain/format/format.date';
import type { VerificationResponse } from '@academy/domain/identity/identity.schema';
import { formatPhoneNo } from '@academy/domain/phone/phone.rules';
import { DEFAULT_PROFILE_FILE_NM } from '@academy/domain/signup/signup.constants';
import { GRADE_YEARS, gradeLabel } from '@academy/domain/students/students.rules';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { maxLengthOf } from '../../../lib/forms/schema-limits';
import { useRouteTitle } from '../../../lib/routing/route-entry';
import { useAppDispatch } from '../../../store/hooks';
import { patchJoin, resetJoin } from '../../../store/join-slice';
import { patchLogin } from '../../../store/login-slice';
import { Button } from '../../../ui/button/button';
import { Header } from '../../../ui/header/header';
import { Select } from '../../../ui/select/select';
import { Spinner } from '../../../ui/spinner/spinner';
import { TextField } from '../../../ui/text-field/text-field';
import { TextLink } from '../../../ui/text-link/text-link';
import { ACCOUNT_TEXTS } from '../account.texts';
import { useVerification } from '../api/get-verification';
import { useSignup } from '../api/signup';
import { FormAlert } from '../components/form-alert';
import { InfoList } from '../components/info-list';
import { LoginIdRules, useLoginIdCheck } from '../components/login-id-rules';
import { NewPasswordFields } from '../components/new-password-fields';
import { ProfilePictureField } from '../components/profile-picture-field';
import { RegionPicker } from '../components/region-picker';
import { SubjectChips } from '../components/subject-chips';
import { applyApiError, errorCode } from '../lib/api-errors';
import { type JoinExtras, requestConsentsOf, useJoinDraft } from '../lib/join-draft';
import { blankToUndefined, schemaResolver } from '../lib/schema-resolver';
import styles from './account-page.module.css';

const T = ACCOUNT_TEXTS.joinUserInfo;
const F = ACCOUNT_TEXTS.fields;
const P = ACCOUNT_TEXTS.placeholders;

/** 학년 1–12 as the academy names them (초1 … 고3). */
const GRADE_YEAR_OPTIONS: readonly { value: string; label: string }[] = GRADE_YEARS.map((year) => ({
  value: String(year),
  label: gradeLabel(year),
}));

export const JOIN_DONE_PATH = '/joinDoneTF';

/** What the form holds (every field a string or a list, as typed); `toSignupBody` makes the request. */
export type UserInfoForm = {
  userInputId: string;
  pw: string;
  pw_confirm: string;
  userNickNm: string;
  email: string;
  address: string;
  detailAddress: string;
  schoolNm: string;
  gradeYear: string;
  subjects: string[];
  regions: string[];
  recommendCd: string;
  profileFileNm: string;
  /** A photo uploaded for this sign-up ('' for none). */
  profileImageId: string;
};

/** Fields this screen shows; a server error about another one is shown above the button. */
const FORM_FIELDS = [
  'userInputId',
  'pw',
  'pw_confirm',
  'userNickNm',
  'email',
  'address',
  'detailAddress',
  'schoolNm',
  'gradeYear',
  'subjects',
  'regions',
  'recommendCd',
] as const satisfies readonly (keyof UserInfoForm)[];

/** The steps before this one, as the sign-up draft remembers them. */
export type SignupContext = {
  extras: JoinExtras;
  transId: string;
  child: { userNm: string; birthdate: string; genderCd: string };
};

/**
 * The sign-up request from the form and the earlier steps. A child under 14 (guardian path) sends
 * only what the child needs: no email, address, regions or recommend code.
 */
export function toSignupBody(values: UserInfoForm, context: SignupContext): unknown {
  const guardianPath = context.extras.path === 'guardian';
  const consents = requestConsentsOf(context.extras.consents);
  const body = {
    consents: consents ?? undefined,
    ...(guardianPath
      ? {
          guardian: {
            transId: context.transId,
            relationType: context.extras.relationType,
            userNm: context.child.userNm,
            birthdate: context.child.birthdate,
            genderCd: blankToUndefined(context.child.genderCd),
          },
        }
      : { transId: context.transId }),
    userInputId: values.userInputId,
    pw: values.pw,
    pw_confirm: values.pw_confirm,
    userNickNm: blankToUndefined(values.userNickNm),
    schoolNm: blankToUndefined(values.schoolNm),
    gradeYear: values.gradeYear === '' ? undefined : Number(values.gradeYear),
    subjects: values.subjects.length > 0 ? values.subjects : undefined,
    profileFileNm: values.profileFileNm || DEFAULT_PROFILE_FILE_NM,
    profileImageId: values.profileImageId || undefined,
    marketingConsent: consents?.marketing,
    ...(guardianPath
      ? {}
      : {
          email: blankToUndefined(values.email),
          address: blankToUndefined(values.address),
          detailAddress: blankToUndefined(values.detailAddress),
          regions: values.regions.length > 0 ? values.regions : undefined,
          recommendCd: blankToUndefined(values.recommendCd),
        }),
  };
  return body;
}

/** Messages of errors on things this screen does not show (consents, verification, the child's details). */
function hiddenErrors(errors: FieldErrors<UserInfoForm>): string[] {
  const messages: string[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string') messages.push(message);
    else for (const child of Object.values(node)) visit(child);
  };
  for (const [key, value] of Object.entries(errors)) {
    if (!(FORM_FIELDS as readonly string[]).includes(key)) visit(value);
  }
  return [...new Set(messages)];
}

/**
 * /v3/joinUserInfo: the member's details after verification. The verified name, birth date, gender
 * and mobile are shown read-only; the login id is checked against the domain rules as you type and
 * against the server once typing pauses; the password policy is ticked live. Everything but the
 * password stays in the sign-up draft across a refresh.
 */
export function JoinUserInfoPage() {
  const title = useRouteTitle() ?? T.accountTitle;
  const [params] = useSearchParams();
  const { join, extras, patch } = useJoinDraft();
  const transId = params.get('transId') ?? join.transId;
  const guardianPath = extras.path === 'guardian';
  const verification = useVerification(transId || null);

  useEffect(() => {
    const fromLink = params.get('transId');
    if (fromLink && fromLink !== join.transId) patch({ transId: fromLink });
  }, [params, join.transId, patch]);

  let blocker: ReactNode = null;
  const expectedPurpose = guardianPath ? 'signup-guardian' : 'signup';
  if (!requestConsentsOf(extras.consents)) {
    blocker = (
      <FormAlert actions={<TextLink to="/v3/joinAgreeMain">{ACCOUNT_TEXTS.joinCerti.toAgree}</TextLink>}>
        {ACCOUNT_TEXTS.joinCerti.needConsents}
      </FormAlert>
    );
  } else if (!transId) {
    blocker = <FormAlert actions={<TextLink to="/v3/joinCerti">{T.toCerti}</TextLink>}>{T.needVerification}</FormAlert>;
  } else if (verification.isPending) {
    blocker = <Spinner />;
  } else if (
    verification.isError ||
    verification.data.status !== 'completed' ||
    verification.data.consumed ||
    verification.data.purpose !== expectedPurpose
  ) {
    blocker = <FormAlert actions={<TextLink to="/v3/joinCerti">{T.toCerti}</TextLink>}>{T.verificationUsed}</FormAlert>;
  }

  return (
    <section className={styles.screen} data-screen="joinUserInfo">
      <Header title={title} />
      <div className={styles.body}>
        {blocker ??
          (verification.data && <UserInfoFields verification={verification.data} transId={transId} extras={extras} />)}
      </div>
    </section>
  );
}

function VerifiedSummary({ verification, extras }: { verification: VerificationResponse; extras: JoinExtras }) {
  const { join } = useJoinDraft();
  const identity = verification.identity;
  if (extras.path === 'guardian') {
    const gender = join.genderCd === 'M' || join.genderCd === 'F' ? GENDER_LABELS[join.genderCd as GenderCd] : '';
    return (
      <div className={styles.section}>
        <h2 className={styles.sectionTitle}>{T.childTitle}</h2>
        <InfoList
          items={[
            { label: F.userNm, value: join.userNm },
            { label: F.birthdate, value: join.birthdate ? formatShortDate(join.birthdate) : '' },
            { label: F.genderCd, value: gender },
            { label: F.relationType, value: extras.relationType ?? '' },
          ]}
        />
        {identity && <p className={styles.small}>{T.guardianLine(identity.name)}</p>}
      </div>
    );
  }
  if (!identity) return null;
  return (
    <div className={styles.section}>
      <h2 className={styles.sectionTitle}>{T.verifiedTitle}</h2>
      <InfoList
        label={T.verifiedTitle}
        items={[
          { label: F.userNm, value: identity.name },
          { label: F.birthdate, value: formatShortDate(identity.birthdate) },
          { label: F.genderCd, value: GENDER_LABELS[identity.genderCd] },
          { label: F.mobileNo, value: identity.mobileNo ? formatPhoneNo(identity.mobileNo) : '' },
        ]}
      />
      <p className={styles.small}>{T.verifiedHint}</p>
    </div>
  );
}

function UserInfoFields({
  verification,
  transId,
  extras,
}: {
  verification: VerificationResponse;
  transId: string;
  extras: JoinExtras;
}) {
  const { join } = useJoinDraft();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signup = useSignup();
  const guardianPath = extras.path === 'guardian';
  const idRulesId = useId();
  const [formError, setFormError] = useState<ReactNode>(null);

  // The resolver reads the earlier steps from here, so it always sees the latest draft.
  const context = useRef<SignupContext>({ extras, transId, child: join });
  context.current = {
    extras,
    transId,
    child: { userNm: join.userNm, birthdate: join.birthdate, genderCd: join.genderCd },
  };

  const resolver = useMemo(
    () => schemaResolver(signupBody, (values: UserInfoForm) => toSignupBody(values, context.current)),
    [],
  );

  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<UserInfoForm, unknown, SignupBody>({
    resolver,
    defaultValues: {
      userInputId: join.userInputId,
      pw: '',
      pw_confirm: '',
      userNickNm: join.userNickNm,
      email: join.email,
      address: join.address,
      detailAddress: join.detailAddress,
      schoolNm: typeof join.schoolList[0] === 'string' ? join.schoolList[0] : '',
      gradeYear: join.gradeYear,
      subjects: join.subjectList,
      regions: join.regions.map((region) => region.cityCd),
      recommendCd: join.recommendCd,
      profileFileNm: join.profileFileNm || DEFAULT_PROFILE_FILE_NM,
      profileImageId: '',
    },
  });

  // Everything but the password goes into the sign-up draft as it is typed.
  useEffect(() => {
    const subscription = watch((values) => {
      dispatch(
        patchJoin({
          userInputId: values.userInputId ?? '',
          userNickNm: values.userNickNm ?? '',
          email: values.email ?? '',
          address: values.address ?? '',
          detailAddress: values.detailAddress ?? '',
          schoolList: values.schoolNm ? [values.schoolNm] : [],
          gradeYear: values.gradeYear ?? '',
          subjectList: (values.subjects ?? []).filter((item): item is string => typeof item === 'string'),
          regions: (values.regions ?? [])
            .filter((code): code is string => typeof code === 'string')
            .map((cityCd) => ({ cityCd, townCd: '' })),
          recommendCd: values.recommendCd ?? '',
          profileFileNm: values.profileFileNm || DEFAULT_PROFILE_FILE_NM,
        }),
      );
    });
    return () => subscription.unsubscribe();
  }, [watch, dispatch]);

  const loginId = watch('userInputId');
  const pw = watch('pw');
  const pwConfirm = watch('pw_confirm');
  const availability = useLoginIdCheck(loginId);

  const onValid = async (body: SignupBody) => {
    setFormError(null);
    if (availability === 'taken') {
      setError('userInputId', { type: 'taken', message: T.idTaken }, { shouldFocus: true });
      return;
    }
    try {
      const result = await signup.mutateAsync(body);
      dispatch(patchLogin({ userInputId: result.userInputId }));
      await navigate(JOIN_DONE_PATH, {
        replace: true,
        state: { userInputId: result.userInputId, userNm: guardianPath ? join.userNm : verification.identity?.name },
      });
      dispatch(resetJoin());
    } catch (error) {
      const code = errorCode(error);
      const message = applyApiError(error, setError, FORM_FIELDS);
      if (code === 'DUPLICATE_ACCOUNT') {
        setFormError(
          <FormAlert actions={<TextLink to="/v3/FindId">{T.toFindId}</TextLink>}>{message ?? T.duplicate}</FormAlert>,
        );
      } else if (code === 'SIGNUP_UNDER_14') {
        setFormError(
          <FormAlert actions={<TextLink to="/v3/joinAgreeMain">{ACCOUNT_TEXTS.joinCerti.toAgree}</TextLink>}>
            {message}
          </FormAlert>,
        );
      } else if (code?.startsWith('VERIFICATION_') || code === 'GUARDIAN_UNDER_AGE' || code === 'SIGNUP_NOT_UNDER_14') {
        setFormError(<FormAlert actions={<TextLink to="/v3/joinCerti">{T.toCerti}</TextLink>}>{message}</FormAlert>);
      } else if (message) {
        setFormError(<FormAlert>{message}</FormAlert>);
      }
    }
  };

  const onInvalid = (invalid: FieldErrors<UserInfoForm>) => {
    const hidden = hiddenErrors(invalid);
    setFormError(hidden.length > 0 ? <FormAlert>{`${T.checkForm} ${hidden.join(' ')}`}</FormAlert> : null);
  };

  return (
    <>
      <p className={styles.text}>{T.lead}</p>
      <VerifiedSummary verification={verification} extras={extras} />
      <form className={styles.form} onSubmit={handleSubmit(onValid, onInvalid)} noValidate>
        <div className={styles.section}>
          <h2 className={styles.sectionTitle}>{T.accountTitle}</h2>
          <div>
            <TextField
              label={F.userInputId}
              placeholder={P.userInputId}
              hint={T.idHint}
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={LOGIN_ID_MAX_LENGTH}
              required
              error={errors.userInputId?.message}
              aria-describedby={idRulesId}
              {...register('userInputId')}
            />
            <LoginIdRules id={idRulesId} loginId={loginId} availability={availability} />
          </div>
          <NewPasswordFields
            pwProps={register('pw')}
            confirmProps={register('pw_confirm')}
            pw={pw}
            confirm={pwConfirm}
            pwError={errors.pw?.message}
            confirmError={errors.pw_confirm?.message}
          />
        </div>

        <div className={styles.section}>
          <h2 className={styles.sectionTitle}>{T.profileTitle}</h2>
          <TextField
            label={F.userNickNm}
            maxLength={maxLengthOf(signupBody.shape.userNickNm)}
            error={errors.userNickNm?.message}
            {...register('userNickNm')}
          />
          {!guardianPath && (
            <>
              <TextField
                label={F.email}
                type="email"
                autoComplete="email"
                placeholder={P.email}
                error={errors.email?.message}
                {...register('email')}
              />
              <TextField
                label={F.address}
                autoComplete="street-address"
                placeholder={P.address}
                error={errors.address?.message}
                {...register('address')}
              />
              <TextField
                label={F.detailAddress}
                placeholder={P.detailAddress}
                error={errors.detailAddress?.message}
                {...register('detailAddress')}
              />
            </>
          )}
          <div className={styles.row}>
            <TextField
              className={styles.grow}
              label={F.schoolNm}
              placeholder={P.schoolNm}
              error={errors.schoolNm?.message}
              {...register('schoolNm')}
            />
            <Select
              className={styles.grow}
              label={F.gradeYear}
              placeholder={T.gradeNone}
              options={GRADE_YEAR_OPTIONS}
              error={errors.gradeYear?.message}
              {...register('gradeYear')}
            />
          </div>
          <Controller
            control={control}
            name="subjects"
            render={({ field }) => (
              <SubjectChips value={field.value} onChange={field.onChange} error={errors.subjects?.message} />
            )}
          />
          {!guardianPath && (
            <>
              <Controller
                control={control}
                name="regions"
                render={({ field }) => (
                  <RegionPicker value={field.value} onChange={field.onChange} error={errors.regions?.message} />
                )}
              />
              <TextField
                label={F.recommendCd}
                placeholder={P.recommendCd}
                maxLength={maxLengthOf(signupBody.shape.recommendCd)}
                error={errors.recommendCd?.message}
                {...register('recommendCd')}
              />
            </>
          )}
          <ProfilePictureField
            transId={transId}
            preset={watch('profileFileNm')}
            onPreset={(fileNm) => setValue('profileFileNm', fileNm, { shouldDirty: true })}
            photoId={watch('profileImageId')}
            onPhoto={(fileId) => setValue('profileImageId', fileId, { shouldDirty: true })}
          />
        </div>

        {formError}
        <Button type="submit" size="lg" fullWidth loading={isSubmitting || signup.isPending}>
          {T.submit}
        </Button>
      </form>
    </>
  );
}
