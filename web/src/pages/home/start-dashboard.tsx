import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import useSWR from 'swr';
import { MAX_DASHBOARD_DAYS, OPTION_WARNING_DAYS } from '../../../../shared/api/booking-dashboard-limits';
import { passes } from '../../../../shared/auth/permissions';
import type { FeatureFlag } from '../../../../shared/constants';
import { callRoute } from '../../api/endpoint-client';
import { startEndpoints } from '../../api/first-endpoints';
import { ListSkeleton } from '../../components/ListSkeleton/ListSkeleton';
import { useBootstrap } from '../../hooks/use-bootstrap';
import { useI18n } from '../../hooks/use-i18n';
import { useSelf } from '../../hooks/use-self';
import { usePrincipal } from '../../hooks/use-session';
import { canOpen } from '../../navigation/route-index';
import type { Entity, WebResource } from '../../resources/resource-types';
import { useResourceChoices } from '../../resources/use-resource';
import { MovementsTile, OfferedTile, OptionsTile } from './booking-tiles';
import { dashboardDays } from './dashboard-model';
import { OccupancyTile } from './occupancy-tile';
import { ArrivalCount, EndOfDay, GuestsAtDate } from '../operations/end-of-day';
import { TodoTile } from './todo-tile';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  wide: { gridColumn: '1 / -1' },
});

/**
 * The staff start page's tiles (docs/decisions.md, "Start page"): one call, GET /api/bookings/dashboard, for
 * arrivals and departures of today and tomorrow, expiring options, waiting bookings that can be confirmed and the
 * occupancy of the user's defaultDashboardDays; the own to-dos beside it when the `todo` feature is on; then the day's
 * operations: end of day, arrivals per day of the coming week, and who is in house or on board tonight.
 */
/**
 * The resorts' and vessels' names for the tiles, by their list routes: the resources' definitions carry zod schemas,
 * which the start page loads without (docs/decisions/web.md "First load"). Same cache keys as the resources' lists.
 */
const choices = (name: string, list: typeof startEndpoints.resorts | typeof startEndpoints.vessels) =>
  ({ name, sortNames: ['name'], endpoints: { list } }) as unknown as WebResource<Entity & { id: string; name: string }>;
const RESORTS = choices('resorts', startEndpoints.resorts);
const VESSELS = choices('vessels', startEndpoints.vessels);

export function StartDashboard({ today }: { today: string }) {
  const styles = useStyles();
  const { t } = useI18n();
  const principal = usePrincipal();
  const { data: boot } = useBootstrap();
  const features: Partial<Record<FeatureFlag, boolean>> = boot?.features ?? {};
  const { data: self } = useSelf();
  const days = dashboardDays(self?.settings?.defaultDashboardDays, MAX_DASHBOARD_DAYS);
  const staff = passes(principal, 'bookings.read');
  const { data, error, isLoading, mutate } = useSWR(['home-dashboard', today, days], () => callRoute(startEndpoints.dashboard, { query: { today, days } }), {
    revalidateOnFocus: true,
  });
  const resorts = useResourceChoices(staff && features.resort ? RESORTS : undefined);
  const vessels = useResourceChoices(staff && features.vessel ? VESSELS : undefined);
  const names = useMemo(() => {
    const all: { id: string; name: unknown }[] = [...(resorts.data?.data ?? []), ...(vessels.data?.data ?? [])];
    return new Map(all.map((a) => [a.id, String(a.name)]));
  }, [resorts.data, vessels.data]);
  const calendarOf = (type: 'resort' | 'vessel') => {
    const path = type === 'resort' ? '/booking/occupancy' : '/booking/calendar';
    return canOpen(path, principal, features) ? path : null;
  };

  if (error && !data) {
    return (
      <MessageBar intent="error" data-testid="dash-error">
        <MessageBarBody>{t('home.dash.error')}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void mutate()}>{t('home.dash.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (!data || (isLoading && !data)) return <ListSkeleton label={t('home.dash.loading')} columns={[2, 1, 1]} rows={4} testId="dash-loading" />;
  return (
    <div className={styles.grid} data-testid="start-dashboard">
      <MovementsTile kind="arrivals" data={data} />
      <MovementsTile kind="departures" data={data} />
      <OptionsTile data={data} warningDays={OPTION_WARNING_DAYS} />
      <OfferedTile data={data} onChanged={() => void mutate()} />
      {features.todo ? <TodoTile today={data.today} /> : null}
      {data.occupancy ? (
        <div className={styles.wide}>
          <OccupancyTile data={data} names={names} calendarOf={calendarOf} />
        </div>
      ) : null}
      {/* The day's operations (GET /api/bookings/endofday, arrivalCount, customersAtDate). */}
      <EndOfDay date={data.today} />
      <ArrivalCount start={data.today} days={7} />
      <div className={styles.wide}>
        <GuestsAtDate date={data.today} />
      </div>
    </div>
  );
}
