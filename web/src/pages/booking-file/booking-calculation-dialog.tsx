import { Body1 } from '@fluentui/react-components';
import { useState } from 'react';
import type { Booking } from '../../../../shared/api/bookings';
import { ApiCallError } from '../../api/client';
import { FormDialog } from '../../components/FormDialog/FormDialog';
import { useI18n } from '../../hooks/use-i18n';
import { errorNotice, notify } from '../../notices/notice-bus';
import { callOf, initial, missing, type DialogKind, type Form } from './booking-calculation-calls';
import { Fields } from './booking-calculation-fields';

const TITLES = { edit: 'booking.calc.editTitle', delete: 'booking.calc.deleteTitle', refresh: 'booking.calc.refreshTitle' } as const;

/**
 * One dialog per calculation change: its fields, the question that confirms a change of money, and the server's
 * refusal shown inline (the dialog stays open). Enter submits; Escape closes.
 */
export function CalculationDialog({ booking, dialog, onClose, onDone }: { booking: Booking; dialog: DialogKind; onClose: () => void; onDone: () => void }) {
  const { t } = useI18n();
  const [form, setForm] = useState<Form>(() => initial(dialog, booking));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const set = (k: string) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const title = 'line' in dialog ? t(TITLES[dialog.kind]) : t(`booking.calc.${dialog.kind}`);
  const question =
    dialog.kind === 'delete'
      ? t('booking.calc.confirmDelete', { line: dialog.line.text })
      : dialog.kind === 'refresh'
        ? t('booking.calc.confirmRefresh', { line: dialog.line.text })
        : t('booking.calc.confirm');
  const submit = async () => {
    setTouched(true);
    if (busy || missing(dialog, form)) return;
    setBusy(true);
    setError(null);
    try {
      await callOf(dialog, form, booking);
      notify({ intent: 'success', key: 'booking.calc.done', params: { bookingNo: booking.bookingNo } });
      onDone();
    } catch (err) {
      const n = errorNotice(err);
      const detail = err instanceof ApiCallError ? err.error.description : '';
      setError([t(n.key, n.params), detail].filter(Boolean).join(' — '));
    } finally {
      setBusy(false);
    }
  };
  const required = (k: string) => (touched && !form[k]?.trim() ? t('booking.calc.required') : undefined);
  return (
    <FormDialog
      title={title}
      onSubmit={submit}
      onClose={onClose}
      busy={busy}
      submitLabel={t('booking.calc.apply')}
      error={error}
      errorTestId="booking-calc-error"
      testId="booking-calc-dialog"
      submitTestId="booking-calc-confirm"
      describedBy="booking-calc-question"
    >
      <Fields dialog={dialog} form={form} set={set} booking={booking} required={required} />
      <Body1 id="booking-calc-question">{question}</Body1>
    </FormDialog>
  );
}
