import { Button, FluentProvider, mergeClasses, Spinner } from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Language } from '../../../../shared/constants';
import { bookApi, type BookContext } from './book-api';
import type { BookPage } from './book-path';
import { bookTranslator, loadBookTexts } from './book-texts';
import type { BookParams, Choice } from './book-url';
import { useBookStyles } from './book-styles';
import { pageLook } from './brand-theme';
import { Problem } from './Problem';
import { BookFlow, trackerOf } from './BookFlow';
import type { PublicWidget } from './widget-stub';

export interface BookAppProps {
  page: BookPage;
  params: BookParams;
  choice: Choice;
  first: Language;
}

type WidgetLoad = { kind: 'none' } | { kind: 'loading' } | { kind: 'ready'; widget: PublicWidget } | { kind: 'failed' };

/**
 * A booking page (docs/decisions/online-pages.md): the operator's look (the widget's colours and logo, else the
 * neutral look), the language switch, and the one engine drawn as a single page (v1) or as steps (v2). Every change
 * of the engine's state is written into the address (replaceState), so a reload or the way back from the payment
 * provider finds the checkout where it was.
 */
export function BookApp({ page, params: given, choice, first }: BookAppProps) {
  const styles = useBookStyles();
  const [lang, setLang] = useState<Language>(first);
  const [ready, setReady] = useState<Language>(first);
  useEffect(() => {
    document.documentElement.lang = lang;
    void loadBookTexts(lang).then(() => setReady(lang));
  }, [lang]);
  const t = useMemo(() => bookTranslator(ready), [ready]);

  const [widget, setWidget] = useState<WidgetLoad>(given.widget ? { kind: 'loading' } : { kind: 'none' });
  const api: BookContext = useMemo(() => ({ lang: ready, ...(given.widget ? { widget: given.widget } : {}) }), [ready, given.widget]);
  const viewed = useRef(false);
  useEffect(() => {
    if (!given.widget) return;
    bookApi.widget(api, given.widget).then(
      (w) => {
        setWidget({ kind: 'ready', widget: w });
        if (!given.lang && w.language !== 'auto') setLang(w.language);
        if (!viewed.current) {
          viewed.current = true;
          bookApi.track(w.slug, 'view');
        }
      },
      () => setWidget({ kind: 'failed' }),
    );
    // Once per page: the widget's settings do not change while the guest books.
  }, []);

  const w = widget.kind === 'ready' ? widget.widget : undefined;
  // The widget's resort or vessel unless the address names one.
  const params: BookParams = useMemo(
    () => ({
      ...given,
      lang,
      ...(given.resort ? {} : w?.resort ? { resort: w.resort } : {}),
      ...(given.vessel ? {} : w?.vessel ? { vessel: w.vessel } : {}),
    }),
    [given, lang, w],
  );
  const look = useMemo(() => pageLook(w?.primaryColor, w?.backgroundColor), [w]);

  const title = t(page.flow === 'trip' ? 'bookPage.titleTrip' : 'bookPage.titleStay');
  const operator = w?.name ?? '';
  useEffect(() => {
    document.title = operator ? t('bookPage.titleOf', { title, operator }) : title;
  }, [operator, title, t]);

  const other: Language = lang === 'de' ? 'en' : 'de';
  const track = useMemo(() => (given.widget ? trackerOf(given.widget) : undefined), [given.widget]);
  const setUp = page.flow === 'trip' || !!params.resort;
  return (
    <FluentProvider theme={look.theme} lang={ready} className={styles.root} style={{ backgroundColor: look.background }}>
      <header className={styles.bar} style={{ backgroundColor: look.header.background, color: look.header.color }}>
        <div className={styles.brand}>
          {w?.logoUrl ? <img className={styles.logo} src={w.logoUrl} alt={t('bookPage.logo', { operator })} /> : null}
          <span className={styles.operator}>{operator || '\u00a0'}</span>
        </div>
        <Button
          appearance="transparent"
          className={styles.lang}
          style={{ color: look.header.color }}
          lang={other}
          aria-label={t('bookPage.languageLabel')}
          onClick={() => setLang(other)}
          data-testid="book-language"
        >
          {t('bookPage.language')}
        </Button>
      </header>
      <main className={mergeClasses(styles.page, page.layout === 'single' && styles.compact)} data-testid="book-page">
        <h1 className={styles.h1}>{title}</h1>
        {widget.kind === 'loading' ? (
          <div className={styles.center}>
            <Spinner label={t('bookPage.loading')} />
          </div>
        ) : widget.kind === 'failed' || !setUp ? (
          <Problem t={t} why="unknown" />
        ) : (
          <BookFlow page={page} params={params} given={given} choice={choice} lang={ready} tours={w?.tours ?? []} {...(track ? { track } : {})} />
        )}
      </main>
    </FluentProvider>
  );
}
