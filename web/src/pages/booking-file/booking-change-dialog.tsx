import { Body1, Button, Combobox, Field, Input, Option, Select, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { bookingChangesEndpoints as changes, type ChangeBooking, type ReindexReport } from '../../../../shared/api/booking-changes';
import type { Booking } from '../../../../shared/api/bookings';
import { callEndpoint } from '../../api/endpoint-client';
import { DateInput } from '../../components/DateInput/DateInput';
import { useI18n } from '../../hooks/use-i18n';
import { personOf, useCustomerSearch } from '../booking-wizard/wizard-persons';
import { FormDialog, useChange, useErrorText } from './booking-forms-kit';
import { useSupportedLanguages } from '../../resources/use-lookups';

/**
 * "Change booking" (issue 29, docs/decisions.md "Booking changes"): the header fields in ONE call of
 * POST /api/bookings/{id}/change with the version the file shows (a change meanwhile answers 409 and nothing
 * changes). Only the fields the operator changed are sent. The separate "Other dates" dialog stays: it shows the
 * rooms' availability night by night while dates are picked; this one changes dates together with the rest.
 */
export function ChangeBookingDialog({ booking, change, onClose }: { booking: Booking; change: ReturnType<typeof useChange>; onClose: () => void }) {
  const { t } = useI18n();
  const { languages } = useSupportedLanguages();
  const stay = booking.schedule === undefined;
  const [checkIn, setCheckIn] = useState(booking.checkIn ?? '');
  const [checkOut, setCheckOut] = useState(booking.checkOut ?? '');
  const [source, setSource] = useState(booking.source ?? '');
  const [category, setCategory] = useState(booking.category ?? '');
  const [language, setLanguage] = useState(booking.language ?? 'de');
  const [optionDate, setOptionDate] = useState(booking.optionDate ?? '');
  const [customerText, setCustomerText] = useState(booking.customerName ?? '');
  const [customer, setCustomer] = useState(booking.customer ?? '');
  const [listOpen, setListOpen] = useState(false);
  const found = useCustomerSearch(customerText === (booking.customerName ?? '') ? '' : customerText);

  const body: ChangeBooking = {
    version: booking.version,
    ...(stay && checkIn && checkIn !== booking.checkIn ? { checkIn } : {}),
    ...(stay && checkOut && checkOut !== booking.checkOut ? { checkOut } : {}),
    ...(customer && customer !== booking.customer ? { customer } : {}),
    ...(source.trim() !== (booking.source ?? '') ? { source: source.trim() || null } : {}),
    ...(category.trim() !== (booking.category ?? '') ? { category: category.trim() || null } : {}),
    ...(language !== (booking.language ?? 'de') ? { language: language as ChangeBooking['language'] } : {}),
    ...(booking.state === 'draft' && optionDate && optionDate !== booking.optionDate ? { optionDate } : {}),
  };
  const changed = Object.keys(body).length > 1;
  const badDates = stay && !!checkIn && !!checkOut && checkOut <= checkIn;
  return (
    <FormDialog
      title={t('booking.change.title', { bookingNo: booking.bookingNo })}
      testId="booking-change-dialog"
      busy={change.busy}
      error={change.error}
      canSubmit={changed && !badDates}
      onClose={onClose}
      onSubmit={() => void change.run(() => callEndpoint(changes.change, { params: { id: booking.id }, body }))}
    >
      <Body1>{t('booking.change.hint')}</Body1>
      {stay ? (
        <>
          <Field label={t('booking.change.checkIn')} required>
            <DateInput value={checkIn} onChange={(v) => setCheckIn(v ?? '')} data-testid="booking-change-checkin" />
          </Field>
          <Field label={t('booking.change.checkOut')} required validationMessage={badDates ? t('booking.form.badDates') : undefined}>
            <DateInput value={checkOut} min={checkIn || undefined} onChange={(v) => setCheckOut(v ?? '')} data-testid="booking-change-checkout" />
          </Field>
        </>
      ) : null}
      <Field label={t('booking.change.customer')} hint={t('booking.change.customerHint')}>
        <Combobox
          freeform
          inlinePopup
          value={customerText}
          open={listOpen && found.length > 0}
          onOpenChange={(_e, d) => setListOpen(d.open)}
          onChange={(e) => {
            setCustomerText(e.target.value);
            setListOpen(true);
          }}
          onOptionSelect={(_e, d) => {
            const c = found.find((x) => x.id === d.optionValue);
            if (c) {
              setCustomer(c.id);
              setCustomerText(personOf(c).name);
            }
          }}
          data-testid="booking-change-customer"
        >
          {found.map((c) => (
            <Option key={c.id} value={c.id} text={personOf(c).name}>
              {`${personOf(c).name}${c.contact?.email ? ` <${c.contact.email}>` : ''}`}
            </Option>
          ))}
        </Combobox>
      </Field>
      <Field label={t('booking.change.source')}>
        <Input value={source} maxLength={100} onChange={(_e, d) => setSource(d.value)} data-testid="booking-change-source" />
      </Field>
      <Field label={t('booking.change.category')}>
        <Input value={category} maxLength={100} onChange={(_e, d) => setCategory(d.value)} data-testid="booking-change-category" />
      </Field>
      <Field label={t('booking.change.language')}>
        <Select value={language} onChange={(_e, d) => setLanguage(d.value)} data-testid="booking-change-language">
          {languages.map((l) => (
            <option key={l} value={l}>
              {t(`booking.extras.language.${l}`)}
            </option>
          ))}
        </Select>
      </Field>
      {booking.state === 'draft' ? (
        <Field label={t('booking.change.optionDate')}>
          <DateInput value={optionDate} onChange={(v) => setOptionDate(v ?? '')} data-testid="booking-change-optiondate" />
        </Field>
      ) : null}
    </FormDialog>
  );
}

/** "Rebuild derived data" (admins): POST /api/bookings/{id}/reindex, then its report in words. */
export function ReindexDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<ReindexReport | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      setReport(await callEndpoint(changes.reindex, { params: { id: booking.id } }));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      title={t('booking.reindex.title', { bookingNo: booking.bookingNo })}
      testId="booking-reindex-dialog"
      busy={busy}
      error={error}
      canSubmit={!report}
      submitLabel={t('booking.reindex.run')}
      onClose={onClose}
      onSubmit={() => void run()}
    >
      <Body1>{t('booking.reindex.question')}</Body1>
      {busy ? <Spinner size="tiny" /> : null}
      {report ? (
        <Body1 role="status" data-testid="booking-reindex-report" data-changed={report.changed}>
          {report.changed
            ? t('booking.reindex.changed', {
                todos: report.todos.written.length,
                payments: report.payments.written.length,
                deleted: report.todos.deleted.length + report.payments.deleted.length,
              })
            : t('booking.reindex.nothing')}
          {report.flags.corrected.length ? ` ${t('booking.reindex.flags')}` : ''}
          {report.inventory.length ? ` ${t('booking.reindex.inventory', { list: report.inventory.join('; ') })}` : ''}
        </Body1>
      ) : null}
      {report ? (
        <Button onClick={onClose} data-testid="booking-reindex-close">
          {t('booking.reindex.close')}
        </Button>
      ) : null}
    </FormDialog>
  );
}
