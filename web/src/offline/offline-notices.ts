import { notify } from '../notices/notice-bus';
import type { OfflineEvent } from './register-service-worker';

/**
 * What the user is told of the offline-support events. Being offline shows as a banner for as long as
 * it lasts (OfflineBanner); coming back and a newly installed build are notices. The others (registered,
 * ready, cached, updatefound) need nothing from the user.
 */
export function reportOfflineEvent(event: OfflineEvent, detail?: unknown): void {
  if (event === 'online') notify({ intent: 'success', key: 'app.online' });
  else if (event === 'updated') notify({ intent: 'info', key: 'app.updated' });
  else if (event === 'error') console.warn('service worker:', detail);
}
