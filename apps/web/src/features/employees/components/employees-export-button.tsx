import { isApiError } from '../../../lib/api-client';
import { DOWNLOAD_FAILED_MESSAGE } from '../../../lib/download-xlsx';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { ProgressBar } from '../../../ui/progress-bar/progress-bar';
import { useExportEmployees } from '../api/export-employees';
import { EMPLOYEES_TEXTS } from '../employees.texts';
import styles from './screen.module.css';

const T = EMPLOYEES_TEXTS.export;

/**
 * EmployeeList's 엑셀 다운로드: the staff as an .xlsx. While the file is made the button is busy and
 * an indeterminate bar shows; a failure stays under the button in Korean until the next try.
 */
export function EmployeesExportButton({ instId }: { instId: string }) {
  const download = useExportEmployees();
  const failure = download.isError
    ? isApiError(download.error)
      ? download.error.message
      : DOWNLOAD_FAILED_MESSAGE
    : null;
  return (
    <div className={styles.exportBox}>
      <Button
        variant="outline"
        size="sm"
        loading={download.isPending}
        onClick={() => download.mutate(instId, { onSuccess: () => showToast(T.done) })}
      >
        {T.button}
      </Button>
      {download.isPending && <ProgressBar label={T.progress} />}
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
