import { FluentProvider } from '@fluentui/react-components';
import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Language } from '../../../shared/constants';
import { lightTheme } from '../theme';
import { parseGuestPath } from './guest-api';
import { GuestPage } from './GuestPage';
import { browserLanguage, loadTexts, translator } from './guest-texts';

/**
 * The guest's forms in the guest entry (web/guest.html, main.tsx; docs/decisions/forms.md "The guest's page"):
 * /guestform/…, /guestform-m/… and /forms/… without the staff app (no router, no session, no staff shell): the page, the form renderer, Fluent and
 * the page's own texts.
 */
function GuestApp({ first }: { first: Language }) {
  const [lang, setLang] = useState<Language>(first);
  const [ready, setReady] = useState(lang);
  useEffect(() => {
    document.documentElement.lang = lang;
    void loadTexts(lang).then(() => setReady(lang));
  }, [lang]);
  const t = useMemo(() => translator(ready), [ready]);
  const route = parseGuestPath(window.location.pathname);
  return (
    <FluentProvider theme={lightTheme} style={{ minHeight: '100vh' }} lang={ready}>
      <GuestPage kind={route?.kind ?? 'single'} id={route?.id ?? ''} token={route?.token ?? ''} lang={ready} t={t} onLanguage={setLang} />
    </FluentProvider>
  );
}

/** Draws the guest's forms page (a chunk of its own: main.tsx loads it for the form paths). */
export function startForms(): void {
  const first = browserLanguage(navigator.languages ?? [navigator.language]);
  document.documentElement.lang = first;
  void loadTexts(first).then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <GuestApp first={first} />
      </StrictMode>,
    ),
  );
}
