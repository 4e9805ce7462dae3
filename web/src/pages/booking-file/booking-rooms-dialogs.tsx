import { Body1, Combobox, Field, Option, Select, Spinner, SpinButton } from '@fluentui/react-components';
import { useState } from 'react';
import useSWR from 'swr';
import { bookingRoomEndpoints as api } from '../../../../shared/api/booking-rooms';
import type { Booking } from '../../../../shared/api/bookings';
import { roomExtraEndpoints } from '../../../../shared/api/rooms';
import { callEndpoint } from '../../api/endpoint-client';
import { useI18n } from '../../hooks/use-i18n';
import { NewPerson, personOf, useCustomerSearch } from '../booking-wizard/wizard-persons';
import { FormDialog, useChange, useFormStyles } from './booking-forms-kit';

type Change = ReturnType<typeof useChange>;
/** A room of GET rooms/available/{id} (the fields shown). */
type FreeRoom = { id: string; name: string; freeBeds?: number; configuration?: { maxNoOfPax?: number } };

/** Find a customer (the wizard's search) or create one inline (the wizard's form); `onPick` gets the customer id. */
export function PersonDialog({
  title,
  taken,
  change,
  onPick,
  onClose,
}: {
  title: string;
  taken: Set<string>;
  change: Change;
  onPick: (customer: string) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const found = useCustomerSearch(text).filter((c) => !taken.has(c.id));
  return (
    <FormDialog
      title={title}
      testId="booking-person-dialog"
      busy={change.busy}
      error={change.error}
      canSubmit={chosen !== null}
      onClose={onClose}
      onSubmit={() => chosen && onPick(chosen)}
    >
      <Field label={t('booking.rooms.findPerson')} hint={t('booking.rooms.findHint')}>
        <Combobox
          freeform
          inlinePopup
          value={text}
          open={open && found.length > 0}
          onOpenChange={(_e, d) => setOpen(d.open)}
          onChange={(e) => {
            setText(e.target.value);
            setChosen(null);
            setOpen(true);
          }}
          onOptionSelect={(_e, d) => {
            const c = found.find((x) => x.id === d.optionValue);
            if (c) {
              setChosen(c.id);
              setText(personOf(c).name);
            }
          }}
          data-testid="booking-person-find"
        >
          {found.map((c) => (
            <Option key={c.id} value={c.id} text={personOf(c).name}>
              {`${personOf(c).name}${c.contact?.email ? ` <${c.contact.email}>` : ''}${c.masterData.birthday ? `, ${c.masterData.birthday}` : ''}`}
            </Option>
          ))}
        </Combobox>
      </Field>
      <NewPerson index={0} onCreated={(p) => onPick(p.id)} />
    </FormDialog>
  );
}

/** A free room of the stay's nights (or a cabin with free beds of the trip's schedule) added with its number of persons. */
export function AddRoomDialog({ booking, change, onClose }: { booking: Booking; change: Change; onClose: () => void }) {
  const { t } = useI18n();
  const styles = useFormStyles();
  const asset = booking.schedule ?? booking.resort ?? '';
  const query = booking.schedule ? {} : { from: booking.checkIn, to: booking.checkOut };
  const free = useSWR(['rooms.available', asset, query.from, query.to], () => callEndpoint(roomExtraEndpoints.available, { params: { id: asset }, query }));
  const inBooking = new Set(booking.rooms.map((r) => r.room));
  const choices = ((free.data?.data ?? []) as unknown as FreeRoom[]).filter((r) => !inBooking.has(r.id));
  const [room, setRoom] = useState('');
  const [pax, setPax] = useState(1);
  const picked = choices.find((r) => r.id === room);
  const max = picked ? (picked.freeBeds ?? picked.configuration?.maxNoOfPax ?? 1) : 1;
  return (
    <FormDialog
      title={t('booking.rooms.addRoom')}
      testId="booking-add-room-dialog"
      busy={change.busy}
      error={change.error}
      canSubmit={picked !== undefined}
      onClose={onClose}
      onSubmit={() => void change.run(() => callEndpoint(api.addRoom, { params: { id: booking.id }, body: { room, noOfPax: pax } }))}
    >
      {free.isLoading ? <Spinner size="tiny" label={t('booking.form.checking')} /> : null}
      {free.data && choices.length === 0 ? <Body1 className={styles.muted}>{t('booking.rooms.noFreeRooms')}</Body1> : null}
      {choices.length ? (
        <div className={styles.row}>
          <Field label={t('booking.rooms.freeRooms')} required>
            <Select value={room} onChange={(_e, d) => setRoom(d.value)} data-testid="booking-add-room-select">
              <option value="" />
              {choices.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.freeBeds !== undefined ? `${r.name} (${t('booking.rooms.freeBeds', { n: r.freeBeds })})` : r.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('booking.rooms.noOfPax')}>
            <SpinButton
              value={pax}
              min={1}
              max={max}
              onChange={(_e, d) => {
                const n = d.value ?? Number(d.displayValue);
                if (Number.isInteger(n) && n >= 1 && n <= max) setPax(n);
              }}
              data-testid="booking-add-room-pax"
            />
          </Field>
        </div>
      ) : null}
    </FormDialog>
  );
}
