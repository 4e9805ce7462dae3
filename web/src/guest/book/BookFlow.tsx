import { useEffect, useMemo, useReducer } from 'react';
import type { Language } from '../../../../shared/constants';
import { bookApi, type BookContext } from './book-api';
import type { BookPage } from './book-path';
import { bookTranslator } from './book-texts';
import { writeUrl, type BookParams, type Choice } from './book-url';
import { initialState, reduce } from './engine';
import { SinglePage, StepsPage } from './BookLayouts';
import type { FlowProps, MemberLead, Track } from './flow-props';

export interface BookFlowProps {
  page: BookPage;
  /** The parameters in effect (the widget's resort or vessel filled in). */
  params: BookParams;
  /** The parameters the address had, written back with the choice. */
  given: BookParams;
  choice: Choice;
  /** The language whose texts are loaded. */
  lang: Language;
  /** Counts the widget's events (none without a widget). */
  track?: Track;
  /** The widget's tours (empty: all). */
  tours?: string[];
  /** A signed-in club member (/book): their details and the bearer of every call; `preview`: nothing is created. */
  member?: MemberLead;
  bearer?: () => string | undefined;
  preview?: boolean;
  /** Told every choice as it is written into the address (the member's page hides its trip-or-stay switch once held). */
  onChoice?: (choice: Choice) => void;
}

const noTrack: Track = () => undefined;

/**
 * The engine on a page: its state (from the address at the start), written back into the address on every change,
 * drawn as the single page or the steps. Used by the booking pages (BookApp) and by the widget's page (WidgetBooking).
 */
export function BookFlow({ page, params, given, choice, lang, track = noTrack, tours = [], member, bearer, preview, onChoice }: BookFlowProps) {
  const [state, dispatch] = useReducer(reduce, undefined, () => initialState(page.flow, choice));
  const t = useMemo(() => bookTranslator(lang), [lang]);
  const api: BookContext = useMemo(
    () => ({ lang, ...(params.widget ? { widget: params.widget } : {}), ...(bearer ? { bearer } : {}) }),
    [lang, params.widget, bearer],
  );
  useEffect(() => {
    const url = `${window.location.pathname}${writeUrl({ params: { ...given, lang }, choice: state.choice })}`;
    if (url !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(null, '', url);
    onChoice?.(state.choice);
  }, [given, lang, state.choice, onChoice]);
  const props: FlowProps = { page, state, dispatch, params, api, t, lang, tours, track, ...(member ? { member } : {}), ...(preview ? { preview } : {}) };
  return page.layout === 'single' ? <SinglePage {...props} /> : <StepsPage {...props} />;
}

/** The widget's counter through its public call (the booking pages opened with `?widget=`). */
export const trackerOf =
  (slug: string): Track =>
  (event) =>
    bookApi.track(slug, event);
