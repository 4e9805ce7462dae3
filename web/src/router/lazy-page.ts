import type { ComponentType } from 'react';
import { MODULE_RELOAD_DELAY_MS } from '../../../shared/constants';
import type { TextArea } from '../i18n/dictionary';
import { languageStore } from '../i18n/language';
import type { PageLoader } from '../navigation/route-types';
import { isLocalhost } from './navigation';

/** A page module could not be fetched, typically because a deployment replaced its file. */
export class ModuleLoadError extends Error {
  constructor(cause: unknown) {
    super('A page module could not be loaded', { cause });
    this.name = 'ModuleLoadError';
  }
}

const LAST_RELOAD = 'sta.moduleReloadAt';
/** A second failure this soon after a reload means reloading does not help (the server is away). */
const RELOAD_GUARD_MS = 10_000;

/**
 * Reload after 250 ms (spec 1 section 8) to fetch the new deployment's files; not on localhost,
 * where a reload would only hide the error from the developer.
 */
export function reloadAfterModuleFailure(): boolean {
  if (isLocalhost()) return false;
  const last = Number(sessionStorage.getItem(LAST_RELOAD) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(LAST_RELOAD, String(Date.now()));
  setTimeout(() => window.location.reload(), MODULE_RELOAD_DELAY_MS);
  return true;
}

/**
 * The router's lazy() for a page: the component once its module and its texts are loaded (the router shows the
 * loading state meanwhile, so no key flashes untranslated), or a ModuleLoadError after scheduling the reload.
 */
export function lazyPage(loader: PageLoader, texts: readonly TextArea[]): () => Promise<{ Component: ComponentType }> {
  return async () => {
    try {
      const [Component] = await Promise.all([loader(), languageStore.requireTexts(texts)]);
      return { Component };
    } catch (err) {
      reloadAfterModuleFailure();
      throw new ModuleLoadError(err);
    }
  };
}
