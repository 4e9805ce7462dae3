import { Button, mergeClasses, ToggleButton, Tooltip } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { z } from 'zod';
import type { roomExtraEndpoints, RoomNight } from '../../../../shared/api/rooms';
import { useI18n } from '../../hooks/use-i18n';
import { dayLabel, isWeekend, shortId, useAvailabilityStyles } from './availability-common';

export type ResortAvailability = z.infer<(typeof roomExtraEndpoints)['resort']['output']>;
export type GridRoom = ResortAvailability['rooms'][number];

export interface Selection {
  room: string;
  nights: ReadonlySet<string>;
}

interface GridProps {
  data: ResortAvailability;
  resortName: string;
  selection: Selection | null;
  canBlock: boolean;
  busy: boolean;
  onToggle: (room: GridRoom, night: string) => void;
  onRemove: (room: GridRoom, night: RoomNight) => void;
}

/**
 * The resort's rooms by night: one row group per room type (its free count per night in the group's header row),
 * one row per room, one column per night (weekends shaded). A free cell is a toggle that selects the night for a
 * blocker; a blocked cell names the reason and has a remove button; a booked one names the booking.
 */
export function AvailabilityGrid({ data, resortName, selection, canBlock, busy, onToggle, onRemove }: GridProps) {
  const styles = useAvailabilityStyles();
  const { t, lang } = useI18n();
  const days = data.nights.map((n) => ({ night: n, ...dayLabel(n, lang), weekend: isWeekend(n) }));
  const last = days[days.length - 1];
  const reasonText = (n: RoomNight) => (n.reason ? t(`availability.reason.${n.reason}`) : t('availability.blocked'));

  const cell = (room: GridRoom, n: RoomNight, i: number) => {
    const day = days[i]!;
    const className = mergeClasses(styles.cell, day.weekend && styles.weekend);
    const labels = { room: room.name, date: day.long };
    if (n.state === 'booked') {
      return (
        <td key={n.night} className={className} data-testid="availability-cell" data-state="booked">
          <Tooltip content={t('availability.bookedBy', { ...labels, booking: n.booking ?? '' })} relationship="description">
            <span className={styles.booked} tabIndex={0} aria-label={t('availability.bookedBy', { ...labels, booking: n.booking ?? '' })}>
              {shortId(n.booking ?? '')}
            </span>
          </Tooltip>
        </td>
      );
    }
    if (n.state === 'blocked') {
      return (
        <td key={n.night} className={className} data-testid="availability-cell" data-state="blocked">
          <span className={styles.blocked} title={t('availability.blockedCell', { ...labels, reason: reasonText(n) })}>
            {reasonText(n)}
            {canBlock ? (
              <Button
                size="small"
                appearance="transparent"
                icon={<DismissRegular />}
                disabled={busy}
                aria-label={t('availability.removeBlocker', labels)}
                onClick={() => onRemove(room, n)}
                data-testid="availability-remove"
              />
            ) : null}
          </span>
        </td>
      );
    }
    const selected = selection?.room === room.id && selection.nights.has(n.night);
    return (
      <td key={n.night} className={className} data-testid="availability-cell" data-state={selected ? 'selected' : 'free'}>
        {canBlock ? (
          <ToggleButton
            className={styles.cellButton}
            size="small"
            appearance={selected ? 'primary' : 'subtle'}
            checked={selected}
            aria-label={t('availability.select', labels)}
            onClick={() => onToggle(room, n.night)}
          >
            {t('availability.free')}
          </ToggleButton>
        ) : (
          <span>{t('availability.free')}</span>
        )}
      </td>
    );
  };

  return (
    <div className={styles.frame}>
      <table className={styles.table} data-testid="availability-grid">
        <caption className={styles.caption}>{t('availability.caption', { resort: resortName, from: days[0]?.long ?? '', to: last?.long ?? '' })}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.corner}>
              {t('availability.room')}
            </th>
            {days.map((d) => (
              <th
                key={d.night}
                scope="col"
                className={mergeClasses(styles.nightHead, d.weekend && styles.weekend)}
                abbr={d.long}
                data-testid="availability-night"
              >
                <div>{d.weekday}</div>
                <div>{d.date}</div>
              </th>
            ))}
          </tr>
        </thead>
        {data.roomTypes.map((type) => (
          <tbody key={type.id}>
            <tr className={styles.typeRow} data-testid="availability-type">
              <th scope="rowgroup" className={styles.typeHead}>
                {type.name}
              </th>
              {type.free.map((free, i) => (
                <td
                  key={days[i]!.night}
                  className={mergeClasses(styles.count, days[i]!.weekend && styles.weekend)}
                  aria-label={t('availability.freeCount', { count: free })}
                >
                  {free}
                </td>
              ))}
            </tr>
            {data.rooms
              .filter((r) => r.roomType === type.id)
              .map((room) => (
                <tr key={room.id} data-testid="availability-room" data-room={room.name}>
                  <th scope="row" className={styles.roomHead}>
                    {room.name}
                  </th>
                  {room.nights.map((n, i) => cell(room, n, i))}
                </tr>
              ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
