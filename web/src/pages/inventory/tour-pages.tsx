import { Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { scheduleFromTour } from '../../../../shared/domain/inventory/schedule';
import type { Tour } from '../../../../shared/domain/inventory/tour';
import { passesAny } from '../../../../shared/auth/permissions';
import { ResourceForm } from '../../components/ResourceForm/ResourceForm';
import { ResourceList } from '../../components/ResourceList/ResourceList';
import { DateInput } from '../../components/DateInput/DateInput';
import { formatDate } from '../../components/ResourceList/cell-format';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { schedulesConfig, toursConfig } from '../../resources/inventory-tours';
import type { Entity } from '../../resources/resource-types';
import { titleOf, useResourceChoices, useResourceItem } from '../../resources/use-resource';
import { BackToList, ResourceCreatePage, ResourceDetailPage, ResourceListPage, useRouteTitle } from '../resources/resource-pages';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  pick: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    alignItems: 'flex-start',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
  field: { minWidth: '260px' },
});

/** A schedule's edit page: /tour/:tour/schedules/:schedule. */
const scheduleEditPath = (s: Entity) => `/tour/${String(s.tour)}/schedules/${s.id}`;

/** /tour/list */
export const TourListPage = () => <ResourceListPage config={toursConfig} />;
/** /tour/create */
export const TourCreatePage = () => <ResourceCreatePage config={toursConfig} />;
/** /tour/:id */
export const TourEditPage = () => <ResourceDetailPage config={toursConfig} />;

/** /schedule: the departures in date order; a row opens its edit page (or the detail for readers). */
export function ScheduleListPage() {
  const title = useRouteTitle();
  const navigate = useAppNavigate();
  const principal = usePrincipal();
  const canUpdate = passesAny(principal, schedulesConfig.resource.scopes.update);
  return <ResourceList config={schedulesConfig} title={title} onOpen={(s) => navigate(canUpdate ? scheduleEditPath(s) : `/schedule/${s.id}`)} />;
}

/**
 * /schedules/create: choose a tour and a start date, and the vessel, the ports and the end date are taken
 * from the tour (scheduleFromTour); everything stays editable.
 */
export function ScheduleCreatePage() {
  const styles = useStyles();
  const { t } = useI18n();
  const title = useRouteTitle();
  const navigate = useAppNavigate();
  const { data } = useResourceChoices(toursConfig.resource, { isActive: true });
  const tours = data?.data ?? [];
  const [tourId, setTourId] = useState('');
  const [from, setFrom] = useState('');
  const tour = tours.find((x) => x.id === tourId);
  const config = useMemo(() => {
    if (!tour) return schedulesConfig;
    const { vessel, embarkPort, disembarkPort } = tour as unknown as Tour;
    // The end date follows from a start date only.
    const defaults = from ? scheduleFromTour(tour.id, tour as unknown as Tour, from) : { tour: tour.id, vessel, embarkPort, disembarkPort };
    return { ...schedulesConfig, defaults };
  }, [tour, from]);

  return (
    <div className={styles.root}>
      <BackToList to="/schedule" />
      <PageHeader title={title} />
      <section className={styles.pick} aria-label={t('label.inventory.fromTour')} data-testid="schedule-from-tour">
        <Field label={t('label.inventory.tour')} hint={t('label.inventory.fromTourHint')} className={styles.field}>
          <Dropdown
            value={tour ? titleOf(toursConfig.resource, tour) : ''}
            selectedOptions={tourId ? [tourId] : []}
            onOptionSelect={(_e, d) => setTourId(d.optionValue ?? '')}
            data-testid="schedule-tour"
          >
            {tours.map((x) => (
              <Option key={x.id} value={x.id}>
                {titleOf(toursConfig.resource, x)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('label.inventory.startDate')}>
          <DateInput value={from} onChange={(v) => setFrom(v ?? '')} data-testid="schedule-start" />
        </Field>
      </section>
      <ResourceForm
        key={`${tourId}@${from}`}
        config={config}
        mode="create"
        routeTitle={title}
        heading={false}
        onCreated={(item) => navigate(scheduleEditPath(item), { replace: true })}
        onCopied={() => undefined}
        onDeleted={() => undefined}
      />
    </div>
  );
}

/** A departure's heading: its tour and dates (DD.MM.YYYY). */
function scheduleTitle(schedule: Entity | undefined, tours: readonly Entity[], fallback: string): string {
  if (!schedule) return fallback;
  const tour = tours.find((x) => x.id === schedule.tour);
  const dates = `${formatDate(String(schedule.from))} – ${formatDate(String(schedule.to))}`;
  return tour ? `${titleOf(toursConfig.resource, tour)}: ${dates}` : dates;
}

/** /tour/:tour/schedules/:schedule: edit one departure. */
export function ScheduleEditPage() {
  const routeTitle = useRouteTitle();
  const navigate = useAppNavigate();
  const { schedule } = useParams();
  const { data: entity } = useResourceItem(schedulesConfig.resource, schedule);
  const { data: tours } = useResourceChoices(toursConfig.resource);
  return (
    <ResourceForm
      key={schedule}
      config={schedulesConfig}
      mode="edit"
      id={schedule}
      routeTitle={routeTitle}
      heading={false}
      before={
        <>
          <BackToList to="/schedule" />
          <PageHeader title={scheduleTitle(entity, tours?.data ?? [], routeTitle)} />
        </>
      }
      onCreated={() => undefined}
      onCopied={(copy) => navigate(scheduleEditPath(copy))}
      onDeleted={() => navigate('/schedule', { replace: true })}
    />
  );
}
