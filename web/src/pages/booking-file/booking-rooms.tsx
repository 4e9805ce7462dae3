import { Badge, Body1, Button, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, PersonAddRegular, PersonSwapRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { bookingRoomEndpoints as api } from '../../../../shared/api/booking-rooms';
import type { Booking } from '../../../../shared/api/bookings';
import { passesAny } from '../../../../shared/auth/permissions';
import { allowedActions, type LifecycleView } from '../../../../shared/domain/booking/lifecycle';
import { callEndpoint } from '../../api/endpoint-client';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { FormDialog, useChange } from './booking-forms-kit';
import { AddRoomDialog, PersonDialog } from './booking-rooms-dialogs';
import { shownName, type BookingNames } from './use-booking-names';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  rooms: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: tokens.spacingHorizontalM },
  room: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  roomTitle: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, margin: 0, fontSize: tokens.fontSizeBase300 },
  persons: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  person: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

type RoomWithPersons = Booking['rooms'][number] & { customers?: Array<{ customer: string; bed?: string }>; locked?: boolean };

type Open =
  | { kind: 'add'; room: string }
  | { kind: 'replace'; customer: string }
  | { kind: 'removePerson'; customer: string; room: string }
  | { kind: 'removeRoom'; room: string }
  | { kind: 'addRoom' };

/**
 * Each room or cabin with its persons (and beds); a room without names shows how many guests it holds. Where the
 * booking's state allows room changes (`changeRooms`) and the user may make them: add, replace and remove persons,
 * add and remove rooms (shared/api/booking-rooms.ts), and for a trip the cabin plan (/schedules/movecabin/:id).
 */
export function BookingRooms({ booking, names, onChanged }: { booking: Booking; names?: BookingNames; onChanged: () => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  const principal = usePrincipal();
  const navigate = useAppNavigate();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const done = () => {
    setOpen(null);
    onChanged();
  };
  const change = useChange(booking.bookingNo, done);
  const editable = allowedActions(booking as LifecycleView).includes('changeRooms') && passesAny(principal, api.addRoom.scopes);
  const nameOf = (id: string) => shownName(names, names?.customers[id] ?? (id === booking.customer ? booking.customerName : undefined), id);
  const roomName = (id: string) => shownName(names, names?.rooms[id], id);
  const rooms = booking.rooms as RoomWithPersons[];
  const taken = new Set(rooms.flatMap((r) => (r.customers ?? []).map((c) => c.customer)));
  const params = { id: booking.id };
  const openDialog = (o: Open) => {
    change.setError(null);
    setOpen(o);
  };

  return (
    <section className={styles.section} aria-labelledby="booking-rooms-title" data-testid="booking-rooms">
      <div className={styles.head}>
        <Subtitle1 as="h2" id="booking-rooms-title">
          {t('booking.file.rooms')}
        </Subtitle1>
        {editable ? (
          <Button size="small" icon={<AddRegular />} onClick={() => openDialog({ kind: 'addRoom' })} data-testid="booking-add-room">
            {t('booking.rooms.addRoom')}
          </Button>
        ) : null}
        {editable && booking.schedule ? (
          <Button size="small" onClick={() => navigate(`/schedules/movecabin/${booking.id}`)} data-testid="booking-move-cabins">
            {t('booking.rooms.moveCabins')}
          </Button>
        ) : null}
      </div>
      <div className={styles.rooms}>
        {rooms.map((room) => (
          <article key={room.room} className={styles.room} aria-label={`${t('booking.file.room')} ${roomName(room.room)}`} data-testid="booking-room">
            <h3 className={styles.roomTitle}>
              {roomName(room.room)}
              {room.locked ? <Badge appearance="outline">{t('booking.file.locked')}</Badge> : null}
            </h3>
            {room.customers?.length ? (
              <ul className={styles.persons} aria-label={t('booking.file.persons')}>
                {room.customers.map((c) => (
                  <li key={`${c.customer}-${c.bed ?? ''}`} data-testid="booking-person" className={styles.person}>
                    <span>
                      {nameOf(c.customer)}
                      {c.bed ? `, ${t('booking.file.bed', { bed: c.bed })}` : ''}
                      {c.customer === booking.customer ? ` (${t('booking.file.lead')})` : ''}
                    </span>
                    {editable ? (
                      <span className={styles.bar}>
                        <Button
                          size="small"
                          appearance="subtle"
                          icon={<PersonSwapRegular />}
                          aria-label={t('booking.rooms.replacePerson', { name: nameOf(c.customer) })}
                          onClick={() => openDialog({ kind: 'replace', customer: c.customer })}
                          data-testid="booking-replace-person"
                        />
                        <Button
                          size="small"
                          appearance="subtle"
                          icon={<DeleteRegular />}
                          aria-label={t('booking.rooms.removePerson', { name: nameOf(c.customer) })}
                          onClick={() => openDialog({ kind: 'removePerson', customer: c.customer, room: room.room })}
                          data-testid="booking-remove-person"
                        />
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
            {(room.customers?.length ?? 0) < room.noOfPax ? (
              <Body1 className={styles.muted}>{t('booking.file.paxOnly', { pax: room.noOfPax - (room.customers?.length ?? 0) })}</Body1>
            ) : null}
            {editable ? (
              <div className={styles.bar}>
                <Button size="small" icon={<PersonAddRegular />} onClick={() => openDialog({ kind: 'add', room: room.room })} data-testid="booking-add-person">
                  {t('booking.rooms.addPerson')}
                </Button>
                {rooms.length > 1 && !room.locked ? (
                  <Button
                    size="small"
                    icon={<DeleteRegular />}
                    onClick={() => openDialog({ kind: 'removeRoom', room: room.room })}
                    data-testid="booking-remove-room"
                  >
                    {t('booking.rooms.removeRoom', { room: roomName(room.room) })}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </article>
        ))}
      </div>
      {open?.kind === 'add' ? (
        <PersonDialog
          title={t('booking.rooms.addPersonTo', { room: roomName(open.room) })}
          taken={taken}
          change={change}
          onClose={close}
          onPick={(customer) => {
            const room = rooms.find((r) => r.room === open.room);
            const customers = [...(room?.customers ?? []), { customer }];
            void change.run(() => callEndpoint(api.roomCustomers, { params: { ...params, roomId: open.room }, body: { customers } }));
          }}
        />
      ) : null}
      {open?.kind === 'replace' ? (
        <PersonDialog
          title={t('booking.rooms.replacePerson', { name: nameOf(open.customer) })}
          taken={taken}
          change={change}
          onClose={close}
          onPick={(to) => void change.run(() => callEndpoint(api.changeCustomer, { params, body: { from: open.customer, to } }))}
        />
      ) : null}
      {open?.kind === 'removePerson' ? (
        <FormDialog
          title={t('booking.rooms.removePerson', { name: nameOf(open.customer) })}
          testId="booking-remove-person-dialog"
          busy={change.busy}
          error={change.error}
          submitLabel={t('booking.rooms.removePerson', { name: nameOf(open.customer) })}
          onClose={close}
          onSubmit={() => void change.run(() => callEndpoint(api.removeCustomer, { params, query: { customer: open.customer, room: open.room } }))}
        >
          <Body1>{t('booking.rooms.removePersonAsk', { name: nameOf(open.customer), bookingNo: booking.bookingNo })}</Body1>
        </FormDialog>
      ) : null}
      {open?.kind === 'removeRoom' ? (
        <FormDialog
          title={t('booking.rooms.removeRoom', { room: roomName(open.room) })}
          testId="booking-remove-room-dialog"
          busy={change.busy}
          error={change.error}
          submitLabel={t('booking.rooms.removeRoom', { room: roomName(open.room) })}
          onClose={close}
          onSubmit={() => void change.run(() => callEndpoint(api.removeRoom, { params, query: { room: open.room } }))}
        >
          <Body1>{t('booking.rooms.removeRoomAsk', { room: roomName(open.room), bookingNo: booking.bookingNo })}</Body1>
        </FormDialog>
      ) : null}
      {open?.kind === 'addRoom' ? <AddRoomDialog booking={booking} change={change} onClose={close} /> : null}
    </section>
  );
}
