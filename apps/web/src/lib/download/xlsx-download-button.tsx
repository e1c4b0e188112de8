import { useMutation } from '@tanstack/react-query';
import { Button, type ButtonProps } from '../../ui/button/button';
import { ProgressBar } from '../../ui/progress-bar/progress-bar';
import { isApiError } from '../api-client';
import { showToast } from '../toast';
import { DOWNLOAD_FAILED_MESSAGE, downloadXlsx } from './download-xlsx';
import styles from './xlsx-download-button.module.css';

export type XlsxDownloadButtonProps = {
  /** The API path that answers the file. */
  path: string;
  /** The name to save under when the server gives none. */
  fallbackName: string;
  label: string;
  /** Read by screen readers while the file is made (e.g. '엑셀 파일을 만드는 중'). */
  progressLabel: string;
  /** A toast once the file is saved. */
  doneText?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
};

/**
 * Every .xlsx download of the app (SPEC §7): while the server makes the file the button is busy and
 * an indeterminate bar shows; a refusal or a failure stays under the button in Korean until the
 * next try (the download does not go through the API client, so nothing else reports it).
 */
export function XlsxDownloadButton({
  path,
  fallbackName,
  label,
  progressLabel,
  doneText,
  variant = 'outline',
  size,
}: XlsxDownloadButtonProps) {
  const download = useMutation({ mutationFn: () => downloadXlsx(path, fallbackName) });
  const failure = download.isError
    ? isApiError(download.error)
      ? download.error.message
      : DOWNLOAD_FAILED_MESSAGE
    : null;
  return (
    <div className={styles.box}>
      <Button
        variant={variant}
        size={size}
        loading={download.isPending}
        onClick={() => download.mutate(undefined, { onSuccess: () => doneText && showToast(doneText) })}
      >
        {label}
      </Button>
      {download.isPending && <ProgressBar label={progressLabel} />}
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
