import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { bankEntryEndpoints as api } from '../../../../shared/api/banks';
import type { BookingListRow } from '../../../../shared/api/booking-list';
import { callEndpoint } from '../../api/endpoint-client';
import { BookingFind } from '../../components/BookingFind/BookingFind';
import { DateInput } from '../../components/DateInput/DateInput';
import { FormDialog } from '../../components/FormDialog/FormDialog';
import { useI18n } from '../../hooks/use-i18n';
import { parseAmount } from '../../i18n/money';
import { notify, notifyError } from '../../notices/notice-bus';
import { useBankStyles } from './bank-styles';

/** An amount as the operator types it ("1.234,50", "1234.5") as the API's decimal text, or undefined when it is none. */
function amountOf(typed: string): string | undefined {
  const n = parseAmount(typed);
  return typeof n === 'number' && n > 0 && n < 1e12 ? String(n) : undefined;
}

/**
 * Records a temporary payment (`POST /api/bankentries/temporary`): the guest says they paid, the booking counts it at
 * once, and the bank entry replaces it when it arrives (assigned with this payment as `rt`).
 */
export function TemporaryPaymentDialog({ onClose }: { onClose: (recorded: boolean) => void }) {
  const styles = useBankStyles();
  const { t } = useI18n();
  const [booking, pickBooking] = useState<BookingListRow>();
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(new Date().toISOString().slice(0, 10));
  const [reference, setReference] = useState('');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const parsed = amountOf(amount);

  const submit = async () => {
    setShown(true);
    if (!booking || !parsed) return;
    setBusy(true);
    try {
      await callEndpoint(api.addTemporary, {
        body: { booking: booking.id, amount: parsed, date, ...(reference.trim() ? { reference: reference.trim() } : {}) },
      });
      notify({ intent: 'success', key: 'bank.temporary.done', params: { bookingNo: String(booking.bookingNo) } });
      onClose(true);
    } catch (err) {
      notifyError(err);
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={t('bank.temporary.title')}
      onSubmit={submit}
      onClose={() => onClose(false)}
      busy={busy}
      submitLabel={t('bank.temporary.submit')}
      testId="bank-temporary-dialog"
      submitTestId="bank-temporary-submit"
      contentClassName={styles.form}
    >
      <Field
        label={t('bank.temporary.booking')}
        required
        validationMessage={shown && !booking ? t('bank.temporary.bookingMissing') : undefined}
        hint={t('bank.temporary.bookingHint')}
      >
        <BookingFind value={booking} onChange={pickBooking} testId="bank-temporary-booking" />
      </Field>
      <Field
        label={t('bank.temporary.amount')}
        required
        validationMessage={shown && !parsed ? t('bank.temporary.amountInvalid') : undefined}
        hint={booking ? undefined : t('bank.temporary.amountHint')}
      >
        <Input value={amount} inputMode="decimal" onChange={(_e, d) => setAmount(d.value)} data-testid="bank-temporary-amount" />
      </Field>
      <Field label={t('bank.temporary.date')} required>
        <DateInput value={date} onChange={(v) => v && setDate(v)} data-testid="bank-temporary-date" />
      </Field>
      <Field label={t('bank.temporary.reference')}>
        <Input value={reference} onChange={(_e, d) => setReference(d.value)} data-testid="bank-temporary-reference" />
      </Field>
    </FormDialog>
  );
}
