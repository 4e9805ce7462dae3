import { Combobox, Option, Spinner, type ComboboxProps } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { BookingListRow } from '../../../../shared/api/booking-list';
import { useBookingSearch } from '../../data/bookings';
import { useI18n } from '../../hooks/use-i18n';
import { formatDate } from '../ResourceList/cell-format';

/** How a found booking reads in the list: "#195 · Jürgen Müller-Weiß · Coral Bay Resort · 12.09.2027–20.09.2027". */
export function bookingLabel(b: BookingListRow): string {
  const dates = b.checkIn ? `${formatDate(b.checkIn)}${b.checkOut ? `–${formatDate(b.checkOut)}` : ''}` : '';
  return [`#${b.bookingNo}`, b.customerName, b.assetName, dates].filter(Boolean).join(' · ');
}

/**
 * Finds a booking by its number or the lead guest's name as the operator types (`GET /api/bookings/find`, active
 * bookings only, after a short pause) and answers the chosen booking. The field is a combobox: arrows move through
 * the bookings found, Enter takes one.
 */
export function BookingFind({
  value,
  onChange,
  testId,
  ...rest
}: { value?: BookingListRow; onChange: (b: BookingListRow | undefined) => void; testId?: string } & Omit<
  ComboboxProps,
  'value' | 'onChange' | 'onOptionSelect' | 'children'
>) {
  const { t } = useI18n();
  const [text, setText] = useState(value ? bookingLabel(value) : '');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const typed = text.trim();
    const timer = setTimeout(() => setQuery(value && typed === bookingLabel(value) ? '' : typed), 250);
    return () => clearTimeout(timer);
  }, [text, value]);
  const found = useBookingSearch(query);
  const rows = found.data?.data ?? [];
  return (
    <Combobox
      {...rest}
      freeform
      value={text}
      open={open}
      onOpenChange={(_e, d) => setOpen(d.open)}
      placeholder={t('bookingFind.placeholder')}
      onChange={(e) => {
        setText(e.target.value);
        setOpen(e.target.value.trim() !== '');
        if (value) onChange(undefined);
      }}
      onOptionSelect={(_e, d) => {
        const chosen = rows.find((r) => r.id === d.optionValue);
        setText(chosen ? bookingLabel(chosen) : '');
        setOpen(false);
        onChange(chosen);
      }}
      data-testid={testId}
    >
      {found.isLoading ? (
        <Option disabled value="" text="">
          <Spinner size="tiny" label={t('bookingFind.searching')} />
        </Option>
      ) : query && rows.length === 0 ? (
        <Option disabled value="" text="">
          {t('bookingFind.none')}
        </Option>
      ) : (
        rows.map((r) => (
          <Option key={r.id} value={r.id} text={bookingLabel(r)} data-testid={`booking-find-${r.bookingNo}`}>
            {bookingLabel(r)}
          </Option>
        ))
      )}
    </Combobox>
  );
}
