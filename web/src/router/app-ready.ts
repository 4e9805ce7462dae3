import type { Bootstrap } from '../../../shared/api/system';
import { loadBootstrap } from '../api/bootstrap';
import { languageStore } from '../i18n/language';
import { markBootstrapDone, notify } from '../notices/notice-bus';
import { startSession } from '../session/session';
import { takeHandedOverNotices } from '../signin/handover';

let firstDone = false;

/**
 * What every route decision waits for: the start-up token check, then the bootstrap (feature flags,
 * tenant). After a sign-in or sign-out the bootstrap is fetched again and this waits for the new one.
 */
export async function appReady(): Promise<Bootstrap> {
  await startSession();
  const bootstrap = await loadBootstrap();
  if (!firstDone) {
    firstDone = true;
    languageStore.applyTenantDefault(bootstrap.settings.lang);
    markBootstrapDone();
    // What the previous document (the staff app or the sign-in entry, web/src/signin/handover.ts) posted just before
    // it navigated here, in this document's language.
    await languageStore.ready();
    takeHandedOverNotices().forEach(notify);
  }
  return bootstrap;
}
