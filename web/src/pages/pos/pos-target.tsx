import { Field, Input, makeStyles, Radio, RadioGroup, Select, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useFullBooking, useInHouse } from '../../data/bookings';
import { useOperatorToday } from '../../hooks/use-operator-today';
import { useI18n } from '../../hooks/use-i18n';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
});

export interface SaleTarget {
  booking: string;
  bookingNo: number;
  room: string;
  roomName: string;
  customerName?: string;
}

/** Walk-in or a booking room of the guests in house today (end of day: arrivals, in house, departures). */
export function PosTarget({ target, onChange }: { target?: SaleTarget; onChange: (t: SaleTarget | undefined) => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  const [mode, setMode] = useState<'walkin' | 'booking'>(target ? 'booking' : 'walkin');
  const [q, setQ] = useState('');
  const [bookingId, setBookingId] = useState<string>(target?.booking ?? '');
  // The operator's today: UTC's listed yesterday's guests from midnight in Berlin until 01:00.
  const today = useOperatorToday();
  const day = useInHouse(mode === 'booking' ? today : null);
  const full = useFullBooking(bookingId || undefined);
  const guests = useMemo(() => {
    const d = day.data?.data[0];
    const all = [...(d?.inHouse ?? []), ...(d?.arrivals ?? []), ...(d?.departures ?? [])];
    const unique = [...new Map(all.map((b) => [b.id, b])).values()];
    const text = q.trim().toLowerCase();
    return unique.filter(
      (b) =>
        !text || String(b.bookingNo) === text || (b.customerName ?? '').toLowerCase().includes(text) || b.rooms.some((r) => r.toLowerCase().includes(text)),
    );
  }, [day.data, q]);

  const pick = (id: string, room?: string) => {
    setBookingId(id);
    const b = guests.find((x) => x.id === id);
    if (!b) return onChange(undefined);
    const roomId = room ?? b.rooms[0] ?? '';
    const roomName = full.data?.booking.id === id ? (full.data.rooms.find((r) => r.room === roomId)?.name ?? roomId) : roomId;
    onChange({ booking: id, bookingNo: b.bookingNo, room: roomId, roomName, ...(b.customerName ? { customerName: b.customerName } : {}) });
  };

  return (
    <section className={styles.root} aria-label={t('pos.target')}>
      <RadioGroup
        layout="horizontal"
        aria-label={t('pos.target')}
        value={mode}
        onChange={(_e, d) => {
          setMode(d.value as 'walkin' | 'booking');
          if (d.value === 'walkin') onChange(undefined);
        }}
        data-testid="pos-target"
      >
        <Radio value="walkin" label={t('pos.walkIn')} data-testid="pos-walkin" />
        <Radio value="booking" label={t('pos.onBooking')} data-testid="pos-onbooking" />
      </RadioGroup>
      {mode === 'booking' ? (
        <div className={styles.row}>
          <Field label={t('pos.bookingSearch')}>
            <Input value={q} onChange={(_e, d) => setQ(d.value)} data-testid="pos-booking-search" />
          </Field>
          <Field label={t('pos.bookingPick')} validationMessage={day.data && !guests.length ? t('pos.bookingNone') : undefined} validationState="none">
            <Select value={bookingId} onChange={(_e, d) => pick(d.value)} data-testid="pos-booking">
              <option value="">–</option>
              {guests.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.bookingNo} · {b.customerName ?? ''}
                </option>
              ))}
            </Select>
          </Field>
          {target && full.data ? (
            <Field label={t('pos.room')}>
              <Select value={target.room} onChange={(_e, d) => pick(target.booking, d.value)} data-testid="pos-room">
                {full.data.rooms.map((r) => (
                  <option key={r.room} value={r.room}>
                    {r.name}
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
