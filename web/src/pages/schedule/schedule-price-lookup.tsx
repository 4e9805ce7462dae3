import { Button, Caption1, Field, MessageBar, MessageBarBody, Select, SpinButton, Spinner, Subtitle2 } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { priceExtraEndpoints as api } from '../../../../shared/api/prices';
import { settingsExtraEndpoints } from '../../../../shared/api/settings';
import { ApiCallError } from '../../api/client';
import { callEndpoint } from '../../api/endpoint-client';
import { useI18n } from '../../hooks/use-i18n';
import { errorNotice } from '../../notices/notice-bus';
import { useScheduleStyles, useVariantName } from './schedule-prices-styles';
import { formatPrice, occupanciesOf, type EntriesByType, type PriceEntryOf } from './schedule-prices-view';

const opts = { revalidateOnFocus: false, keepPreviousData: true } as const;

/** The whole vessel for the departure (GET /api/schedules/{id}/fullCharterPrice) in one of the active currencies. */
export function CharterPrice({ schedule }: { schedule: string }) {
  const styles = useScheduleStyles();
  const { t, lang } = useI18n();
  const [currency, setCurrency] = useState<string | undefined>(undefined);
  const currencies = useSWR('settings.currencies', () => callEndpoint(settingsExtraEndpoints.currencies), { revalidateOnFocus: false });
  const charter = useSWR(
    ['schedules.fullCharterPrice', schedule, currency ?? ''],
    () => callEndpoint(api.fullCharterPrice, { params: { id: schedule }, query: currency ? { currency } : {} }),
    opts,
  );
  const codes = currencies.data?.data.map((c) => c.code) ?? [];
  const shown = currency ?? charter.data?.currency ?? '';
  const error = charter.error ? errorNotice(charter.error) : undefined;
  return (
    <div className={styles.tool} data-testid="schedule-charter">
      <Subtitle2 as="h3" id="schedule-charter-title">
        {t('label.schedule.charterPrice')}
      </Subtitle2>
      <Field label={t('label.schedule.currency')}>
        <Select value={shown} onChange={(_e, d) => setCurrency(d.value)} disabled={codes.length === 0} data-testid="schedule-charter-currency">
          {(codes.includes(shown) || !shown ? codes : [shown, ...codes]).map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      </Field>
      {error ? (
        <MessageBar intent="error" data-testid="schedule-charter-error">
          <MessageBarBody>{t(error.key, error.params)}</MessageBarBody>
        </MessageBar>
      ) : !charter.data ? (
        <Spinner size="tiny" label={t('label.schedule.pricesLoading')} />
      ) : (
        <div aria-live="polite" className={styles.result}>
          <span className={styles.figure} data-testid="schedule-charter-amount">
            {formatPrice(charter.data.amount, charter.data.currency, lang)}
          </span>
          <Caption1>{t(charter.data.source === 'charter' ? 'label.schedule.charterFromSeason' : 'label.schedule.charterFromCabins')}</Caption1>
        </div>
      )}
    </div>
  );
}

type Lookup = { state: 'idle' } | { state: 'busy' } | { state: 'found'; entry: PriceEntryOf } | { state: 'none' } | { state: 'error'; error: unknown };

/** The price of a place (GET /api/schedules/{id}/priceEntry): cabin type, persons and variant → the entry and its price. */
export function PlacePriceLookup({ schedule, types, variants }: { schedule: string; types: EntriesByType[]; variants: string[] }) {
  const styles = useScheduleStyles();
  const { t, lang } = useI18n();
  const variantName = useVariantName();
  const priced = types.filter((x) => x.entries.length > 0);
  const [roomType, setRoomType] = useState(priced[0]?.roomType ?? types[0]?.roomType ?? '');
  const [noOfPax, setNoOfPax] = useState(() => {
    const priced = occupanciesOf(types, roomType);
    return priced.includes(2) || priced.length === 0 ? 2 : priced[0]!;
  });
  /** A new cabin type keeps the persons where it prices them, else takes its first priced occupancy. */
  const pickType = (next: string) => {
    setRoomType(next);
    const priced = occupanciesOf(types, next);
    if (priced.length > 0 && !priced.includes(noOfPax)) setNoOfPax(priced[0]!);
  };
  const [variant, setVariant] = useState('');
  const [result, setResult] = useState<Lookup>({ state: 'idle' });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult({ state: 'busy' });
    try {
      const entry = await callEndpoint(api.schedulePriceEntry, {
        params: { id: schedule },
        query: { roomType, noOfPax, ...(variant ? { variant } : {}) },
      });
      setResult({ state: 'found', entry });
    } catch (error) {
      setResult(error instanceof ApiCallError && error.status === 404 ? { state: 'none' } : { state: 'error', error });
    }
  };
  const typeName = types.find((x) => x.roomType === roomType)?.name ?? roomType;
  const notice = result.state === 'error' ? errorNotice(result.error) : undefined;
  return (
    <form className={styles.tool} onSubmit={(e) => void submit(e)} aria-labelledby="schedule-lookup-title" data-testid="schedule-lookup">
      <Subtitle2 as="h3" id="schedule-lookup-title">
        {t('label.schedule.placePrice')}
      </Subtitle2>
      <div className={styles.form}>
        <Field label={t('label.inventory.cabinType')}>
          <Select value={roomType} onChange={(_e, d) => pickType(d.value)} data-testid="schedule-lookup-type">
            {types.map((x) => (
              <option key={x.roomType} value={x.roomType}>
                {x.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('label.prices.noOfPax')}>
          <SpinButton
            value={noOfPax}
            min={1}
            max={50}
            onChange={(_e, d) => {
              const n = d.value ?? Number(d.displayValue);
              if (Number.isInteger(n) && n >= 1 && n <= 50) setNoOfPax(n);
            }}
            data-testid="schedule-lookup-pax"
          />
        </Field>
        {variants.length > 0 ? (
          <Field label={t('label.prices.variant')}>
            <Select value={variant} onChange={(_e, d) => setVariant(d.value)} data-testid="schedule-lookup-variant">
              <option value="">{t('label.schedule.noVariant')}</option>
              {variants.map((v) => (
                <option key={v} value={v}>
                  {variantName(v)}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        <Button type="submit" disabled={!roomType || result.state === 'busy'} data-testid="schedule-lookup-submit">
          {t('label.schedule.lookUp')}
        </Button>
      </div>
      <div aria-live="polite" data-testid="schedule-lookup-result">
        {result.state === 'busy' ? <Spinner size="tiny" label={t('label.schedule.pricesLoading')} /> : null}
        {result.state === 'found' ? (
          <p>
            <span className={styles.figure}>{formatPrice(result.entry.price, result.entry.currency, lang)}</span>{' '}
            {t('label.schedule.entryOf', {
              type: typeName,
              count: result.entry.noOfPax,
              season: result.entry.definitionName,
              entry: result.entry.id,
            })}
          </p>
        ) : null}
        {result.state === 'none' ? <p>{t('label.schedule.noPlacePrice', { type: typeName, count: noOfPax })}</p> : null}
        {notice ? (
          <MessageBar intent="error">
            <MessageBarBody>{t(notice.key, notice.params)}</MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
    </form>
  );
}
