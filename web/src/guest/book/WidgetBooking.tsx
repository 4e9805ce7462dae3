import { Spinner } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import type { Language } from '../../../../shared/constants';
import type { BookPage } from './book-path';
import { loadBookTexts } from './book-texts';
import { readUrl, type BookParams } from './book-url';
import { BookFlow } from './BookFlow';
import type { Track } from './flow-props';
import { returnTarget } from './provider-return';
import type { PublicWidget } from './widget-stub';

export interface WidgetBookingProps {
  widget: PublicWidget;
  lang: Language;
  currency?: string;
  /** The widget page's translator (its own texts); the flow brings its own. */
  t?: unknown;
  track: Track;
}

/**
 * The booking flow inside the widget's page (/widget/:slug, the widget slice's WidgetApp, which draws the header, the
 * operator's look and counts the view): the engine as the single page made for embedding, a trip or a stay by the
 * widget's kind, its resort or vessel and tours, the widget named on every call. Same props as the widget's
 * placeholder (WidgetBookingPlaceholder), so the lead swaps one for the other. The way back from the provider to
 * /widget/<slug>?booking=…&checkout=… goes on to the saved address as on the booking pages.
 */
export function WidgetBooking({ widget, lang, currency, track }: WidgetBookingProps) {
  const [ready, setReady] = useState<Language | undefined>(undefined);
  useEffect(() => {
    void loadBookTexts(lang).then(() => setReady(lang));
  }, [lang]);
  const back = useMemo(() => returnTarget(window.location.search), []);
  useEffect(() => {
    if (back) window.location.replace(back);
  }, [back]);
  const start = useMemo(() => readUrl(window.location.search), []);
  const page: BookPage = { flow: widget.kind === 'resort' ? 'stay' : 'trip', layout: 'single' };
  const params: BookParams = {
    ...start.params,
    widget: widget.slug,
    lang,
    ...(currency ? { currency } : {}),
    ...(widget.resort ? { resort: widget.resort } : {}),
    ...(widget.vessel ? { vessel: widget.vessel } : {}),
  };
  if (!ready || back) return <Spinner size="small" />;
  return <BookFlow page={page} params={params} given={params} choice={start.choice} lang={ready} track={track} tours={widget.tours} />;
}
