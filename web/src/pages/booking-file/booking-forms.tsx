import { Body1, Button, Field, Select, Spinner, Subtitle1 } from '@fluentui/react-components';
import { useState } from 'react';
import useSWR from 'swr';
import { bookingLifecycleEndpoints as lifecycle } from '../../../../shared/api/booking-lifecycle';
import type { Booking } from '../../../../shared/api/bookings';
import { roomExtraEndpoints } from '../../../../shared/api/rooms';
import { tourExtraEndpoints } from '../../../../shared/api/tours';
import { passesAny } from '../../../../shared/auth/permissions';
import { allowedActions, type BookingAction, type LifecycleView } from '../../../../shared/domain/booking/lifecycle';
import { daysBetween } from '../../../../shared/domain/inventory/stay';
import { callEndpoint } from '../../api/endpoint-client';
import { useBookingCabins } from '../../data/bookings';
import { DateInput } from '../../components/DateInput/DateInput';
import { useI18n } from '../../hooks/use-i18n';
import { formatDateRange } from '../../i18n/dates';
import { usePrincipal } from '../../hooks/use-session';
import { isAdmin } from '../../../../shared/auth/principal-kinds';
import { ChangeBookingDialog, ReindexDialog } from './booking-change-dialog';
import { FormDialog, useChange, useFormStyles } from './booking-forms-kit';
import type { BookingNames } from './use-booking-names';

/**
 * The lifecycle changes that need input, each a form in a dialog with live availability: other dates
 * (`rooms/{roomId}/date`), another room (`changeRoom`, the rooms free on the booking's nights), another schedule
 * (`move/{schedule}`), rebook (`rebook` with dates, `rebook/{schedule}`), lock or unlock a room (`lockUnlockRoom`);
 * the header in one change (`{id}/change`) and, for admins, rebuilding the derived data (`{id}/reindex`) (issue 29).
 */
type Form = 'change' | 'changeDates' | 'changeRoom' | 'move' | 'rebook' | 'lock' | 'reindex';
const ACTION_OF: Record<Form, BookingAction[]> = {
  change: ['change'],
  changeDates: ['changeDates'],
  changeRoom: ['changeRoom'],
  move: ['move'],
  rebook: ['rebook'],
  lock: ['lockRoom', 'unlockRoom'],
  // Rebuilding derived data is no lifecycle action: an admin may run it in any state (see `forms` below).
  reindex: [],
};
const FORMS = Object.keys(ACTION_OF) as Form[];

export function BookingForms({ booking, names, onChanged }: { booking: Booking; names?: BookingNames; onChanged: () => void }) {
  const styles = useFormStyles();
  const { t } = useI18n();
  const principal = usePrincipal();
  const [open, setOpen] = useState<Form | null>(null);
  const allowed = allowedActions(booking as LifecycleView);
  const forms = passesAny(principal, lifecycle.changeRoom.scopes)
    ? FORMS.filter((f) => ACTION_OF[f].some((a) => allowed.includes(a)) || (f === 'reindex' && isAdmin(principal)))
    : [];
  const change = useChange(booking.bookingNo, () => {
    setOpen(null);
    onChanged();
  });
  if (!forms.length) return null;
  const props = { booking, names: names ?? { customers: {}, rooms: {} }, change, onClose: () => setOpen(null) };
  return (
    <section aria-labelledby="booking-forms-title" data-testid="booking-forms">
      <Subtitle1 as="h2" id="booking-forms-title">
        {t('booking.form.open')}
      </Subtitle1>
      <div className={styles.bar} role="group" aria-labelledby="booking-forms-title">
        {forms.map((f) => (
          <Button
            key={f}
            data-testid={`booking-form-${f}`}
            onClick={() => {
              change.setError(null);
              setOpen(f);
            }}
          >
            {t(
              f === 'lock' ? 'booking.form.lockRoom' : f === 'change' ? 'booking.change.open' : f === 'reindex' ? 'booking.reindex.open' : `booking.form.${f}`,
            )}
          </Button>
        ))}
      </div>
      {open === 'changeDates' || (open === 'rebook' && !booking.schedule) ? <DatesForm {...props} rebook={open === 'rebook'} /> : null}
      {open === 'changeRoom' ? <RoomForm {...props} /> : null}
      {open === 'move' || (open === 'rebook' && booking.schedule) ? <ScheduleForm {...props} rebook={open === 'rebook'} /> : null}
      {open === 'lock' ? <LockForm {...props} /> : null}
      {open === 'change' ? <ChangeBookingDialog booking={booking} change={change} onClose={() => setOpen(null)} /> : null}
      {open === 'reindex' ? <ReindexDialog booking={booking} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

type FormProps = { booking: Booking; names: Pick<BookingNames, 'rooms'>; change: ReturnType<typeof useChange>; onClose: () => void };

/** A resort's rooms over from..to: per room whether every night is free or this booking's own. */
function useStayNights(booking: Booking, from: string, to: string) {
  const ok = !!booking.resort && !!from && !!to && daysBetween(from, to) > 0 && daysBetween(from, to) <= 62;
  const res = useSWR(ok ? ['rooms.resort', booking.resort, from, to] : null, () =>
    callEndpoint(roomExtraEndpoints.resort, { query: { resort: booking.resort as string, from, to } }),
  );
  const freeFor = (room: string) =>
    res.data?.rooms.find((r) => r.id === room)?.nights.every((n) => n.state === 'free' || (n.state === 'booked' && n.booking === booking.id)) ?? false;
  return { ...res, ok, freeFor };
}

function DatesForm({ booking, change, onClose, rebook }: FormProps & { rebook: boolean }) {
  const { t } = useI18n();
  const [checkIn, setCheckIn] = useState(booking.checkIn ?? '');
  const [checkOut, setCheckOut] = useState(booking.checkOut ?? '');
  const nights = useStayNights(booking, checkIn, checkOut);
  const free = nights.data ? booking.rooms.every((r) => nights.freeFor(r.room)) : undefined;
  const room = booking.rooms[0]?.room ?? '';
  const body = { checkIn, checkOut };
  const submit = () =>
    void change.run(() =>
      rebook
        ? callEndpoint(lifecycle.rebook, { params: { id: booking.id }, body })
        : callEndpoint(lifecycle.changeDates, { params: { id: booking.id, roomId: room }, body }),
    );
  return (
    <FormDialog
      title={t(rebook ? 'booking.form.rebook' : 'booking.form.changeDates')}
      testId="booking-dates-dialog"
      busy={change.busy}
      error={change.error}
      canSubmit={nights.ok}
      onClose={onClose}
      onSubmit={submit}
    >
      <Field label={t('booking.form.checkIn')} required>
        <DateInput value={checkIn} onChange={(v) => setCheckIn(v ?? '')} data-testid="booking-dates-checkin" />
      </Field>
      <Field label={t('booking.form.checkOut')} required validationMessage={checkIn && checkOut && !nights.ok ? t('booking.form.badDates') : undefined}>
        <DateInput value={checkOut} min={checkIn || undefined} onChange={(v) => setCheckOut(v ?? '')} data-testid="booking-dates-checkout" />
      </Field>
      <Availability loading={nights.isLoading} free={free} />
    </FormDialog>
  );
}

function Availability({ loading, free }: { loading: boolean; free: boolean | undefined }) {
  const { t } = useI18n();
  if (loading) return <Spinner size="tiny" label={t('booking.form.checking')} />;
  if (free === undefined) return null;
  return (
    <Body1 role="status" data-testid="booking-form-availability" data-free={free}>
      {t(free ? 'booking.form.available' : 'booking.form.notAvailable')}
    </Body1>
  );
}

function RoomForm({ booking, names, change, onClose }: FormProps) {
  const { t } = useI18n();
  const [from, setFrom] = useState(booking.rooms.find((r) => !(r as { locked?: boolean }).locked)?.room ?? '');
  const [to, setTo] = useState('');
  const stay = useStayNights(booking, booking.checkIn ?? '', booking.checkOut ?? '');
  const cabins = useBookingCabins(booking.id, Boolean(booking.schedule));
  const pax = booking.rooms.find((r) => r.room === from)?.noOfPax ?? 1;
  const inBooking = new Set(booking.rooms.map((r) => r.room));
  const choices = booking.schedule
    ? (cabins.data?.cabins ?? [])
        .filter((c) => !c.inBooking && c.beds.filter((b) => b.status === 'free').length >= pax)
        .map((c) => ({ id: c.id, name: c.name }))
    : (stay.data?.rooms ?? []).filter((r) => !inBooking.has(r.id) && stay.freeFor(r.id)).map((r) => ({ id: r.id, name: r.name }));
  return (
    <FormDialog
      title={t('booking.form.changeRoom')}
      testId="booking-room-dialog"
      busy={change.busy}
      error={change.error}
      canSubmit={!!from && !!to}
      onClose={onClose}
      onSubmit={() => void change.run(() => callEndpoint(lifecycle.changeRoom, { params: { id: booking.id }, body: { from, to } }))}
    >
      <Field label={t('booking.form.room')} required>
        <Select value={from} onChange={(_e, d) => setFrom(d.value)} data-testid="booking-room-from">
          {booking.rooms.map((r) => (
            <option key={r.room} value={r.room} disabled={(r as { locked?: boolean }).locked}>
              {names.rooms[r.room] ?? r.room}
            </option>
          ))}
        </Select>
      </Field>
      {stay.isLoading || cabins.isLoading ? <Spinner size="tiny" label={t('booking.form.checking')} /> : null}
      <Field label={t('booking.form.newRoom')} required hint={t('booking.rooms.freeRooms')}>
        <Select value={to} onChange={(_e, d) => setTo(d.value)} data-testid="booking-room-to">
          <option value="" />
          {choices.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  );
}

function ScheduleForm({ booking, change, onClose, rebook }: FormProps & { rebook: boolean }) {
  const { t } = useI18n();
  const tours = useSWR(['tours.booking.short'], () => callEndpoint(tourExtraEndpoints.booking, { query: { short: true } }));
  const schedules = (tours.data?.data ?? [])
    .filter((x) => x.vessel === booking.vessel)
    .flatMap((x) => x.schedules.map((s) => ({ ...s, tour: x.name })))
    .filter((s) => s.id !== booking.schedule);
  const [schedule, setSchedule] = useState('');
  const free = useSWR(schedule ? ['rooms.available', schedule] : null, () =>
    callEndpoint(roomExtraEndpoints.available, { params: { id: schedule }, query: {} }),
  );
  const freeBeds = new Map((free.data?.data ?? []).map((c) => [String(c.id), Number(c.freeBeds ?? 0)]));
  const fits = free.data ? booking.rooms.every((r) => (freeBeds.get(r.room) ?? 0) >= (r.beds?.length ?? r.noOfPax)) : undefined;
  const endpoint = rebook ? lifecycle.rebookSchedule : lifecycle.move;
  return (
    <FormDialog
      title={t(rebook ? 'booking.form.rebook' : 'booking.form.move')}
      testId="booking-schedule-dialog"
      busy={change.busy}
      error={change.error}
      canSubmit={!!schedule}
      onClose={onClose}
      onSubmit={() => void change.run(() => callEndpoint(endpoint, { params: { id: booking.id, schedule } }))}
    >
      {tours.data && !schedules.length ? <Body1>{t('booking.form.noSchedules')}</Body1> : null}
      <Field label={t('booking.form.schedule')} required>
        <Select value={schedule} onChange={(_e, d) => setSchedule(d.value)} data-testid="booking-schedule-select">
          <option value="" />
          {schedules.map((s) => (
            <option key={s.id} value={s.id}>{`${s.tour}: ${formatDateRange(s.from, s.to)}`}</option>
          ))}
        </Select>
      </Field>
      <Availability loading={free.isLoading} free={fits} />
    </FormDialog>
  );
}

function LockForm({ booking, names, change, onClose }: FormProps) {
  const { t } = useI18n();
  const [room, setRoom] = useState(booking.rooms[0]?.room ?? '');
  const locked = (booking.rooms.find((r) => r.room === room) as { locked?: boolean } | undefined)?.locked ?? false;
  const label = t(locked ? 'booking.form.unlock' : 'booking.form.lock', { room: names.rooms[room] ?? room });
  return (
    <FormDialog
      title={t('booking.form.lockRoom')}
      testId="booking-lock-dialog"
      busy={change.busy}
      error={change.error}
      canSubmit={!!room}
      submitLabel={label}
      onClose={onClose}
      onSubmit={() => void change.run(() => callEndpoint(lifecycle.lockUnlockRoom, { params: { id: booking.id, roomBooking: room } }))}
    >
      <Field label={t('booking.form.room')} required>
        <Select value={room} onChange={(_e, d) => setRoom(d.value)} data-testid="booking-lock-room">
          {booking.rooms.map((r) => (
            <option key={r.room} value={r.room}>
              {names.rooms[r.room] ?? r.room}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  );
}
