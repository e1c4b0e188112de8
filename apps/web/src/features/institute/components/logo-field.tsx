import { showRefusal } from '../../../lib/forms/server-errors';
import { IMAGE_LIMITS } from '../../../ui/image-upload/image-limits';
import { ImageUpload } from '../../../ui/image-upload/image-upload';
import { useRemoveInstLogo } from '../api/remove-inst-logo';
import { useUploadInstLogo } from '../api/upload-inst-logo';
import { INSTITUTE_TEXTS } from '../institute.texts';

const T = INSTITUTE_TEXTS.form;

const common = { ...IMAGE_LIMITS, label: T.logoUpload, hint: T.logoHint };

/** instEditInfoN: the academy's logo, sent (or removed) at once, apart from the form's other fields. */
export function LogoField({ instId, instNm, logoUrl }: { instId: string; instNm: string; logoUrl: string | null }) {
  const upload = useUploadInstLogo();
  const remove = useRemoveInstLogo();
  return (
    <ImageUpload
      {...common}
      hint={T.logoHintNow}
      imageUrl={logoUrl}
      imageAlt={T.logoAlt(instNm)}
      upload={(file, onProgress) => upload.mutateAsync({ instId, file, onProgress })}
      onRemove={async () => {
        try {
          await remove.mutateAsync(instId);
        } catch (error) {
          showRefusal(error);
        }
      }}
      removeLabel={T.logoClear}
    />
  );
}

/**
 * instCreateTF: the logo is chosen here and sent right after the academy is made (it needs the
 * academy); `progress` and `error` come from that send.
 */
export function NewLogoField({
  onSelect,
  progress,
  error,
}: {
  onSelect: (file: File | null) => void;
  progress: number | null;
  error: string | null;
}) {
  return (
    <ImageUpload
      {...common}
      imageAlt={T.logoAlt('')}
      onSelect={onSelect}
      onRemove={() => onSelect(null)}
      removeLabel={T.logoClear}
      progress={progress}
      error={error}
    />
  );
}
