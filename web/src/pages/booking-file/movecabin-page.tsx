import { Body1, Button, makeStyles, MessageBar, MessageBarBody, Spinner, Subtitle2, ToggleButton, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useParams } from 'react-router';
import { bookingLifecycleEndpoints as lifecycle } from '../../../../shared/api/booking-lifecycle';
import { bookingRoomEndpoints as api, type BookingCabins } from '../../../../shared/api/booking-rooms';
import type { Booking } from '../../../../shared/api/bookings';
import { callEndpoint } from '../../api/endpoint-client';
import { useBooking, useBookingCabins, useBookingCustomers } from '../../data/bookings';
import { keys } from '../../data/keys';
import { revalidate } from '../../data/revalidate';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useI18n } from '../../hooks/use-i18n';
import { useChange, useErrorText } from './booking-forms-kit';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  persons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  plan: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingHorizontalM },
  cabin: { border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalM },
  own: { outline: `2px solid ${tokens.colorBrandStroke1}` },
  beds: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, marginTop: tokens.spacingVerticalXS },
});

type Cabin = BookingCabins['cabins'][number];
type Room = Booking['rooms'][number];

/**
 * /schedules/movecabin/:id (:id is the booking: the route needs bookings.update, and a move is a change of one
 * booking): the schedule's cabin plan (GET {id}/cabins) with free, own and taken beds. Select a person, then a bed:
 * a bed of a cabin of the booking saves through rooms/{roomId}/customers (the bed taken first), a bed of another
 * cabin through changeRoom (the person's whole cabin line moves; its other persons keep their order).
 */
export function MoveCabinPage() {
  const styles = useStyles();
  const { t } = useI18n();
  const navigate = useAppNavigate();
  const { id = '' } = useParams();
  const booking = useBooking(id);
  const plan = useBookingCabins(id, Boolean(booking.data?.schedule));
  const persons = useBookingCustomers(id);
  const errorText = useErrorText();
  const [selected, setSelected] = useState<string | null>(null);
  const change = useChange(booking.data?.bookingNo ?? 0, () => {
    setSelected(null);
    void revalidate(keys.booking(id));
  });
  const back = (
    <Button icon={<ArrowLeftRegular />} onClick={() => navigate(`/booking/${id}`)} data-testid="movecabin-back">
      {t('booking.movecabin.back')}
    </Button>
  );
  const title = booking.data ? t('booking.movecabin.title', { bookingNo: booking.data.bookingNo }) : t('routes.scheduleMoveCabin');
  const loadError = booking.error ?? plan.error;
  if (loadError || (booking.data && !booking.data.schedule)) {
    return (
      <section className={styles.root} data-testid="movecabin">
        <PageHeader title={title}>{back}</PageHeader>
        <MessageBar intent="error">
          <MessageBarBody>{loadError ? errorText(loadError) : t('booking.movecabin.notTrip')}</MessageBarBody>
        </MessageBar>
      </section>
    );
  }
  if (!booking.data || !plan.data || !persons.data) return <Spinner label={t('app.loading')} />;
  const b = booking.data;
  const people = persons.data.data.filter((p) => p.room !== undefined);
  const chosen = people.find((p) => p.customer === selected);

  const moveTo = (cabin: Cabin, bed: string) => {
    if (!chosen?.room) return;
    const rooms = b.rooms as (Room & { customers?: { customer: string; bed?: string }[] })[];
    const from = rooms.find((r) => r.room === chosen.room);
    if (!from) return;
    if (cabin.inBooking) {
      const target = rooms.find((r) => r.room === cabin.id);
      const others = (target?.customers ?? []).filter((p) => p.customer !== chosen.customer && p.bed !== bed);
      const customers = [...others, { customer: chosen.customer, bed }];
      void change.run(async () => {
        if (from.room !== cabin.id) {
          const left = (from.customers ?? []).filter((p) => p.customer !== chosen.customer);
          await callEndpoint(api.roomCustomers, { params: { id, roomId: from.room }, body: { customers: left } });
        }
        await callEndpoint(api.roomCustomers, { params: { id, roomId: cabin.id }, body: { customers } });
      });
    } else {
      void change.run(() => callEndpoint(lifecycle.changeRoom, { params: { id }, body: { from: from.room, to: cabin.id } }));
    }
  };

  return (
    <section className={styles.root} aria-label={title} data-testid="movecabin">
      <PageHeader title={title}>{back}</PageHeader>
      <Body1>{t('booking.movecabin.hint')}</Body1>
      <div className={styles.persons} role="group" aria-label={t('booking.movecabin.persons')}>
        {people.map((p) => (
          <ToggleButton
            key={p.customer}
            checked={selected === p.customer}
            onClick={() => setSelected(selected === p.customer ? null : p.customer)}
            data-testid="movecabin-person"
          >
            {`${p.name} · ${p.roomName ?? p.room}${p.bed ? ` · ${t('booking.movecabin.bed', { bed: p.bed })}` : ''}`}
          </ToggleButton>
        ))}
      </div>
      <div role="status">{chosen ? t('booking.movecabin.selected', { name: chosen.name }) : ''}</div>
      {change.error ? (
        <MessageBar intent="error" data-testid="movecabin-error">
          <MessageBarBody>{change.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.plan}>
        {plan.data.cabins.map((c) => (
          <article
            key={c.id}
            className={c.inBooking ? `${styles.cabin} ${styles.own}` : styles.cabin}
            aria-labelledby={`cabin-${c.id}`}
            data-testid="movecabin-cabin"
          >
            <Subtitle2 as="h2" id={`cabin-${c.id}`}>
              {c.name}
            </Subtitle2>
            <div className={styles.beds}>
              {c.beds.map((bed) => {
                const sleeper = people.find((p) => p.room === c.id && p.bed === bed.bed);
                const usable = !!chosen && !c.locked && bed.status !== 'taken' && !(sleeper && sleeper.customer === chosen.customer);
                const label = `${t('booking.movecabin.bed', { bed: bed.bed })}: ${sleeper ? sleeper.name : t(`booking.movecabin.${bed.status}`)}`;
                return (
                  <Button
                    key={bed.bed}
                    size="small"
                    appearance={bed.status === 'own' ? 'primary' : 'secondary'}
                    disabled={!usable || change.busy}
                    onClick={() => moveTo(c, bed.bed)}
                    data-testid="movecabin-bed"
                    data-status={bed.status}
                  >
                    {label}
                  </Button>
                );
              })}
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
