import { Body1, Button, Caption1, Field, Input, mergeClasses } from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { bookApi } from './book-api';
import { useBookStyles } from './book-styles';
import { isHeld } from './engine';
import type { FlowProps } from './flow-props';
import { moneyText } from './money-text';
import { addDays, addMonths, dayText, monthOf, monthRange, nightsBetween, offersByDay } from './month-grid';
import { ChooseButton, Loaded, todayIso } from './TripSteps';
import { useCall } from './use-call';

/** The v2 calendar, fetched with the first v2 step that shows it. */
const PriceCalendar = lazy(() => import('./PriceCalendar').then((m) => ({ default: m.PriceCalendar })));

/** DD.MM.YYYY (or D.M.YYYY, or ISO) to an ISO day; undefined when it is no day. */
export function parseDay(text: string): string | undefined {
  const s = text.trim();
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(s) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return undefined;
  const [y, mo, d] = s.includes('-') ? [m[1]!, m[2]!, m[3]!] : [m[3]!, m[2]!.padStart(2, '0'), m[1]!.padStart(2, '0')];
  const iso = `${y}-${mo}-${d}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : undefined;
}

function DateFields({ state, dispatch, params, t }: FlowProps) {
  const styles = useBookStyles();
  const c = state.choice;
  const locked = isHeld(state.status);
  const [from, setFrom] = useState(dayText(c.checkIn ?? params.from ?? addDays(todayIso(), 14)));
  const [to, setTo] = useState(dayText(c.checkOut ?? params.to ?? addDays(c.checkIn ?? params.from ?? addDays(todayIso(), 14), 3)));
  const [wrong, setWrong] = useState(false);
  const search = () => {
    const a = parseDay(from);
    const b = parseDay(to);
    if (!a || !b || b <= a || a < todayIso()) return setWrong(true);
    setWrong(false);
    dispatch({ type: 'choose', patch: { checkIn: a, checkOut: b } });
  };
  return (
    <form
      className={styles.row}
      onSubmit={(e) => {
        e.preventDefault();
        search();
      }}
    >
      <Field label={t('bookPage.checkIn')} hint="DD.MM.YYYY" validationMessage={wrong ? t('bookPage.needDates') : undefined}>
        <Input value={from} onChange={(_, d) => setFrom(d.value)} disabled={locked} data-testid="book-check-in" />
      </Field>
      <Field label={t('bookPage.checkOut')} hint="DD.MM.YYYY">
        <Input value={to} onChange={(_, d) => setTo(d.value)} disabled={locked} data-testid="book-check-out" />
      </Field>
      <Button type="submit" appearance="primary" disabled={locked} data-testid="book-search">
        {t('bookPage.search')}
      </Button>
    </form>
  );
}

function DateCalendar({ state, dispatch, params, api, t, lang }: FlowProps) {
  const c = state.choice;
  const today = todayIso();
  const month = c.month ?? monthOf(c.checkIn ?? (params.from && params.from > today ? params.from : today));
  const { from } = monthRange(month);
  // Every night of the month (and the first of the next, for a stay ending there).
  const to = `${addMonths(month, 1)}-02`;
  const [arrival, setArrival] = useState<string | undefined>(undefined);
  const call = useCall(params.resort ? `nights|${params.resort}|${month}|${api.lang}` : undefined, () =>
    bookApi.roomTypes(api, { resort: params.resort, from: from < today ? today : from, to }),
  );
  const offers = useMemo(
    () =>
      call.kind === 'ready'
        ? offersByDay(call.data.data.flatMap((rt) => rt.nights.map((n) => ({ day: n.night, price: n.price, free: n.free > 0 }))))
        : new Map(),
    [call],
  );
  const currency = call.kind === 'ready' ? call.data.data[0]?.currency : undefined;
  const chosen = arrival ? [arrival] : c.checkIn && c.checkOut ? [c.checkIn, c.checkOut] : [];
  return (
    <>
      <Suspense fallback={null}>
        <PriceCalendar
          month={month}
          offers={offers}
          today={today}
          currency={currency}
          chosen={chosen}
          within={(d) => !arrival && !!c.checkIn && !!c.checkOut && d > c.checkIn && d < c.checkOut}
          selectable={(d, o) => (arrival ? d > arrival : !!o?.free)}
          onMonth={(m) => dispatch({ type: 'choose', patch: { month: m } })}
          onDay={(d) => {
            if (arrival && d > arrival) {
              setArrival(undefined);
              dispatch({ type: 'choose', patch: { checkIn: arrival, checkOut: d } });
            } else setArrival(d);
          }}
          t={t}
          lang={lang}
        />
      </Suspense>
      {call.kind === 'failed' ? (
        <Loaded call={call} t={t}>
          {() => null}
        </Loaded>
      ) : null}
      <Body1 aria-live="polite" data-testid="book-dates">
        {arrival
          ? `${t('bookPage.checkIn')}: ${dayText(arrival)}`
          : c.checkIn && c.checkOut
            ? `${dayText(c.checkIn)} – ${dayText(c.checkOut)} · ${t('bookPage.nights', { n: nightsBetween(c.checkIn, c.checkOut) })}`
            : ''}
      </Body1>
    </>
  );
}

/** The dates: v1 two fields (DD.MM.YYYY), v2 the calendar of nightly prices (arrival, then departure). */
export function DatesStep(props: FlowProps) {
  return props.page.layout === 'steps' ? <DateCalendar {...props} /> : <DateFields {...props} />;
}

/** The room: the resort's room types free on every night, with the nightly price and how many are free. */
export function RoomTypeStep({ state, dispatch, params, api, t, lang, track }: FlowProps) {
  const styles = useBookStyles();
  const c = state.choice;
  const locked = isHeld(state.status);
  const ok = !!params.resort && !!c.checkIn && !!c.checkOut;
  const call = useCall(ok ? `types|${params.resort}|${c.checkIn}|${c.checkOut}|${api.lang}` : undefined, () =>
    bookApi.roomTypes(api, { resort: params.resort, from: c.checkIn, to: c.checkOut }),
  );
  const searched = useRef(false);
  useEffect(() => {
    if (call.kind === 'ready' && !searched.current) {
      searched.current = true;
      track('search');
    }
  }, [call.kind, track]);
  return (
    <Loaded call={call} t={t}>
      {({ data }) => {
        const types = data.filter((rt) => rt.free > 0 || rt.id === c.roomType);
        if (types.length === 0) return <Body1 data-testid="book-empty">{t('bookPage.noRooms')}</Body1>;
        return (
          <ul className={styles.grid}>
            {types.map((rt) => {
              const chosen = c.roomType === rt.id;
              return (
                <li key={rt.id} className={mergeClasses(styles.card, chosen && styles.cardChosen)} data-testid={`book-roomtype-${rt.id}`}>
                  <h3 className={styles.h3}>{rt.name}</h3>
                  {rt.description ? <Caption1 className={styles.muted}>{rt.description}</Caption1> : null}
                  <Caption1>{`${t('bookPage.upTo', { n: rt.maxPax })} · ${t('bookPage.roomFree', { free: rt.free })}`}</Caption1>
                  {rt.nightly !== undefined ? (
                    <Body1 className={styles.price}>{t('bookPage.perNight', { price: moneyText(rt.nightly, rt.currency, lang) })}</Body1>
                  ) : null}
                  {rt.price !== undefined && c.checkIn && c.checkOut ? (
                    <Caption1>{`${t('bookPage.nights', { n: nightsBetween(c.checkIn, c.checkOut) })}: ${moneyText(rt.price, rt.currency, lang)}`}</Caption1>
                  ) : null}
                  <div>
                    <ChooseButton
                      chosen={chosen}
                      name={rt.name}
                      t={t}
                      disabled={locked}
                      onClick={() => dispatch({ type: 'choose', patch: { roomType: rt.id } })}
                      testId={`book-choose-roomtype-${rt.id}`}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        );
      }}
    </Loaded>
  );
}
