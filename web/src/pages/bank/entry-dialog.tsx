import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Radio,
  RadioGroup,
} from '@fluentui/react-components';
import { useState } from 'react';
import { bankEntriesResource } from '../../../../shared/api/bank-entries';
import type { BankEntry } from '../../../../shared/domain/bank/bank';
import { callEndpoint } from '../../api/endpoint-client';
import { DateInput } from '../../components/DateInput/DateInput';
import { FormDialog } from '../../components/FormDialog/FormDialog';
import { formatDate } from '../../components/ResourceList/cell-format';
import { useI18n } from '../../hooks/use-i18n';
import { parseAmount } from '../../i18n/money';
import { notify, notifyError } from '../../notices/notice-bus';
import { useBankStyles } from './bank-styles';

const api = bankEntriesResource.endpoints;
type Direction = 'in' | 'out';

/** "1.234,50" or "1234.5" → "1234.50"-like decimal text of the API, or undefined when it is not an amount above 0. */
export function entryAmount(typed: string, direction: Direction): string | undefined {
  const n = parseAmount(typed.replace(/^-/, ''));
  if (typeof n !== 'number' || n <= 0 || n >= 1e12) return undefined;
  return `${direction === 'out' ? '-' : ''}${n.toFixed(2)}`;
}

/**
 * A manual bank entry (a cash deposit, a fee the statement does not list): new (POST /api/bankentries) or edited
 * (POST /api/bankentries/{id}). An entry assigned to bookings keeps its day, amount and direction: only its texts change.
 */
export function EntryDialog({ bank, entry, onClose }: { bank: { id: string; currency: string }; entry?: BankEntry; onClose: (saved: boolean) => void }) {
  const styles = useBankStyles();
  const { t, lang } = useI18n();
  const assigned = (entry?.assignedMinor ?? 0) > 0;
  const [date, setDate] = useState(entry?.date ?? new Date().toISOString().slice(0, 10));
  const [direction, setDirection] = useState<Direction>(entry?.amount.startsWith('-') ? 'out' : 'in');
  // Shown as the language writes it (299,23 in German); parseAmount reads either.
  const [amount, setAmount] = useState(entry ? entry.amount.replace(/^-/, '').replace('.', lang === 'de' ? ',' : '.') : '');
  const [counterparty, setCounterparty] = useState(entry?.counterparty ?? '');
  const [reference, setReference] = useState(entry?.reference ?? '');
  const [text, setText] = useState(entry?.text ?? '');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const parsed = entryAmount(amount, direction);
  const currency = entry?.currency ?? bank.currency;

  const submit = async () => {
    setShown(true);
    if (!parsed) return;
    setBusy(true);
    const body = {
      bankId: entry?.bankId ?? bank.id,
      date,
      amount: parsed,
      currency,
      counterparty: counterparty.trim(),
      reference: reference.trim(),
      iban: entry?.iban ?? '',
      ...(text.trim() ? { text: text.trim() } : {}),
    };
    try {
      if (entry) await callEndpoint(api.update, { params: { id: entry.id }, body: { ...body, version: entry.version ?? 1 } as never });
      else await callEndpoint(api.create, { body });
      notify({ intent: 'success', key: entry ? 'records.entry.saved' : 'records.entry.created' });
      onClose(true);
    } catch (err) {
      notifyError(err);
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={t(entry ? 'records.entry.editTitle' : 'records.entry.newTitle')}
      onSubmit={submit}
      onClose={() => onClose(false)}
      busy={busy}
      submitLabel={t('common.save')}
      testId="bank-entry-dialog"
      submitTestId="bank-entry-submit"
      contentClassName={styles.form}
    >
      <Field label={t('records.entry.date')} required hint={assigned ? t('records.entry.assignedHint') : undefined}>
        {assigned ? (
          <Input value={formatDate(date)} disabled data-testid="bank-entry-date" />
        ) : (
          <DateInput value={date} onChange={(v) => v && setDate(v)} data-testid="bank-entry-date" />
        )}
      </Field>
      <RadioGroup
        layout="horizontal"
        aria-label={t('records.entry.direction')}
        value={direction}
        onChange={(_e, d) => setDirection(d.value as Direction)}
        disabled={assigned}
      >
        <Radio value="in" label={t('records.entry.in')} data-testid="bank-entry-in" />
        <Radio value="out" label={t('records.entry.out')} data-testid="bank-entry-out" />
      </RadioGroup>
      <Field label={`${t('records.entry.amount')} (${currency})`} required validationMessage={shown && !parsed ? t('records.entry.amountInvalid') : undefined}>
        <Input value={amount} inputMode="decimal" onChange={(_e, d) => setAmount(d.value)} disabled={assigned} data-testid="bank-entry-amount" />
      </Field>
      <Field label={t('records.entry.payer')}>
        <Input value={counterparty} onChange={(_e, d) => setCounterparty(d.value)} maxLength={200} data-testid="bank-entry-payer" />
      </Field>
      <Field label={t('records.entry.reference')}>
        <Input value={reference} onChange={(_e, d) => setReference(d.value)} maxLength={200} data-testid="bank-entry-reference" />
      </Field>
      <Field label={t('records.entry.text')}>
        <Input value={text} onChange={(_e, d) => setText(d.value)} maxLength={500} data-testid="bank-entry-text" />
      </Field>
    </FormDialog>
  );
}

/** Asks before a manual entry is deleted (DELETE /api/bankentries/{id}); entries assigned to bookings offer no delete. */
export function DeleteEntryDialog({ question, onDelete, onClose }: { question: string; onDelete: () => Promise<void>; onClose: () => void }) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open modalType="alert" onOpenChange={(_e, d) => !d.open && !busy && onClose()}>
      <DialogSurface data-testid="bank-entry-delete-dialog">
        <DialogBody>
          <DialogTitle>{t('records.entry.delete')}</DialogTitle>
          <DialogContent>{question}</DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button
              appearance="primary"
              disabled={busy}
              data-testid="bank-entry-delete-confirm"
              onClick={() => {
                setBusy(true);
                void onDelete().finally(onClose);
              }}
            >
              {t('records.entry.deleteConfirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
