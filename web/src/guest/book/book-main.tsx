import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Language } from '../../../../shared/constants';
import { browserLanguage } from '../guest-texts';
import { BookApp } from './BookApp';
import type { BookPage } from './book-path';
import { readUrl, type BookParams } from './book-url';
import { loadBookTexts } from './book-texts';
import { returnTarget } from './provider-return';

/**
 * Draws a booking page into #root (the guest entry, main.tsx). `fixed` are parameters a host page sets whatever the
 * address says (a widget page /widget/:slug mounting the engine with its slug). The language: `lang` of the address,
 * else the browser's.
 */
export function startBooking(page: BookPage, fixed: BookParams = {}): void {
  const back = returnTarget(window.location.search);
  if (back) {
    window.location.replace(back);
    return;
  }
  const state = readUrl(window.location.search);
  const params: BookParams = { ...state.params, ...fixed };
  const first: Language = params.lang ?? browserLanguage(navigator.languages ?? [navigator.language]);
  document.documentElement.lang = first;
  void loadBookTexts(first).then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <BookApp page={page} params={params} choice={state.choice} first={first} />
      </StrictMode>,
    ),
  );
}
