import { Body1, Checkbox, Field, Radio, RadioGroup, Spinner } from '@fluentui/react-components';
import { useEffect, useMemo, useRef } from 'react';
import useSWR from 'swr';
import { TypePrice } from './wizard-type-price';
import { roomExtraEndpoints as api, roomTypesResource } from '../../../../shared/api/rooms';
import { schedulesResource, toursResource } from '../../../../shared/api/tours';
import { callEndpoint } from '../../api/endpoint-client';
import { DateInput } from '../../components/DateInput/DateInput';
import { useI18n } from '../../hooks/use-i18n';
import { formatDateRange } from '../../i18n/dates';
import { notifyError } from '../../notices/notice-bus';
import { RESORT_REF } from '../../resources/inventory-refs';
import { useRefOptions, useResourceChoices } from '../../resources/use-resource';
import { ChoiceDropdown, RefDropdown } from '../prices/simulator-fields';
import type { WizardForm, WizardRoom } from './wizard-model';
import { useWizardStyles } from './wizard-styles';

type Available = {
  id: string;
  name: string;
  roomType: string;
  allowSharedRoom?: boolean;
  freeBeds?: number;
  configuration?: { maxNoOfPax?: number; defaultNoOfPax?: number };
};

/** A room picked from the available ones: its default guests, capped by what it takes (a shared cabin: its free beds). */
function roomOf(a: Available, trip: boolean): WizardRoom {
  const max = Math.max(1, trip && a.allowSharedRoom ? (a.freeBeds ?? 1) : (a.configuration?.maxNoOfPax ?? 2));
  const pax = Math.min(max, a.configuration?.defaultNoOfPax ?? 2);
  return { room: a.id, name: a.name, roomType: a.roomType, noOfPax: pax, maxPax: max, shared: !!(trip && a.allowSharedRoom), persons: [] };
}

/**
 * Step 1: a stay (resort, dates, the free rooms by room type) or a trip (tour, schedule, the cabins with free beds),
 * availability read live from GET /api/rooms/available/{resort or schedule}. Rooms named in the URL are picked
 * once they are known to be free.
 */
export function WizardPlace({ form, patch, prefillRooms }: { form: WizardForm; patch: (p: Partial<WizardForm>) => void; prefillRooms: string[] }) {
  const { t } = useI18n();
  const styles = useWizardStyles();
  const trip = form.kind === 'trip';
  const asset = trip ? form.schedule : form.resort;
  const ready = trip ? !!form.schedule : !!form.resort && !!form.checkIn && form.checkOut > form.checkIn;
  const { data, isLoading } = useSWR(
    ready ? ['wizard-available', form.kind, asset, form.checkIn, form.checkOut] : null,
    () => callEndpoint(api.available, { params: { id: asset }, query: trip ? {} : { from: form.checkIn, to: form.checkOut } }),
    { revalidateOnFocus: false, onError: notifyError },
  );
  const available = useMemo(() => (data?.data ?? []) as unknown as Available[], [data]);
  const { data: schedules } = useResourceChoices(schedulesResource, form.tour ? { tour: form.tour } : undefined);
  const scheduleList = useMemo(
    () => (schedules?.data ?? []) as unknown as { id: string; tour: string; vessel: string; from: string; to: string }[],
    [schedules],
  );
  const { options: types } = useRefOptions({
    resource: roomTypesResource,
    filter: { [trip ? 'vessel' : 'resort']: (trip ? form.vessel : form.resort) || '-' },
  });
  const typeName = (id: string) => types.find((o) => o.value === id)?.title ?? id;

  // A schedule named alone (the calendar's link): its tour, vessel and days from the list.
  useEffect(() => {
    const s = scheduleList.find((x) => x.id === form.schedule);
    if (s && (s.vessel !== form.vessel || s.from !== form.from || s.to !== form.to || (!form.tour && s.tour))) {
      patch({ vessel: s.vessel, from: s.from, to: s.to, ...(form.tour ? {} : { tour: s.tour }) });
    }
  }, [scheduleList, form.schedule, form.vessel, form.from, form.to, form.tour, patch]);

  // Picked rooms that are no longer free drop out; the URL's rooms are picked once when first known.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!data) return;
    const free = new Map(available.map((a) => [a.id, a]));
    const kept = form.rooms.filter((r) => free.has(r.room));
    const add = prefilled.current ? [] : prefillRooms.filter((id) => free.has(id) && !kept.some((r) => r.room === id)).map((id) => roomOf(free.get(id)!, trip));
    prefilled.current = true;
    if (add.length || kept.length !== form.rooms.length) patch({ rooms: [...kept, ...add] });
  }, [data, available, prefillRooms, form.rooms, trip, patch]);

  const byType = useMemo(() => {
    const groups = new Map<string, Available[]>();
    const byName = [...available].sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
    for (const a of byName) groups.set(a.roomType, [...(groups.get(a.roomType) ?? []), a]);
    return [...groups.entries()];
  }, [available]);
  const toggle = (a: Available, on: boolean) => patch({ rooms: on ? [...form.rooms, roomOf(a, trip)] : form.rooms.filter((r) => r.room !== a.id) });

  return (
    <section className={styles.section} aria-labelledby="wizard-step1">
      <h2 id="wizard-step1" className={styles.heading}>
        {t('label.wizard.step1')}
      </h2>
      <RadioGroup
        layout="horizontal"
        aria-label={t('label.wizard.kind')}
        value={form.kind}
        onChange={(_e, d) => patch({ kind: d.value as WizardForm['kind'], rooms: [], resort: '', schedule: '', tour: '' })}
      >
        <Radio value="stay" label={t('label.wizard.stay')} data-testid="wizard-kind-stay" />
        <Radio value="trip" label={t('label.wizard.trip')} data-testid="wizard-kind-trip" />
      </RadioGroup>
      <div className={styles.grid}>
        {trip ? (
          <>
            <RefDropdown
              label={t('label.wizard.tour')}
              reference={{ resource: toursResource }}
              value={form.tour}
              onChange={(tour) => patch({ tour, schedule: '', rooms: [] })}
              testId="wizard-tour"
            />
            <ChoiceDropdown
              label={t('label.wizard.schedule')}
              options={scheduleList.map((s) => ({ value: s.id, title: formatDateRange(s.from, s.to) }))}
              isLoading={!schedules}
              value={form.schedule}
              onChange={(schedule) => patch({ schedule, rooms: [] })}
              testId="wizard-schedule"
            />
          </>
        ) : (
          <>
            <RefDropdown
              label={t('label.wizard.resort')}
              reference={RESORT_REF}
              value={form.resort}
              onChange={(resort) => patch({ resort, rooms: [] })}
              testId="wizard-resort"
            />
            <Field label={t('label.wizard.checkIn')}>
              <DateInput value={form.checkIn} onChange={(checkIn) => patch({ checkIn: checkIn ?? '' })} data-testid="wizard-check-in" />
            </Field>
            <Field label={t('label.wizard.checkOut')}>
              <DateInput value={form.checkOut} onChange={(checkOut) => patch({ checkOut: checkOut ?? '' })} data-testid="wizard-check-out" />
            </Field>
          </>
        )}
      </div>
      {ready ? (
        <div data-testid="wizard-available" aria-live="polite" aria-busy={isLoading}>
          {isLoading && !data ? <Spinner size="tiny" label={t('common.loading')} /> : null}
          {data && available.length === 0 ? <Body1>{t('label.wizard.noneFree')}</Body1> : null}
          {byType.map(([type, rooms]) => (
            <fieldset key={type} className={styles.roomGroup}>
              <legend>{t('label.wizard.freeOfType', { type: typeName(type), free: rooms.length })}</legend>
              {trip ? null : <TypePrice resort={form.resort} roomType={type} from={form.checkIn} to={form.checkOut} />}
              {rooms.map((a) => (
                <Checkbox
                  key={a.id}
                  checked={form.rooms.some((r) => r.room === a.id)}
                  onChange={(_e, d) => toggle(a, !!d.checked)}
                  label={trip && a.freeBeds !== undefined ? `${a.name} (${t('label.wizard.freeBeds', { free: a.freeBeds })})` : a.name}
                  data-testid="wizard-room"
                  data-room={a.id}
                />
              ))}
            </fieldset>
          ))}
        </div>
      ) : null}
    </section>
  );
}
