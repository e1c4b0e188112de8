import { PROFILE_PRESETS } from '@academy/domain/files/files.schema';
import { Avatar } from '../../../ui/avatar/avatar';
import { AvatarPicker } from '../../../ui/avatar/avatar-picker';
import { IMAGE_LIMITS } from '../../../ui/image-upload/image-limits';
import { ImageUpload } from '../../../ui/image-upload/image-upload';
import { ACCOUNT_TEXTS } from '../account.texts';
import { useUploadSignupProfileImage } from '../api/upload-signup-profile-image';
import styles from './profile-picture-field.module.css';

const T = ACCOUNT_TEXTS.joinUserInfo;

const PRESET_CHOICES = PROFILE_PRESETS.map((fileNm) => ({
  value: fileNm,
  avatar: <Avatar profileFileNm={fileNm} size="sm" />,
}));

export type ProfilePictureFieldProps = {
  transId: string;
  /** The stock picture chosen (`default01.png` …). */
  preset: string;
  onPreset: (fileNm: string) => void;
  /** The uploaded photo's id ('' for none): it wins over the stock picture. */
  photoId: string;
  onPhoto: (fileId: string) => void;
};

/**
 * joinUserInfo's picture: one of the stock pictures, or a photo. The photo is sent at once against
 * this sign-up's verification (the account does not exist yet) and becomes the member's when the
 * sign-up is saved; removing it here falls back to the stock picture.
 */
export function ProfilePictureField({ transId, preset, onPreset, photoId, onPhoto }: ProfilePictureFieldProps) {
  const upload = useUploadSignupProfileImage();
  return (
    <div className={styles.field}>
      <AvatarPicker
        legend={T.pictureTitle}
        hint={photoId ? T.pictureWithPhoto : T.pictureHint}
        name="profileFileNm"
        choices={PRESET_CHOICES}
        value={preset}
        onChange={onPreset}
        size="sm"
      />
      <ImageUpload
        {...IMAGE_LIMITS}
        label={T.upload}
        hint={T.uploadHint}
        imageAlt={T.uploadedAlt}
        placeholder={<Avatar profileFileNm={preset} alt="" size="md" />}
        upload={async (file, onProgress) => {
          const stored = await upload.mutateAsync({ transId, file, onProgress });
          onPhoto(stored.fileId);
        }}
        onRemove={photoId ? () => onPhoto('') : undefined}
        removeLabel={T.removePhoto}
      />
    </div>
  );
}
