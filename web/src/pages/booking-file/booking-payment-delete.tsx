import { Body1, Button, Field, Textarea } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { bookingChangesEndpoints as changes } from '../../../../shared/api/booking-changes';
import type { Booking } from '../../../../shared/api/bookings';
import type { BookingPayment } from '../../../../shared/domain/booking/payment';
import { callEndpoint } from '../../api/endpoint-client';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useI18n } from '../../hooks/use-i18n';
import { notify } from '../../notices/notice-bus';
import { FormDialog, useErrorText } from './booking-forms-kit';

/**
 * Deleting a received payment (DELETE /api/bookings/payment/{id}, issue 29): manual and bank payments, after a
 * confirmation with an optional reason; the ledger keeps the payment as reversed, a bank entry is open again.
 * Provider, credit and POS payments are refunded where they came from: no delete button (the server refuses too).
 */
export function DeletePaymentButton({
  booking,
  payment,
  money,
  onDeleted,
}: {
  booking: Booking;
  payment: BookingPayment;
  money: (v: string) => string;
  onDeleted: () => void;
}) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (payment.source.kind !== 'manual' && payment.source.kind !== 'bankentry') return null;
  const amount = money(payment.amount);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await callEndpoint(changes.deletePayment, {
        params: { id: payment.id },
        query: { booking: booking.id, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      });
      notify({ intent: 'success', key: 'booking.payment.deleteDone', params: { bookingNo: booking.bookingNo } });
      setOpen(false);
      onDeleted();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        appearance="subtle"
        icon={<DeleteRegular />}
        aria-label={t('booking.payment.deleteOf', { amount, date: formatDate(payment.date) })}
        data-testid="booking-payment-delete"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      />
      {open ? (
        <FormDialog
          title={t('booking.payment.deleteTitle', { amount })}
          testId="booking-payment-delete-dialog"
          busy={busy}
          error={error}
          submitLabel={t('booking.payment.deleteConfirm')}
          onClose={() => setOpen(false)}
          onSubmit={() => void submit()}
        >
          <Body1>{t('booking.payment.deleteQuestion', { bookingNo: booking.bookingNo })}</Body1>
          <Field label={t('booking.payment.deleteReason')}>
            <Textarea value={reason} maxLength={500} onChange={(_e, d) => setReason(d.value)} data-testid="booking-payment-delete-reason" />
          </Field>
        </FormDialog>
      ) : null}
    </>
  );
}
