import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MAX_LABEL, PROFILE_PRESETS } from '@academy/domain/files/files.schema';
import { acceptAttribute, isAllowedUpload, notAllowedUploadMessage } from '@academy/domain/uploads/uploads.rules';
import { Avatar } from '../../../ui/avatar/avatar';
import { ImageUpload } from '../../../ui/image-upload/image-upload';
import { ACCOUNT_TEXTS } from '../account.texts';
import { useUploadSignupProfileImage } from '../api/upload-signup-profile-image';
import styles from './profile-picture-field.module.css';

const T = ACCOUNT_TEXTS.joinUserInfo;

const checkImageType = (fileName: string) =>
  isAllowedUpload(fileName, ['image']) ? null : notAllowedUploadMessage(['image']);

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
    <div className={styles.fieldset}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{T.pictureTitle}</legend>
        <p className={styles.hint}>{photoId ? T.pictureWithPhoto : T.pictureHint}</p>
        <div className={styles.tiles}>
          {PROFILE_PRESETS.map((fileNm) => (
            <label key={fileNm} className={styles.tile}>
              <input
                type="radio"
                name="profileFileNm"
                value={fileNm}
                checked={preset === fileNm}
                onChange={() => onPreset(fileNm)}
                className={styles.radio}
              />
              <Avatar profileFileNm={fileNm} size="sm" />
            </label>
          ))}
        </div>
      </fieldset>
      <ImageUpload
        label={T.upload}
        hint={T.uploadHint}
        accept={acceptAttribute(['image'])}
        maxBytes={IMAGE_UPLOAD_MAX_BYTES}
        maxLabel={IMAGE_UPLOAD_MAX_LABEL}
        checkType={checkImageType}
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
