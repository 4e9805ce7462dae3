import { Field, Input, Radio, RadioGroup, Select } from '@fluentui/react-components';
import { useState } from 'react';
import { bankEntryEndpoints as api, type ZListedEntry } from '../../../../shared/api/banks';
import type { z } from 'zod';
import type { BookingListRow } from '../../../../shared/api/booking-list';
import { callEndpoint } from '../../api/endpoint-client';
import { BookingFind } from '../../components/BookingFind/BookingFind';
import { FormDialog } from '../../components/FormDialog/FormDialog';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useBooking } from '../../data/bookings';
import { useI18n } from '../../hooks/use-i18n';
import { moneyText } from '../../i18n/money';
import { notify, notifyError } from '../../notices/notice-bus';
import { useBankStyles } from './bank-styles';

export type ListedEntry = z.infer<typeof ZListedEntry>;
const OTHER = '__other';

/** Assign (part of) an entry to a booking: a suggested one or any booking by id; the amount defaults to what is open. */
export function AssignDialog({ entry, onClose }: { entry: ListedEntry; onClose: (assigned: boolean) => void }) {
  const styles = useBankStyles();
  const { t, lang } = useI18n();
  const [choice, setChoice] = useState(entry.suggestions[0]?.booking ?? OTHER);
  const [other, setOther] = useState<BookingListRow>();
  const [amount, setAmount] = useState(entry.open.replace(/^-/, ''));
  const [rt, setRt] = useState('');
  const [busy, setBusy] = useState(false);
  const booking = choice === OTHER ? (other?.id ?? '') : choice;
  // The chosen booking's temporary payments: the entry may be the money one of them announced (then it replaces it).
  const chosen = useBooking(booking);
  const temporary = (chosen.data?.received ?? []).filter((p) => p.source.kind === 'manual' && p.source.id.startsWith('tmp-'));

  const submit = async () => {
    setBusy(true);
    try {
      const res = await callEndpoint(api.assign, { params: { id: entry.id }, body: { booking, amount, ...(rt.trim() ? { rt: rt.trim() } : {}) } });
      const no = res.entry.assignments[booking]?.bookingNo ?? booking;
      notify({ intent: 'success', key: 'bank.assign.done', params: { bookingNo: String(no) } });
      onClose(true);
    } catch (err) {
      notifyError(err);
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={t('bank.assign.title', { date: formatDate(entry.date), amount: moneyText(entry.amount, entry.currency, lang) })}
      onSubmit={submit}
      onClose={() => onClose(false)}
      busy={busy}
      submitLabel={t('bank.assign')}
      cancelLabel={t('bank.cancel')}
      submitDisabled={!booking || !amount}
      testId="bank-assign-dialog"
      submitTestId="bank-assign-submit"
      contentClassName={styles.form}
    >
      <RadioGroup aria-label={t('bank.assign.booking')} value={choice} onChange={(_e, d) => setChoice(d.value)} data-testid="bank-assign-choice">
        {entry.suggestions.map((s) => (
          <Radio
            key={s.booking}
            value={s.booking}
            label={`#${s.bookingNo} ${s.customerName ?? ''} (${s.reasons.map((r) => t(`bank.reason.${r as 'name'}`)).join(', ')})`}
          />
        ))}
        <Radio value={OTHER} label={t('bank.assign.other')} data-testid="bank-assign-other" />
      </RadioGroup>
      {choice === OTHER ? (
        <Field label={t('bank.temporary.booking')} required hint={t('bank.temporary.bookingHint')}>
          <BookingFind value={other} onChange={setOther} testId="bank-assign-booking" />
        </Field>
      ) : null}
      <Field label={`${t('bank.assign.amount')} (${entry.currency})`} required>
        <Input value={amount} inputMode="decimal" onChange={(_e, d) => setAmount(d.value)} data-testid="bank-assign-amount" />
      </Field>
      {temporary.length > 0 ? (
        <Field label={t('bank.assign.temporary')}>
          <Select value={rt} onChange={(_e, d) => setRt(d.value)} data-testid="bank-assign-rt">
            <option value="">{t('bank.assign.temporaryNone')}</option>
            {temporary.map((p) => (
              <option key={p.id} value={p.id}>
                {[formatDate(p.date), moneyText(p.paidAmount, p.paidCurrency, lang), p.reference].filter(Boolean).join(' · ')}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
    </FormDialog>
  );
}
