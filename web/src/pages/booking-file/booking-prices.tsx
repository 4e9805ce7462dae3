import { Body1, Button, makeStyles, Popover, PopoverSurface, PopoverTrigger, Spinner, Subtitle1, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { InfoRegular } from '@fluentui/react-icons';
import useSWR from 'swr';
import { priceExtraEndpoints as prices } from '../../../../shared/api/prices';
import { passesAny } from '../../../../shared/auth/permissions';
import { callEndpoint } from '../../api/endpoint-client';
import { AppLink } from '../../components/AppLink/AppLink';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { moneyText } from './file-view';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  facts: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

/** Who may open a season (the /price/:id route needs price.update). */
const useMayEditPrices = () => passesAny(usePrincipal(), ['price.update']);

/**
 * The seasons (price definitions) whose asset and dates match the booking (GET /api/price/booking/{id}): the prices a
 * new calculation of this booking would come from, each linked to its season for those who edit prices.
 */
export function BookingSeasons({ bookingId }: { bookingId: string }) {
  const styles = useStyles();
  const { t } = useI18n();
  const mayEdit = useMayEditPrices();
  const seasons = useSWR(['price.booking', bookingId], () => callEndpoint(prices.booking, { params: { id: bookingId } }), { revalidateOnFocus: false });
  return (
    <section className={styles.section} aria-labelledby="booking-seasons-title" data-testid="booking-seasons">
      <Subtitle1 as="h2" id="booking-seasons-title">
        {t('booking.file.seasons')}
      </Subtitle1>
      {seasons.error ? <Body1 className={styles.muted}>{t('booking.file.seasonsError')}</Body1> : null}
      {!seasons.data && !seasons.error ? <Spinner size="tiny" label={t('booking.file.loading')} /> : null}
      {seasons.data && seasons.data.data.length === 0 ? <Body1 className={styles.muted}>{t('booking.file.noSeasons')}</Body1> : null}
      {seasons.data && seasons.data.data.length > 0 ? (
        <ul className={styles.list}>
          {seasons.data.data.map((d) => (
            <li key={d.id} data-testid="booking-season">
              {mayEdit ? <AppLink to={`/price/${d.id}`}>{d.name}</AppLink> : d.name}{' '}
              <span className={styles.muted}>
                {formatDate(d.validRange.from)} – {formatDate(d.validRange.to)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** A calculation line's price entry (GET /api/price/entry/{definition.entry}): the season, range and price it came from. */
export function EntrySource({ entryRef, lineText }: { entryRef: string; lineText: string }) {
  const { t } = useI18n();
  return (
    <Popover withArrow positioning="below-start" trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Button
          appearance="transparent"
          size="small"
          icon={<InfoRegular />}
          aria-label={t('booking.file.entrySource', { line: lineText })}
          data-testid="booking-line-source"
        />
      </PopoverTrigger>
      <PopoverSurface aria-label={t('booking.file.entrySource', { line: lineText })} data-testid="booking-entry">
        <EntryFacts entryRef={entryRef} />
      </PopoverSurface>
    </Popover>
  );
}

function EntryFacts({ entryRef }: { entryRef: string }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const mayEdit = useMayEditPrices();
  const entry = useSWR(['price.entry', entryRef], () => callEndpoint(prices.entry, { params: { id: entryRef } }), { revalidateOnFocus: false });
  if (entry.error) return <Body1>{t('booking.file.entryGone')}</Body1>;
  if (!entry.data) return <Spinner size="tiny" label={t('booking.file.loading')} />;
  const e = entry.data;
  const facts: Array<[string, ReactNode]> = [
    [t('booking.file.entrySeason'), mayEdit ? <AppLink to={`/price/${e.definition}`}>{e.definitionName}</AppLink> : e.definitionName],
    [t('booking.file.entryValid'), `${formatDate(e.validRange.from)} – ${formatDate(e.validRange.to)}`],
    [t('booking.file.entryPersons'), `${e.noOfPax} · ${t(`booking.file.ageBand.${e.ageBand}`)}`],
    [t('booking.file.entryPrice'), moneyText(String(e.price), e.currency, lang)],
  ];
  if (e.minNights > 0) facts.push([t('booking.file.entryMinNights'), String(e.minNights)]);
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
