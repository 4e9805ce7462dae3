import { Body1, Caption1, Field, Select } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { BookCabin } from '../../../../shared/api/book';
import { bookApi } from './book-api';
import { gendersOf, type Gender } from './book-bodies';
import { useBookStyles } from './book-styles';
import type { ExtraChoice } from './book-url';
import { isHeld } from './engine';
import type { FlowProps } from './flow-props';
import { moneyText } from './money-text';
import { PriceBox } from './PriceBox';
import { Loaded } from './TripSteps';
import { useCall } from './use-call';

interface Limits {
  min: number;
  max: number;
  /** A shared cabin whose guests must say their gender, and who may take its beds. */
  genders?: { freeFor: BookCabin['freeFor'] };
}

function limitsOfCabin(cabin: BookCabin): Limits {
  if (!cabin.shared) return { min: Math.max(1, cabin.minPax), max: Math.min(cabin.maxPax || cabin.beds, cabin.beds) };
  return { min: 1, max: cabin.freeBeds, ...(cabin.allowMixedGender && cabin.freeFor === 'any' ? {} : { genders: { freeFor: cabin.freeFor } }) };
}

function GuestsForm({ limits, props }: { limits: Limits; props: FlowProps }) {
  const styles = useBookStyles();
  const { state, dispatch, t } = props;
  const c = state.choice;
  const locked = isHeld(state.status);
  const [pax, setPax] = useState(c.pax ?? Math.min(Math.max(limits.min, 2), limits.max));
  const [genders, setGenders] = useState<Gender[]>(gendersOf({ pax: 12, genders: c.genders }));
  const options: ('m' | 'f')[] = limits.genders ? (limits.genders.freeFor === 'any' ? ['m', 'f'] : [limits.genders.freeFor]) : [];
  const needed = genders.slice(0, pax);
  const complete = !limits.genders || needed.every((g) => (options as string[]).includes(g));
  useEffect(() => {
    if (locked) return;
    const patch = complete ? { pax, ...(limits.genders ? { genders: needed.join('') } : {}) } : { pax: undefined };
    if (patch.pax !== c.pax || (limits.genders && patch.pax && needed.join('') !== c.genders)) dispatch({ type: 'choose', patch });
  });
  return (
    <div className={styles.fields}>
      <Field label={t('bookPage.guestCount')}>
        <Select value={String(pax)} onChange={(_, d) => setPax(Number(d.value))} disabled={locked} data-testid="book-pax">
          {Array.from({ length: limits.max - limits.min + 1 }, (_, i) => limits.min + i).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Select>
      </Field>
      {limits.genders
        ? needed.map((g, i) => (
            <Field
              key={i}
              label={t('bookPage.guestGender', { n: i + 1 })}
              validationMessage={complete ? undefined : t('bookPage.genderNeeded')}
              validationState={complete ? 'none' : 'warning'}
            >
              <Select
                value={(options as string[]).includes(g) ? g : ''}
                disabled={locked}
                onChange={(_, d) => setGenders((all) => all.map((x, j) => (j === i ? (d.value as Gender) : x)))}
                data-testid={`book-gender-${i + 1}`}
              >
                <option value="">{t('bookPage.genderChoose')}</option>
                {options.map((o) => (
                  <option key={o} value={o}>
                    {t(`bookPage.genderOption.${o}`)}
                  </option>
                ))}
              </Select>
            </Field>
          ))
        : null}
    </div>
  );
}

/** The guests: how many (within the cabin's free beds or the room type's limits) and, in a shared cabin, their genders. */
export function GuestsStep(props: FlowProps) {
  const { page, state, params, api, t } = props;
  const c = state.choice;
  const trip = page.flow === 'trip';
  const call = useCall(
    trip ? (c.schedule && c.cabin ? `guests|${c.schedule}|${c.cabin}` : undefined) : c.roomType ? `guests|${c.checkIn}|${c.checkOut}|${c.roomType}` : undefined,
    async (): Promise<Limits | undefined> => {
      if (trip) {
        const cabin = (await bookApi.cabins(api, c.schedule!)).data.find((x) => x.id === c.cabin);
        return cabin ? limitsOfCabin(cabin) : undefined;
      }
      const rt = (await bookApi.roomTypes(api, { resort: params.resort, from: c.checkIn, to: c.checkOut })).data.find((x) => x.id === c.roomType);
      return rt ? { min: Math.max(1, rt.minPax), max: Math.max(rt.maxPax, 1) } : undefined;
    },
  );
  return (
    <Loaded call={call} t={t}>
      {(limits) =>
        limits && limits.max >= limits.min ? (
          <GuestsForm key={`${c.cabin}|${c.roomType}`} limits={limits} props={props} />
        ) : (
          <Body1>{t(trip ? 'bookPage.noCabins' : 'bookPage.noRooms')}</Body1>
        )
      }
    </Loaded>
  );
}

const quantities = (max: number) => Array.from({ length: Math.max(0, Math.min(max, 10)) + 1 }, (_, i) => i);

/** Extras: the supplements offered (mandatory ones shown as included) and the products sold online; then the price. */
export function ExtrasStep(props: FlowProps) {
  const styles = useBookStyles();
  const { page, state, dispatch, params, api, t, lang } = props;
  const c = state.choice;
  const locked = isHeld(state.status);
  const trip = page.flow === 'trip';
  const where = trip ? { schedule: c.schedule, vessel: params.vessel } : { resort: params.resort, from: c.checkIn, to: c.checkOut };
  const call = useCall(`extras|${JSON.stringify(where)}|${api.lang}`, () =>
    Promise.all([bookApi.addons(api, where), bookApi.products(api, trip ? { vessel: params.vessel } : { resort: params.resort })]).then(([a, p]) => ({
      addons: a.data,
      products: p.data,
    })),
  );
  const qty = (id: string) => c.extras?.find((e) => e.id === id)?.qty ?? 0;
  const set = (id: string, n: number) => {
    const rest: ExtraChoice[] = (c.extras ?? []).filter((e) => e.id !== id);
    dispatch({ type: 'choose', patch: { extras: n > 0 ? [...rest, { id, qty: n }] : rest.length ? rest : undefined } });
  };
  const row = (id: string, name: string, text: string, max: number, note?: string) => (
    <li key={id} className={styles.spread} data-testid={`book-extra-${id}`}>
      <div>
        <Body1>{name}</Body1>
        <br />
        <Caption1 className={styles.muted}>{[text, note].filter(Boolean).join(' · ')}</Caption1>
      </div>
      <Select
        aria-label={t('bookPage.quantity', { name })}
        value={String(qty(id))}
        disabled={locked}
        onChange={(_, d) => set(id, Number(d.value))}
        style={{ width: '88px' }}
      >
        {quantities(max).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </Select>
    </li>
  );
  return (
    <>
      <Loaded call={call} t={t}>
        {({ addons, products }) =>
          addons.length + products.length === 0 ? (
            <Body1 data-testid="book-no-extras">{t('bookPage.noExtras')}</Body1>
          ) : (
            <ul className={styles.list}>
              {addons.map((a) =>
                a.mandatory ? (
                  <li key={a.id} className={styles.spread} data-testid={`book-extra-a:${a.id}`}>
                    <Body1>{a.name}</Body1>
                    <Caption1>{`${moneyText(a.price, a.currency, lang)} · ${t(a.onSite ? 'bookPage.onSite' : 'bookPage.included')}`}</Caption1>
                  </li>
                ) : (
                  row(`a:${a.id}`, a.name, moneyText(a.price, a.currency, lang), a.free ?? 10, a.onSite ? t('bookPage.onSite') : undefined)
                ),
              )}
              {products.map((p) => row(`p:${p.id}`, p.name, moneyText(p.price, p.currency, lang), p.free ?? 10))}
            </ul>
          )
        }
      </Loaded>
      {/* Once held, the payment shows the price. */}
      {locked ? null : <PriceBox {...props} />}
    </>
  );
}
