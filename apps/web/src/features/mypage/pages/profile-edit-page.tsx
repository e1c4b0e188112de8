import { profileEditBody } from '@academy/domain/account/account.schema';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MAX_LABEL, PROFILE_PRESETS } from '@academy/domain/files/files.schema';
import { acceptAttribute, isAllowedUpload, notAllowedUploadMessage } from '@academy/domain/uploads/uploads.rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { showToast } from '../../../lib/toast';
import { useAppDispatch } from '../../../store/hooks';
import { patchUserInfo } from '../../../store/user-info-slice';
import { Avatar } from '../../../ui/avatar/avatar';
import { Button } from '../../../ui/button/button';
import { ImageUpload } from '../../../ui/image-upload/image-upload';
import { TextField } from '../../../ui/text-field/text-field';
import { useEditProfile } from '../api/edit-profile';
import { useProfile } from '../api/get-profile';
import { useUploadProfileImage } from '../api/upload-profile-image';
import { MyScreen } from '../components/my-screen';
import { LoadFailed, Loading, RequireSignIn } from '../components/require-sign-in';
import screen from '../components/screen.module.css';
import { showServerError } from '../lib/form-errors';
import { MYPAGE_TEXTS } from '../mypage.texts';
import styles from './profile-edit-page.module.css';

const T = MYPAGE_TEXTS.profileEdit;

/** The picture choice that keeps the uploaded photo (no stock picture is sent). */
const MY_PHOTO = 'uploaded-photo';

type ProfileEditInput = z.input<typeof profileEditBody>;
type ProfileEditValues = z.output<typeof profileEditBody>;

const checkImageType = (fileName: string) =>
  isAllowedUpload(fileName, ['image']) ? null : notAllowedUploadMessage(['image']);

function ProfileEditForm({
  defaults,
  profileFileNm,
  photoUrl,
}: {
  defaults: ProfileEditValues;
  profileFileNm: string;
  photoUrl: string | null;
}) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const edit = useEditProfile();
  const upload = useUploadProfileImage();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<ProfileEditInput, unknown, ProfileEditValues>({
    resolver: zodResolver(profileEditBody),
    defaultValues: defaults,
  });

  const onSubmit = handleSubmit(async (values) => {
    // Keeping the photo sends no stock picture: sending one would replace (and delete) the photo.
    const body = values.profileFileNm === MY_PHOTO ? { userNickNm: values.userNickNm } : values;
    try {
      await edit.mutateAsync(body);
    } catch (error) {
      showServerError(error, setError, { fields: ['userNickNm', 'profileFileNm'] });
      return;
    }
    dispatch(patchUserInfo({ userNickNm: values.userNickNm, userFileSaveNm: body.profileFileNm ?? '' }));
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
              {[...(photoUrl ? [MY_PHOTO] : []), ...PROFILE_PRESETS].map((choice, index) => (
                <label key={choice} className={styles.tile}>
                  <input
                    ref={index === 0 ? field.ref : undefined}
                    type="radio"
                    name={field.name}
                    value={choice}
                    checked={field.value === choice}
                    onChange={() => field.onChange(choice)}
                    onBlur={field.onBlur}
                    className={styles.radio}
                  />
                  {choice === MY_PHOTO ? (
                    <Avatar profileFileNm={profileFileNm} imageUrl={photoUrl} alt={T.myPhoto} size="md" />
                  ) : (
                    <Avatar profileFileNm={choice} size="md" />
                  )}
                </label>
              ))}
            </div>
            {fieldState.error?.message && <p className={screen.error}>{fieldState.error.message}</p>}
          </fieldset>
        )}
      />
      <ImageUpload
        label={T.upload}
        hint={T.uploadHint}
        accept={acceptAttribute(['image'])}
        maxBytes={IMAGE_UPLOAD_MAX_BYTES}
        maxLabel={IMAGE_UPLOAD_MAX_LABEL}
        checkType={checkImageType}
        imageUrl={photoUrl}
        imageAlt={T.uploadedAlt}
        placeholder={<Avatar profileFileNm={profileFileNm} alt="" size="md" />}
        upload={async (file, onProgress) => {
          await upload.mutateAsync({ file, onProgress });
          setValue('profileFileNm', MY_PHOTO);
          showToast(T.uploaded);
        }}
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
  const { userNickNm, userNm, profileFileNm, profileImageUrl } = profile.data;
  const preset = (PROFILE_PRESETS as readonly string[]).includes(profileFileNm) ? profileFileNm : PROFILE_PRESETS[0];
  return (
    <ProfileEditForm
      defaults={{ userNickNm: userNickNm ?? userNm, profileFileNm: profileImageUrl ? MY_PHOTO : preset }}
      profileFileNm={preset}
      photoUrl={profileImageUrl}
    />
  );
}

/** ProfileEditPage: nickname, and a stock picture or an uploaded photo. */
export function ProfileEditPage() {
  return (
    <MyScreen screen="ProfileEditPage" fallbackTitle="프로필 수정">
      <RequireSignIn>{() => <ProfileEditContent />}</RequireSignIn>
    </MyScreen>
  );
}
