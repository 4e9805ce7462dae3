import { Body1, Button, Caption1, mergeClasses, Spinner } from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { BookCabin, BookSchedule } from '../../../../shared/api/book';
import { bookApi } from './book-api';
import { useBookStyles } from './book-styles';
import { isHeld } from './engine';
import type { FlowProps } from './flow-props';
import { moneyText } from './money-text';
import { dayText, monthOf, monthRange, offersByDay } from './month-grid';
import { Problem } from './Problem';
import { useCall, type CallState } from './use-call';

/** The v2 calendar, fetched with the first v2 step that shows it. */
const PriceCalendar = lazy(() => import('./PriceCalendar').then((m) => ({ default: m.PriceCalendar })));

/** Today in the guest's calendar. */
export const todayIso = (): string => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A call's loading and failure; `ready` draws the answer. */
export function Loaded<T>({ call, t, children }: { call: CallState<T>; t: FlowProps['t']; children: (data: T) => React.ReactNode }) {
  const styles = useBookStyles();
  if (call.kind === 'ready') return <>{children(call.data)}</>;
  if (call.kind === 'failed') return <Problem t={t} why={call.why} retry={call.retry} />;
  if (call.kind === 'idle') return null;
  return (
    <div className={styles.center}>
      <Spinner size="small" label={t('bookPage.loading')} />
    </div>
  );
}

/** Choose: a toggle button naming what it chooses (its name starts with the visible text, WCAG 2.5.3). */
export function ChooseButton({
  chosen,
  name,
  onClick,
  disabled,
  t,
  testId,
}: {
  chosen: boolean;
  name: string;
  onClick: () => void;
  disabled?: boolean;
  t: FlowProps['t'];
  testId: string;
}) {
  return (
    <Button
      appearance={chosen ? 'primary' : 'secondary'}
      aria-pressed={chosen}
      aria-label={`${t(chosen ? 'bookPage.chosen' : 'bookPage.choose')}: ${name}`}
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
    >
      {t(chosen ? 'bookPage.chosen' : 'bookPage.choose')}
    </Button>
  );
}

/** The trip: the tours of the departures the site or widget sells. */
export function TourStep({ state, dispatch, params, api, t, lang }: FlowProps) {
  const styles = useBookStyles();
  const c = state.choice;
  const locked = isHeld(state.status);
  useEffect(() => {
    if (params.tour && !c.tour && !locked) dispatch({ type: 'choose', patch: { tour: params.tour } });
  }, [params.tour, c.tour, locked, dispatch]);
  const call = useCall(`tours|${params.from}|${params.to}|${params.vessel}|${api.lang}`, () =>
    bookApi.schedules(api, { from: params.from, to: params.to, vessel: params.vessel }),
  );
  return (
    <Loaded call={call} t={t}>
      {({ data }) => {
        const tours = [...new Map(data.map((s) => [s.tour, s])).values()].filter((s) => !params.tour || s.tour === params.tour);
        if (tours.length === 0) return <Body1 data-testid="book-empty">{t('bookPage.noTours')}</Body1>;
        return (
          <ul className={styles.grid}>
            {tours.map((s) => {
              const prices = data.filter((d) => d.tour === s.tour && d.priceFrom !== undefined).map((d) => d.priceFrom!);
              const chosen = c.tour === s.tour;
              return (
                <li key={s.tour} className={mergeClasses(styles.card, chosen && styles.cardChosen)} data-testid={`book-tour-${s.tour}`}>
                  <h3 className={styles.h3}>{s.tourName}</h3>
                  {s.tourDescription ? <Caption1 className={styles.muted}>{s.tourDescription}</Caption1> : null}
                  {prices.length ? (
                    <Body1 className={styles.price}>{t('bookPage.fromPrice', { price: moneyText(Math.min(...prices), s.currency, lang) })}</Body1>
                  ) : null}
                  <div>
                    <ChooseButton
                      chosen={chosen}
                      name={s.tourName}
                      t={t}
                      disabled={locked}
                      onClick={() => dispatch({ type: 'choose', patch: { tour: s.tour } })}
                      testId={`book-choose-tour-${s.tour}`}
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

function DepartureList({ list, props }: { list: BookSchedule[]; props: FlowProps }) {
  const styles = useBookStyles();
  const { state, dispatch, t, lang } = props;
  const locked = isHeld(state.status);
  if (list.length === 0) return <Body1 data-testid="book-empty">{t('bookPage.noDepartures')}</Body1>;
  return (
    <ul className={styles.list}>
      {list.map((s) => {
        const chosen = state.choice.schedule === s.id;
        const name = t('bookPage.departure', { from: dayText(s.from), to: dayText(s.to) });
        return (
          <li key={s.id} className={mergeClasses(styles.card, chosen && styles.cardChosen)} data-testid={`book-departure-${s.id}`}>
            <div className={styles.spread}>
              <div>
                <h3 className={styles.h3}>{name}</h3>
                <Caption1 className={styles.muted}>{`${s.vesselName} · ${t('bookPage.nights', { n: s.nights })}`}</Caption1>
              </div>
              <div className={styles.row}>
                <Body1>{t('bookPage.departureFree', { free: s.freeBeds })}</Body1>
                {s.priceFrom !== undefined ? (
                  <Body1 className={styles.price}>{t('bookPage.fromPrice', { price: moneyText(s.priceFrom, s.currency, lang) })}</Body1>
                ) : null}
                <ChooseButton
                  chosen={chosen}
                  name={name}
                  t={t}
                  disabled={locked || s.freeBeds === 0}
                  onClick={() => dispatch({ type: 'choose', patch: { schedule: s.id } })}
                  testId={`book-choose-departure-${s.id}`}
                />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The departure: v1 the tour's departures in the period; v2 the month's calendar of prices with its departures below. */
export function DepartureStep(props: FlowProps) {
  const { page, state, dispatch, params, api, t, lang, track } = props;
  const c = state.choice;
  const today = todayIso();
  const steps = page.layout === 'steps';
  const month = c.month ?? monthOf(params.from && params.from > today ? params.from : today);
  const range = steps ? monthRange(month) : { from: params.from, to: params.to };
  const [day, setDay] = useState<string | undefined>(undefined);
  const call = useCall(c.tour ? `deps|${c.tour}|${range.from}|${range.to}|${params.vessel}|${api.lang}` : undefined, () =>
    bookApi.schedules(api, { tour: c.tour, vessel: params.vessel, from: range.from && range.from < today ? today : range.from, to: range.to }),
  );
  const searched = useRef(false);
  useEffect(() => {
    if (call.kind === 'ready' && !searched.current) {
      searched.current = true;
      track('search');
    }
  }, [call.kind, track]);
  const offers = useMemo(
    () => (call.kind === 'ready' ? offersByDay(call.data.data.map((s) => ({ day: s.from, price: s.priceFrom, free: s.freeBeds > 0 }))) : new Map()),
    [call],
  );
  const currency = call.kind === 'ready' ? call.data.data[0]?.currency : undefined;
  return (
    <>
      {steps ? (
        <Suspense fallback={null}>
          <PriceCalendar
            month={month}
            offers={offers}
            today={today}
            currency={currency}
            chosen={day ? [day] : []}
            onMonth={(m) => {
              setDay(undefined);
              dispatch({ type: 'choose', patch: { month: m } });
            }}
            onDay={(d) => setDay(d === day ? undefined : d)}
            t={t}
            lang={lang}
          />
        </Suspense>
      ) : null}
      <Loaded call={call} t={t}>
        {({ data }) => <DepartureList list={data.filter((s) => !day || s.from === day)} props={props} />}
      </Loaded>
    </>
  );
}

function cabinRule(cabin: BookCabin, t: FlowProps['t']): string {
  if (!cabin.shared) return t('bookPage.cabinWhole', { beds: cabin.beds });
  const rule =
    cabin.freeFor !== 'any'
      ? t('bookPage.genderTaken', { gender: t(`bookPage.gender.${cabin.freeFor}`) })
      : !cabin.allowMixedGender
        ? t('bookPage.genderRule')
        : '';
  return [t('bookPage.sharedCabin'), rule].filter(Boolean).join(' ');
}

/** The cabin: the departure's cabins with free beds, shared or whole, and the gender rule of shared cabins. */
export function CabinStep({ state, dispatch, api, t, lang }: FlowProps) {
  const styles = useBookStyles();
  const c = state.choice;
  const locked = isHeld(state.status);
  const call = useCall(c.schedule ? `cabins|${c.schedule}|${api.lang}` : undefined, () =>
    Promise.all([bookApi.cabins(api, c.schedule!), bookApi.roomTypes(api, { schedule: c.schedule })]).then(([cabins, types]) => ({
      cabins: cabins.data,
      currency: types.data[0]?.currency,
    })),
  );
  return (
    <Loaded call={call} t={t}>
      {({ cabins: all, currency }) => {
        const cabins = all.filter((x) => x.freeBeds > 0 || x.id === c.cabin);
        if (cabins.length === 0) return <Body1 data-testid="book-empty">{t('bookPage.noCabins')}</Body1>;
        return (
          <ul className={styles.grid}>
            {cabins.map((cabin) => {
              const chosen = c.cabin === cabin.id;
              return (
                <li key={cabin.id} className={mergeClasses(styles.card, chosen && styles.cardChosen)} data-testid={`book-cabin-${cabin.id}`}>
                  <h3 className={styles.h3}>{cabin.name}</h3>
                  <Caption1 className={styles.muted}>{[cabin.roomTypeName, cabin.deck].filter(Boolean).join(' · ')}</Caption1>
                  <Body1>{t('bookPage.cabinBeds', { free: cabin.freeBeds, beds: cabin.beds })}</Body1>
                  <Caption1>{cabinRule(cabin, t)}</Caption1>
                  {cabin.priceFrom !== undefined && currency ? (
                    <Body1 className={styles.price}>{t('bookPage.fromPrice', { price: moneyText(cabin.priceFrom, currency, lang) })}</Body1>
                  ) : null}
                  <div>
                    <ChooseButton
                      chosen={chosen}
                      name={cabin.name}
                      t={t}
                      disabled={locked}
                      onClick={() => dispatch({ type: 'choose', patch: { cabin: cabin.id } })}
                      testId={`book-choose-cabin-${cabin.id}`}
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
