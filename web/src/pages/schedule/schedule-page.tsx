import { Badge, Button, Caption1, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner, Subtitle1, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ArrowLeftRegular, EditRegular } from '@fluentui/react-icons';
import { useParams } from 'react-router';
import useSWR from 'swr';
import { vesselsResource } from '../../../../shared/api/assets';
import { portsResource } from '../../../../shared/api/geo';
import { priceExtraEndpoints } from '../../../../shared/api/prices';
import { scheduleExtraEndpoints as api, schedulesResource } from '../../../../shared/api/tours';
import { passesAny } from '../../../../shared/auth/permissions';
import { callEndpoint } from '../../api/endpoint-client';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { errorNotice } from '../../notices/notice-bus';
import { useResourceChoices, useResourceItem } from '../../resources/use-resource';
import { CabinPlan } from './cabin-plan';
import { DeparturePayments } from './departure-payments';
import { GuestList } from './guest-list';
import { PassengerListButton } from './passenger-list-button';
import { SchedulePrices } from './schedule-prices';
import { bookingNumbers, countBeds, scheduleHeader, type ScheduleHeader, type ScheduleInfo } from './schedule-view';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  fact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  sectionTitle: { margin: `0 0 ${tokens.spacingVerticalS}` },
  counts: { margin: `0 0 ${tokens.spacingVerticalM}`, display: 'block' },
});

const STATUS_LABELS = {
  active: 'label.schedule.statusActive',
  inactive: 'label.schedule.statusInactive',
  cancelled: 'label.schedule.statusCancelled',
} as const;

/**
 * /schedule/:schedule: one departure with its tour, vessel, dates, ports, status and free inventory, the cabin plan
 * by deck (every bed free, booked with its booking, or blocked) and the guest list, with links to the tour and to
 * the schedule's edit form.
 */
export function ScheduleDetailPage() {
  const styles = useStyles();
  const { t } = useI18n();
  const { schedule: id } = useParams();
  const info = useSWR(id ? ['schedules.info', id] : null, () => callEndpoint(api.info, { params: { id: id! } }), { revalidateOnFocus: false });
  const guests = useSWR(id ? ['schedules.customers', id] : null, () => callEndpoint(api.customers, { params: { id: id! } }), { revalidateOnFocus: false });
  const canReadPrices = passesAny(usePrincipal(), priceExtraEndpoints.schedulePrice.scopes);

  if (info.error) {
    const notice = errorNotice(info.error);
    return (
      <section className={styles.root} data-testid="schedule-page">
        <PageHeader title={t('routes.scheduleDetail')} />
        <MessageBar intent="error" data-testid="schedule-error">
          <MessageBarBody>
            {t('label.schedule.loadError')} {t(notice.key, notice.params)}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void info.mutate()}>{t('app.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      </section>
    );
  }
  if (!info.data) return <Spinner label={t('label.schedule.loading')} data-testid="schedule-loading" />;

  const schedule = scheduleHeader(info.data);
  const { cabins } = info.data;
  const title = t('label.schedule.heading', { tour: schedule.tourName, from: formatDate(schedule.from), to: formatDate(schedule.to) });
  return (
    <section className={styles.root} aria-label={title} data-testid="schedule-page">
      <PageHeader title={title}>
        <ScheduleLinks schedule={schedule} />
      </PageHeader>
      <ScheduleFacts schedule={schedule} />
      <section aria-labelledby="schedule-cabins">
        <Subtitle1 as="h2" id="schedule-cabins" className={styles.sectionTitle}>
          {t('label.schedule.cabinPlan')}
        </Subtitle1>
        <Caption1 as="p" className={styles.counts} data-testid="schedule-bed-counts">
          {t('label.schedule.bedCounts', { ...countBeds(cabins) })}
        </Caption1>
        <VesselCabinPlan vessel={schedule.vessel} cabins={cabins} bookingNos={bookingNumbers(guests.data?.data ?? [])} />
      </section>
      <section aria-labelledby="schedule-guests">
        <Subtitle1 as="h2" id="schedule-guests" className={styles.sectionTitle}>
          {t('label.schedule.guests')}
        </Subtitle1>
        <GuestList guests={guests.data?.data} error={guests.error} onRetry={() => void guests.mutate()} />
      </section>
      <DeparturePayments tour={schedule.tour} schedule={schedule.id} />
      {canReadPrices ? <SchedulePrices schedule={schedule.id} /> : null}
    </section>
  );
}

function ScheduleLinks({ schedule }: { schedule: ScheduleHeader }) {
  const { t } = useI18n();
  const navigate = useAppNavigate();
  const canEdit = passesAny(usePrincipal(), schedulesResource.scopes.update);
  return (
    <>
      <Button icon={<ArrowLeftRegular />} onClick={() => navigate(`/tour/${encodeURIComponent(schedule.tour)}`)} data-testid="schedule-tour-link">
        {t('label.schedule.backToTour')}
      </Button>
      <PassengerListButton schedule={schedule.id} from={schedule.from} />
      {canEdit ? (
        <Button
          appearance="primary"
          icon={<EditRegular />}
          onClick={() => navigate(`/tour/${encodeURIComponent(schedule.tour)}/schedules/${encodeURIComponent(schedule.id)}`)}
          data-testid="schedule-edit-link"
        >
          {t('label.schedule.edit')}
        </Button>
      ) : null}
    </>
  );
}

/** Tour facts as a description list: vessel, dates, nights, ports (by name where the user may read them), status, free beds and cabins. */
function ScheduleFacts({ schedule }: { schedule: ScheduleHeader }) {
  const styles = useStyles();
  const { t } = useI18n();
  const canReadPorts = passesAny(usePrincipal(), portsResource.scopes.read);
  const { data: ports } = useResourceChoices(canReadPorts ? portsResource : undefined);
  const portName = (portId: string) => String(ports?.data.find((p) => p.id === portId)?.name ?? portId);
  const facts: Array<[string, ReactNode]> = [
    [t('label.schedule.vessel'), schedule.vesselName],
    [t('label.schedule.dates'), `${formatDate(schedule.from)} – ${formatDate(schedule.to)}`],
    [t('label.schedule.nights'), schedule.nights],
    [t('label.schedule.ports'), `${portName(schedule.embarkPort)} → ${portName(schedule.disembarkPort)}`],
    [
      t('label.schedule.status'),
      <Badge key="status" appearance="filled" color={schedule.status === 'active' ? 'success' : schedule.status === 'cancelled' ? 'danger' : 'subtle'}>
        {t(STATUS_LABELS[schedule.status])}
      </Badge>,
    ],
    [t('label.schedule.freeBeds'), t('label.schedule.freeOf', { free: schedule.freeBeds, total: schedule.totalBeds })],
    [t('label.schedule.freeCabins'), schedule.freeCabins],
  ];
  return (
    <dl className={styles.facts} aria-label={t('label.schedule.overview')} data-testid="schedule-facts">
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The cabin plan with the vessel's deck names and order, where the user may read the vessel. */
function VesselCabinPlan({ vessel, cabins, bookingNos }: { vessel: string; cabins: ScheduleInfo['cabins']; bookingNos: Map<string, number> }) {
  const canReadVessel = passesAny(usePrincipal(), vesselsResource.scopes.read);
  const { data } = useResourceItem(vesselsResource, canReadVessel ? vessel : undefined);
  return <CabinPlan cabins={cabins} decks={data?.decks ?? []} bookingNos={bookingNos} />;
}
