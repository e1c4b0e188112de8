import { type ProfileResponse, profileEditBody } from '@academy/domain/account/account.schema';
import { PROFILE_PRESETS } from '@academy/domain/files/files.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { maxLengthOf } from '../../../lib/forms/schema-limits';
import { showServerError } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { Avatar } from '../../../ui/avatar/avatar';
import { AvatarPicker } from '../../../ui/avatar/avatar-picker';
import { Button } from '../../../ui/button/button';
import { IMAGE_LIMITS } from '../../../ui/image-upload/image-limits';
import { ImageUpload } from '../../../ui/image-upload/image-upload';
import screenStyles from '../../../ui/screen/screen.module.css';
import { TextField } from '../../../ui/text-field/text-field';
import { useEditProfile } from '../api/edit-profile';
import { useUploadProfileImage } from '../api/upload-profile-image';
import { MyScreen } from '../components/my-screen';
import { RequireSignIn } from '../components/require-sign-in';
import { WithProfile } from '../components/with-profile';
import { MYPAGE_TEXTS } from '../mypage.texts';

const T = MYPAGE_TEXTS.profileEdit;

/** The picture choice that keeps the uploaded photo (no stock picture is sent). */
const MY_PHOTO = 'uploaded-photo';

const PRESET_CHOICES = PROFILE_PRESETS.map((fileNm) => ({
  value: fileNm,
  avatar: <Avatar profileFileNm={fileNm} size="md" />,
}));

type ProfileEditInput = z.input<typeof profileEditBody>;
type ProfileEditValues = z.output<typeof profileEditBody>;

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
      showServerError(error, setError, ['userNickNm', 'profileFileNm']);
      return;
    }
    showToast(T.done);
    navigate('/v3/MyPage');
  });

  return (
    <form className={screenStyles.form} onSubmit={onSubmit} noValidate>
      <Controller
        control={control}
        name="profileFileNm"
        render={({ field, fieldState }) => (
          <AvatarPicker
            legend={T.picture}
            hint={T.pictureHint}
            name={field.name}
            choices={[
              ...(photoUrl
                ? [
                    {
                      value: MY_PHOTO,
                      avatar: <Avatar profileFileNm={profileFileNm} imageUrl={photoUrl} alt={T.myPhoto} size="md" />,
                    },
                  ]
                : []),
              ...PRESET_CHOICES,
            ]}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <ImageUpload
        {...IMAGE_LIMITS}
        label={T.upload}
        hint={T.uploadHint}
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
        maxLength={maxLengthOf(profileEditBody.shape.userNickNm)}
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

function ProfileEditContent({ profile }: { profile: ProfileResponse }) {
  const { userNickNm, userNm, profileFileNm, profileImageUrl } = profile;
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
      <RequireSignIn>
        {() => <WithProfile>{(profile) => <ProfileEditContent profile={profile} />}</WithProfile>}
      </RequireSignIn>
    </MyScreen>
  );
}
