import { Link, makeStyles, tokens } from '@fluentui/react-components';
import type { Language } from '../../../../shared/constants';
import type { Translate } from '../../../../shared/i18n/core';
import type { PublicWidget, WidgetEvent } from './widget-api';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  h2: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  p: { margin: 0 },
});

/** What the booking flow gets from the widget page: the widget, the language and currency, and the event counter. */
export interface WidgetBookingProps {
  widget: PublicWidget;
  lang: Language;
  currency?: string;
  t: Translate;
  /** Counts search, hold, checkout (and booking with its revenue) on the widget's statistics. */
  track: (event: WidgetEvent, revenueMinor?: number) => void;
}

/** The guest booking page the widget's kind leads to (v1, the single page made for embedding). */
export const bookingPathOf = (w: PublicWidget, lang: Language, currency?: string): string => {
  const q = new URLSearchParams({ widget: w.slug, lang, ...(currency ? { currency } : {}) });
  return `/book/${w.kind === 'resort' ? 'resort' : 'online'}?${q.toString()}`;
};

/**
 * Stands in for the guest booking flow (/book/online for trips and tours, /book/resort for stays, web/src/guest/book/ of
 * the bookweb slice) until the lead wires it here with the same props: docs/decisions/widget.md "The widget page".
 */
export function WidgetBookingPlaceholder({ widget, lang, currency, t }: WidgetBookingProps) {
  const styles = useStyles();
  const text = widget.kind === 'resort' ? 'widgetPage.comingResort' : widget.kind === 'vessel' ? 'widgetPage.comingVessel' : 'widgetPage.comingTours';
  return (
    <section className={styles.card} aria-labelledby="widget-booking-title" data-testid="widget-booking">
      <h2 id="widget-booking-title" className={styles.h2}>
        {t('widgetPage.comingTitle')}
      </h2>
      <p className={styles.p}>{t(text)}</p>
      <Link href={bookingPathOf(widget, lang, currency)} target="_blank" rel="noopener">
        {t('widgetPage.openFull')}
      </Link>
    </section>
  );
}
