import { Button, FluentProvider, makeStyles, Spinner, tokens, type Theme } from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { Language } from '../../../../shared/constants';
import { lightTheme } from '../../theme';
import { browserLanguage } from '../guest-texts';
import { contrast, loadWidget, textOn, trackWidget, type Loaded, type WidgetPageEvent, type WidgetRoute } from './widget-api';
import { loadWidgetTexts, widgetTranslator } from './widget-texts';

/** The guest's booking flow (web/src/guest/book/), as the single page made for embedding: a chunk of its own. */
const WidgetBooking = lazy(() => import('../book/WidgetBooking').then((m) => ({ default: m.WidgetBooking })));

const useStyles = makeStyles({
  page: { maxWidth: '960px', margin: '0 auto', padding: tokens.spacingHorizontalL, boxSizing: 'border-box' },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalL, minWidth: 0 },
  logo: { maxHeight: '48px', maxWidth: '160px', objectFit: 'contain' },
  h1: { margin: 0, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  center: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM, padding: tokens.spacingVerticalXXL },
});

/** The operator's colours over the product's theme: the brand colour for actions, the background and a readable text. */
function themeOf(primary: string, background: string): Theme {
  const onPrimary = textOn(primary);
  const text = textOn(background) === '#000000' ? '#242424' : '#ffffff';
  // Links and brand texts in the operator's colour where it reads on the background (WCAG AA), else in the text colour.
  const brandText = contrast(primary, background) >= 4.5 ? primary : text;
  return {
    ...lightTheme,
    colorBrandBackground: primary,
    colorBrandBackgroundHover: primary,
    colorBrandBackgroundPressed: primary,
    colorBrandBackgroundSelected: primary,
    colorCompoundBrandBackground: primary,
    colorCompoundBrandBackgroundHover: primary,
    colorCompoundBrandBackgroundPressed: primary,
    colorNeutralForegroundOnBrand: onPrimary,
    colorNeutralBackground1: background,
    colorNeutralForeground1: text,
    colorNeutralForeground2: text,
    colorBrandForeground1: brandText,
    colorBrandForegroundLink: brandText,
    colorBrandForegroundLinkHover: brandText,
    colorBrandForegroundLinkPressed: brandText,
  };
}

/** Tells the page that embeds this one how tall it is (the loader web/public/widget.js fits the iframe to it). */
function usePostHeight(slug: string) {
  useEffect(() => {
    if (window.parent === window) return;
    let last = 0;
    const post = () => {
      const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      // Only a height: nothing the embedding page may not know, so any origin may read it.
      window.parent.postMessage({ type: 'tidewise:height', slug, height }, '*');
    };
    const observer = new ResizeObserver(post);
    observer.observe(document.documentElement);
    post();
    return () => observer.disconnect();
  }, [slug]);
}

/**
 * /widget/:slug (docs/decisions/widget.md): the widget's settings by its slug, then the guest booking flow in the
 * widget's language, colours and logo; its height posted to the embedding page. State lives in the URL and the page,
 * never in cookies (third-party cookies are blocked in most browsers).
 */
export function WidgetApp({ route }: { route: WidgetRoute }) {
  const styles = useStyles();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const browser = browserLanguage(navigator.languages ?? [navigator.language]);
  const widget = loaded?.state === 'ok' ? loaded.widget : undefined;
  const lang: Language = route.lang ?? (widget && widget.language !== 'auto' ? widget.language : browser);
  const [textsOf, setTextsOf] = useState<Language | null>(null);
  usePostHeight(route.slug);

  useEffect(() => {
    void loadWidget(route.slug).then((result) => {
      setLoaded(result);
      // The admin's preview is not a guest's view, and a checkout under way was counted when the visit began.
      if (result.state === 'ok' && !route.preview && !route.returning) trackWidget(route.slug, 'view');
    });
  }, [route.slug, route.preview, route.returning, attempt]);
  useEffect(() => {
    document.documentElement.lang = lang;
    void loadWidgetTexts(lang).then(() => setTextsOf(lang));
  }, [lang]);
  const t = useMemo(() => widgetTranslator(textsOf ?? lang), [textsOf, lang]);
  const theme = useMemo(
    () => themeOf(route.primaryColor ?? widget?.primaryColor ?? '#0f6cbd', route.backgroundColor ?? widget?.backgroundColor ?? '#ffffff'),
    [route.primaryColor, route.backgroundColor, widget?.primaryColor, widget?.backgroundColor],
  );
  useEffect(() => {
    document.body.style.backgroundColor = theme.colorNeutralBackground1;
    if (widget) document.title = widget.name;
  }, [theme, widget]);
  const track = useMemo(() => (event: WidgetPageEvent) => route.preview || trackWidget(route.slug, event), [route]);

  return (
    <FluentProvider theme={theme} lang={lang} style={{ backgroundColor: theme.colorNeutralBackground1 }}>
      <main className={styles.page} data-testid="widget-page">
        {!loaded || !textsOf ? (
          <div className={styles.center}>
            <Spinner label={t('widgetPage.loading')} />
          </div>
        ) : loaded.state !== 'ok' ? (
          <div className={styles.center} role="alert">
            <h1 className={styles.h1}>{t(loaded.state === 'missing' ? 'widgetPage.notFoundTitle' : 'widgetPage.errorTitle')}</h1>
            <p>{t(loaded.state === 'missing' ? 'widgetPage.notFoundText' : 'widgetPage.errorText')}</p>
            {loaded.state === 'error' ? <Button onClick={() => setAttempt((n) => n + 1)}>{t('widgetPage.retry')}</Button> : null}
          </div>
        ) : (
          <>
            <header className={styles.head}>
              {loaded.widget.logoUrl ? (
                <img className={styles.logo} src={loaded.widget.logoUrl} alt={t('widgetPage.logo', { name: loaded.widget.name })} />
              ) : null}
              <h1 className={styles.h1}>{t('widgetPage.bookTitle', { name: loaded.widget.name })}</h1>
            </header>
            <Suspense fallback={<Spinner />}>
              <div data-testid="widget-booking">
                <WidgetBooking widget={loaded.widget} lang={lang} {...(route.currency ? { currency: route.currency } : {})} track={track} />
              </div>
            </Suspense>
          </>
        )}
      </main>
    </FluentProvider>
  );
}
