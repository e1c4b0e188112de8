import { profileEditBody } from '@academy/domain/account/account.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { showToast } from '../../../lib/toast';
import { useAppDispatch } from '../../../store/hooks';
import { patchUserInfo } from '../../../store/user-info-slice';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/text-field/text-field';
import { useEditProfile } from '../api/edit-profile';
import { useProfile } from '../api/get-profile';
import { MyScreen } from '../components/my-screen';
import { PROFILE_PRESETS, ProfileAvatar } from '../components/profile-avatar';
import { LoadFailed, Loading, RequireSignIn } from '../components/require-sign-in';
import screen from '../components/screen.module.css';
import { showServerError } from '../lib/form-errors';
import { MYPAGE_TEXTS } from '../mypage.texts';
import styles from './profile-edit-page.module.css';

const T = MYPAGE_TEXTS.profileEdit;

type ProfileEditInput = z.input<typeof profileEditBody>;
type ProfileEditValues = z.output<typeof profileEditBody>;

function ProfileEditForm({ defaults }: { defaults: ProfileEditValues }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const edit = useEditProfile();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileEditInput, unknown, ProfileEditValues>({
    resolver: zodResolver(profileEditBody),
    defaultValues: defaults,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await edit.mutateAsync(values);
    } catch (error) {
      showServerError(error, setError, { fields: ['userNickNm', 'profileFileNm'] });
      return;
    }
    dispatch(patchUserInfo({ userNickNm: values.userNickNm, userFileSaveNm: values.profileFileNm ?? '' }));
    showToast(T.done);
    navigate('/v3/MyPage');
  });

  return (
    <form className={screen.form} onSubmit={onSubmit} noValidate>
      <Controller
        control={control}
        name="profileFileNm"
        render={({ field, fieldState }) => (
          <fieldset className={styles.pictures}>
            <legend className={styles.legend}>{T.picture}</legend>
            <p className={styles.hint}>{T.pictureHint}</p>
            <div className={styles.tiles}>
              {PROFILE_PRESETS.map((fileNm, index) => (
                <label key={fileNm} className={styles.tile}>
                  <input
                    ref={index === 0 ? field.ref : undefined}
                    type="radio"
                    name={field.name}
                    value={fileNm}
                    checked={field.value === fileNm}
                    onChange={() => field.onChange(fileNm)}
                    onBlur={field.onBlur}
                    className={styles.radio}
                  />
                  <ProfileAvatar profileFileNm={fileNm} size="md" />
                </label>
              ))}
            </div>
            {fieldState.error?.message && <p className={screen.error}>{fieldState.error.message}</p>}
          </fieldset>
        )}
      />
      <TextField
        label={T.nickname}
        hint={T.nicknameHint}
        maxLength={20}
        autoComplete="nickname"
        required
        error={errors.userNickNm?.message}
        {...register('userNickNm')}
      />
      <Button type="submit" size="lg" fullWidth loading={edit.isPending}>
        {T.submit}
      </Button>
    </form>
  );
}

function ProfileEditContent() {
  const profile = useProfile();
  if (profile.isPending) return <Loading />;
  if (profile.isError) return <LoadFailed onRetry={() => void profile.refetch()} />;
  const { userNickNm, userNm, profileFileNm } = profile.data;
  return (
    <ProfileEditForm
      defaults={{
        userNickNm: userNickNm ?? userNm,
        profileFileNm: PROFILE_PRESETS.includes(profileFileNm) ? profileFileNm : PROFILE_PRESETS[0],
      }}
    />
  );
}

/** ProfileEditPage: nickname and a stock profile picture. */
export function ProfileEditPage() {
  return (
    <MyScreen screen="ProfileEditPage" fallbackTitle="프로필 수정">
      <RequireSignIn>{() => <ProfileEditContent />}</RequireSignIn>
    </MyScreen>
  );
}
