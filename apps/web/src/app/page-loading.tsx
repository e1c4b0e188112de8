import { Spinner } from '../ui/spinner/spinner';
import { APP_TEXTS } from './app-texts';
import styles from './page-loading.module.css';

/** Full-page loading state with a visible '불러오는 중…': start-up, rehydration, the first load of an area. */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status">
      <Spinner size="lg" decorative />
      <p className={styles.label}>{APP_TEXTS.loading}</p>
    </div>
  );
}
