import { PREFERENCE_CHANNEL_LABELS } from '@academy/domain/notifications/notification.rules';
import type { NotificationPreferencesResponse } from '@academy/domain/notifications/notifications.schema';
import { showToast } from '../../../lib/toast';
import { Section } from '../../../ui/section/section';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { MyScreen } from '../components/my-screen';
import { LoadFailed, Loading, RequireSignIn } from '../components/require-sign-in';
import { ToggleSwitch } from '../components/toggle-switch';
import { MYPAGE_TEXTS } from '../mypage.texts';
import styles from './notification-settings-page.module.css';

const T = MYPAGE_TEXTS.notificationSettings;

type Category = NotificationPreferencesResponse['categories'][number];

function CategorySettings({ entry }: { entry: Category }) {
  const update = useUpdateNotificationPreferences();
  return (
    <Section title={entry.label} titleAs="h2" className={styles.category}>
      {entry.category === 'ad' && <p className={styles.hint}>{T.adHint}</p>}
      {entry.channels.map((setting) => (
        <ToggleSwitch
          key={setting.channel}
          label={PREFERENCE_CHANNEL_LABELS[setting.channel]}
          description={setting.locked ? T.always : undefined}
          checked={setting.enabled}
          disabled={setting.locked || update.isPending}
          onCheckedChange={(enabled) =>
            update.mutate(
              { changes: [{ category: entry.category, channel: setting.channel, enabled }] },
              { onSuccess: () => showToast(T.saved) },
            )
          }
        />
      ))}
    </Section>
  );
}

function Settings() {
  const preferences = useNotificationPreferences();
  if (preferences.isPending) return <Loading />;
  if (preferences.isError) return <LoadFailed onRetry={() => void preferences.refetch()} />;
  return (
    <>
      <p className={styles.intro}>{T.intro}</p>
      <div className={styles.list}>
        {preferences.data.categories.map((entry) => (
          <CategorySettings key={entry.category} entry={entry} />
        ))}
      </div>
    </>
  );
}

/**
 * /v3/NotificationSettings (마이페이지 > 알림 설정): for each kind of news, whether it comes in the
 * app's list, by push and by AlimTalk or text. Informational news always stays in the list.
 */
export function NotificationSettingsPage() {
  return (
    <MyScreen screen="NotificationSettings" fallbackTitle="알림 설정">
      <RequireSignIn>{() => <Settings />}</RequireSignIn>
    </MyScreen>
  );
}
