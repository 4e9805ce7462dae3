import { Badge, Body1, Button, Caption1, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Subtitle2, tokens } from '@fluentui/react-components';
import useSWR from 'swr';
import { priceExtraEndpoints as api, priceDefinitionsResource } from '../../../../shared/api/prices';
import { passesAny } from '../../../../shared/auth/permissions';
import { callEndpoint } from '../../api/endpoint-client';
import { AppLink } from '../../components/AppLink/AppLink';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { errorNotice } from '../../notices/notice-bus';
import { formatPrice } from '../schedule/schedule-prices-view';
import { useVariantName } from '../schedule/schedule-prices-styles';
import { dayLabel, useAvailabilityStyles } from './availability-common';
import { rateRows, seasonsInView } from './availability-rates-view';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
  title: { margin: 0 },
  scroll: { overflowX: 'auto' },
  head: { textAlign: 'start', padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, whiteSpace: 'nowrap' },
  price: { textAlign: 'end', padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, whiteSpace: 'nowrap' },
  seasons: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0, padding: 0, listStyle: 'none' },
  season: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
});

const opts = { revalidateOnFocus: false, keepPreviousData: true } as const;
const STATUS = { active: 'label.prices.status.active', inactive: 'label.prices.status.inactive', draft: 'label.prices.status.draft' } as const;

/**
 * The rates under the availability grid: the lowest adult price per room type and variant on the first night in
 * view (GET /api/resort/entries) and the seasons that overlap the nights in view (GET /api/resort/prices), linked.
 */
export function AvailabilityRates({ resort, first, last }: { resort: string; first: string; last: string }) {
  const styles = useStyles();
  const grid = useAvailabilityStyles();
  const { t, lang } = useI18n();
  const variantName = useVariantName();
  const canCreate = passesAny(usePrincipal(), priceDefinitionsResource.scopes.create);
  const entries = useSWR(['resort.entries', resort, first], () => callEndpoint(api.resortEntries, { query: { resort, date: first } }), opts);
  const seasons = useSWR(['resort.prices', resort, first, last], () => callEndpoint(api.resortPrices, { query: { resort, from: first, to: last } }), opts);
  const date = dayLabel(first, lang).long;
  const error = entries.error ?? seasons.error;

  let body;
  if (error) {
    const notice = errorNotice(error);
    body = (
      <MessageBar intent="error" data-testid="availability-rates-error">
        <MessageBarBody>
          {t('availability.ratesError')} {t(notice.key, notice.params)}
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void Promise.all([entries.mutate(), seasons.mutate()])}>{t('app.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  } else if (!entries.data || !seasons.data) {
    body = <Caption1 data-testid="availability-rates-loading">{t('availability.ratesLoading')}</Caption1>;
  } else {
    const { variants, rows } = rateRows(entries.data.data);
    const inView = seasonsInView(seasons.data.data);
    body = (
      <>
        {variants.length === 0 ? (
          <Body1 data-testid="availability-no-rates">{t('availability.noRates')}</Body1>
        ) : (
          <div className={styles.scroll}>
            <table className={grid.table} data-testid="availability-rates-table">
              <caption className={grid.caption}>{t('availability.ratesTable', { date })}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.head}>
                    {t('label.inventory.roomType')}
                  </th>
                  <th scope="col" className={styles.head}>
                    {t('availability.ratesSeason')}
                  </th>
                  {variants.map((v) => (
                    <th key={v} scope="col" className={styles.price}>
                      {v ? variantName(v) : t('label.schedule.noVariant')}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.roomType} data-testid="availability-rate" data-room-type={r.name}>
                    <th scope="row" className={styles.head}>
                      {r.name}
                    </th>
                    <td className={styles.head}>{r.season ? <AppLink to={`/price/${encodeURIComponent(r.season.id)}`}>{r.season.name}</AppLink> : '–'}</td>
                    {r.from.map((p, i) => (
                      <td key={variants[i]} className={styles.price}>
                        {p ? t('availability.ratesFrom', { price: formatPrice(p.price, p.currency, lang) }) : t('availability.ratesNone')}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Subtitle2 as="h3" id="availability-seasons">
          {t('availability.seasons')}
        </Subtitle2>
        {inView.length === 0 ? (
          <Body1 data-testid="availability-no-seasons">
            {t('availability.noSeasons')} {canCreate ? <AppLink to="/price/new">{t('availability.createSeason')}</AppLink> : null}
          </Body1>
        ) : (
          <ul className={styles.seasons} aria-labelledby="availability-seasons">
            {inView.map((s) => (
              <li key={s.id} className={styles.season} data-testid="availability-season">
                <AppLink to={`/price/${encodeURIComponent(s.id)}`}>{s.name}</AppLink>
                <Caption1>
                  {formatDate(s.validRange.from)} – {formatDate(s.validRange.to)}
                </Caption1>
                {s.status === 'active' ? null : (
                  <Badge appearance="outline" size="small">
                    {t(STATUS[s.status])}
                  </Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="availability-rates" data-testid="availability-rates">
      <Subtitle2 as="h2" id="availability-rates" className={styles.title}>
        {t('availability.rates', { date })}
      </Subtitle2>
      {body}
    </section>
  );
}
