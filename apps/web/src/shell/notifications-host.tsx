import { NOTIFICATION_POSITIONS, type Notification } from '@senda/core/stores';
import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { Toast, ToastRegion } from '../design-system/toast/toast';
import { useServices } from '../shared/services-context';
import { useHydrated } from '../shared/use-hydrated';

/**
 * Renders the notification store. The store owns ids, durations and auto-removal; this
 * only draws each position's stack and forwards a close. A notice added while the app starts (the
 * stored input that could not be read back) is drawn once a prerendered page is hydrated: the
 * build's HTML has none, and React must meet exactly that HTML.
 */
export function NotificationsHost() {
  const hydrated = useHydrated();
  const { stores } = useServices();
  const intl = useIntl();
  const notifications = useAtomValue(stores.notifications.notifications, { store: stores.store });
  const dismiss = useSetAtom(stores.notifications.dismiss, { store: stores.store });
  const byPosition = new Map<string, Notification[]>();
  for (const notification of notifications) {
    byPosition.set(notification.position, [...(byPosition.get(notification.position) ?? []), notification]);
  }
  if (!hydrated) return null;
  return (
    <>
      {NOTIFICATION_POSITIONS.filter((position) => byPosition.has(position)).map((position) => (
        <ToastRegion
          key={position}
          position={position}
          label={intl.formatMessage({ id: 'shell.notifications' })}
        >
          {byPosition.get(position)?.map((notification) => (
            <Toast
              key={notification.id}
              type={notification.type}
              message={intl.formatMessage({ id: notification.message.id }, notification.message.values)}
              closeLabel={intl.formatMessage({ id: 'common.close' })}
              onClose={() => dismiss(notification.id)}
            />
          ))}
        </ToastRegion>
      ))}
    </>
  );
}
