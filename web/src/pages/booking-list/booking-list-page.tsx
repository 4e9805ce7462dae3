import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Switch, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { bookingListEndpoints as api } from '../../../../shared/api/booking-list';
import { passes } from '../../../../shared/auth/permissions';
import { endpointUrl } from '../../api/endpoint-client';
import { useBookingList } from '../../data/bookings';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ListSkeleton } from '../../components/ListSkeleton/ListSkeleton';
import { ListSearch } from '../../components/ResourceList/ListSearch';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Pager } from '../../components/ResourceList/Pager';
import { useI18n } from '../../hooks/use-i18n';
import { useSelf } from '../../hooks/use-self';
import { usePrincipal } from '../../hooks/use-session';
import { errorNotice, notifyError } from '../../notices/notice-bus';
import { authorizedGet, filenameFromDisposition, saveBlob } from '../../resources/download';
import { BookingFilters } from './booking-filters';
import { BookingTable } from './booking-table';
import { apiQueryOf, isNarrowed, paramsOfView, viewFromParams, type BookingListView } from './list-query';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * /booking/list: the bookings by check-in with search (booking number or lead guest), filters, paging and the CSV
 * download; the view lives in the URL. Columns follow the user's setting showCustomersInBookingList; agency users
 * see their own agency's bookings (the server restricts them) without an agency column.
 */
export function BookingListPage() {
  const styles = useStyles();
  const { t } = useI18n();
  const principal = usePrincipal();
  const self = useSelf();
  const [params, setParams] = useSearchParams();
  const view = viewFromParams(params);
  const query = apiQueryOf(view);
  const list = useBookingList(query);
  const [downloading, setDownloading] = useState(false);
  const staff = passes(principal, 'bookings.read');

  const update = useCallback(
    (patch: Partial<BookingListView>) => {
      setParams((current) => {
        const next = { ...viewFromParams(current), page: 1, ...patch };
        return paramsOfView(next);
      });
    },
    [setParams],
  );
  const onSearch = useCallback((search: string) => update({ search }), [update]);

  const download = async () => {
    setDownloading(true);
    try {
      const { page: _p, size: _s, ...rest } = query;
      const res = await authorizedGet(endpointUrl(api.listCSV, undefined, rest));
      saveBlob(await res.blob(), filenameFromDisposition(res.headers.get('content-disposition'), 'bookings.csv'));
    } catch (err) {
      notifyError(err);
    } finally {
      setDownloading(false);
    }
  };

  const rows = list.data?.data ?? [];
  return (
    <section className={styles.root} data-testid="booking-list-page">
      <PageHeader title={t('booking.list.title')}>
        <Button icon={<ArrowDownloadRegular />} onClick={() => void download()} disabled={downloading} data-testid="booking-csv">
          {downloading ? t('list.downloading') : t('list.downloadCsv')}
        </Button>
      </PageHeader>
      <div className={styles.bar}>
        <ListSearch value={view.search} onChange={onSearch} label={t('booking.list.searchLabel')} />
        <Switch
          label={t('booking.list.newestFirst')}
          checked={view.order === 'desc'}
          onChange={(_e, d) => update({ order: d.checked ? 'desc' : 'asc' })}
          data-testid="booking-order"
        />
      </div>
      <BookingFilters view={view} onChange={update} showAgency={staff} />
      {list.error ? (
        <MessageBar intent="error" data-testid="booking-list-error">
          <MessageBarBody>
            {t('booking.list.loadError')} {t(errorNotice(list.error).key, errorNotice(list.error).params)}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void list.mutate()}>{t('app.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : !list.data ? (
        <ListSkeleton label={t('booking.list.loading')} columns={[1, 2, 3, 3, 3, 1, 2]} testId="booking-list-loading" />
      ) : rows.length === 0 ? (
        <EmptyState message={t(isNarrowed(view) ? 'booking.list.emptyFiltered' : 'booking.list.empty')} testId="booking-list-empty" />
      ) : (
        <BookingTable rows={rows} columns={{ customers: self.data?.settings.showCustomersInBookingList ?? true, agency: staff }} />
      )}
      {list.data && ((list.data.total ?? 0) > 0 || list.data.data.length > 0 || view.page > 1) ? (
        <Pager
          page={view.page}
          size={view.size}
          total={list.data.total}
          more={list.data.more}
          count={list.data.data.length}
          onPage={(page) => update({ page })}
          onSize={(size) => update({ size })}
        />
      ) : null}
    </section>
  );
}
