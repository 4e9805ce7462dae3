import {
  Badge,
  Button,
  Caption1,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { priceExtraEndpoints as api, priceDefinitionsResource } from '../../../../shared/api/prices';
import { passesAny } from '../../../../shared/auth/permissions';
import { callEndpoint } from '../../api/endpoint-client';
import { AppLink } from '../../components/AppLink/AppLink';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { errorNotice } from '../../notices/notice-bus';
import { CharterPrice, PlacePriceLookup } from './schedule-price-lookup';
import { useScheduleStyles, useVariantName } from './schedule-prices-styles';
import { formatPrice, priceMatrix, type EntriesByType } from './schedule-prices-view';

const opts = { revalidateOnFocus: false } as const;

/**
 * The departure's prices (GET /api/schedules/{id}/price, prices, fullCharterPrice, priceEntry): the season that
 * prices it, its entries per cabin type and occupancy, the whole-vessel price in a chosen currency and the price
 * of a place. Without a season: a link to create one.
 */
export function SchedulePrices({ schedule }: { schedule: string }) {
  const styles = useScheduleStyles();
  const { t } = useI18n();
  const canCreate = passesAny(usePrincipal(), priceDefinitionsResource.scopes.create);
  const definition = useSWR(['schedules.price', schedule], () => callEndpoint(api.schedulePrice, { params: { id: schedule } }), opts);
  const prices = useSWR(
    definition.data?.data ? ['schedules.prices', schedule] : null,
    () => callEndpoint(api.schedulePrices, { params: { id: schedule } }),
    opts,
  );
  const error = definition.error ?? prices.error;
  let body;
  if (error) {
    const notice = errorNotice(error);
    body = (
      <MessageBar intent="error" data-testid="schedule-prices-error">
        <MessageBarBody>
          {t('label.schedule.pricesError')} {t(notice.key, notice.params)}
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void (definition.error ? definition.mutate() : prices.mutate())}>{t('app.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  } else if (!definition.data || (definition.data.data && !prices.data)) {
    body = <Spinner size="small" label={t('label.schedule.pricesLoading')} data-testid="schedule-prices-loading" />;
  } else if (!definition.data.data) {
    body = (
      <EmptyState message={t('label.schedule.noSeason')} testId="schedule-no-season">
        {canCreate ? <AppLink to="/price/new">{t('label.schedule.createSeason')}</AppLink> : null}
      </EmptyState>
    );
  } else {
    const d = definition.data.data;
    const types = prices.data!.data;
    const facts: Array<[string, ReactNode]> = [
      [
        t('label.prices.season'),
        <AppLink key="season" to={`/price/${encodeURIComponent(d.id)}`} data-testid="schedule-season-link">
          {d.name}
        </AppLink>,
      ],
      [t('label.prices.validRange'), `${formatDate(d.validRange.from)} – ${formatDate(d.validRange.to)}`],
      [t('label.schedule.currency'), d.currencies[0] ?? ''],
      [t('label.prices.calculationType'), t(d.calculationType === 'complete' ? 'label.prices.complete' : 'label.prices.unit')],
    ];
    body = (
      <>
        <dl className={styles.facts} data-testid="schedule-season">
          {facts.map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
        <PriceTable types={types} />
        <div className={styles.tools}>
          <CharterPrice schedule={schedule} />
          <PlacePriceLookup schedule={schedule} types={types} variants={d.variants} />
        </div>
      </>
    );
  }
  return (
    <section aria-labelledby="schedule-prices" className={styles.card} data-testid="schedule-prices">
      <Subtitle1 as="h2" id="schedule-prices" className={styles.title}>
        {t('label.schedule.prices')}
      </Subtitle1>
      {body}
    </section>
  );
}

/** Cabin type (and variant) × occupancy and age band. */
function PriceTable({ types }: { types: EntriesByType[] }) {
  const styles = useScheduleStyles();
  const { t, lang } = useI18n();
  const variantName = useVariantName();
  const { columns, rows } = priceMatrix(types);
  const currency = types.flatMap((x) => x.entries)[0]?.currency ?? '';
  if (rows.length === 0) return <Caption1 data-testid="schedule-no-prices">{t('label.schedule.noEntries')}</Caption1>;
  return (
    <div className={styles.tableFrame}>
      <Table size="small" aria-label={t('label.schedule.priceTable', { currency })} data-testid="schedule-price-table">
        <TableHeader>
          <TableRow>
            <TableHeaderCell scope="col">{t('label.inventory.cabinType')}</TableHeaderCell>
            {columns.map((c) => (
              <TableHeaderCell key={`${c.noOfPax}|${c.ageBand}`} scope="col" className={styles.number} button={{ className: styles.endButton }}>
                {t(c.ageBand === 'adult' ? 'label.schedule.paxAdult' : 'label.schedule.paxChild', { count: c.noOfPax })}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key} data-testid="schedule-price-row">
              <TableHeaderCell scope="row">
                {r.name}
                {r.variant ? (
                  <>
                    {' '}
                    <Badge appearance="tint" size="small">
                      {variantName(r.variant)}
                    </Badge>
                  </>
                ) : null}
              </TableHeaderCell>
              {r.prices.map((p, i) => (
                <TableCell key={i} className={styles.number}>
                  {p === undefined ? '–' : formatPrice(p, '', lang)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
