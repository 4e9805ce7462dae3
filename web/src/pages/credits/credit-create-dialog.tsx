import {
  Button,
  Combobox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
  makeStyles,
  Option,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import type { CreditKind } from '../../../../shared/domain/credit/credit';
import { callEndpoint } from '../../api/endpoint-client';
import { DateInput } from '../../components/DateInput/DateInput';
import { useI18n } from '../../hooks/use-i18n';
import { notify, notifyError } from '../../notices/notice-bus';
import { creditApi, useOwnerSearch, type OwnerOption } from './credits-kit';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

/** A credit note given by hand (goodwill): owner picked by name, currency, amount, reason, optional expiry. */
export function CreditCreateDialog({ kind, onCreated }: { kind: CreditKind; onCreated: () => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [owner, setOwner] = useState<OwnerOption | undefined>();
  const [currency, setCurrency] = useState('EUR');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [expires, setExpires] = useState('');
  const [busy, setBusy] = useState(false);
  const found = useOwnerSearch(kind, text);
  const valid = owner !== undefined && /^[A-Z]{3}$/.test(currency) && /^\d+(\.\d{1,4})?$/.test(amount.trim()) && Number(amount) > 0 && reason.trim() !== '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid || !owner) return;
    setBusy(true);
    try {
      const body = { owner: owner.id, currency, amount: amount.trim(), reason: reason.trim(), ...(expires ? { expires } : {}) };
      const made = await callEndpoint(creditApi(kind).create, { body });
      notify({ intent: 'success', key: 'credits.created', params: { no: made.no } });
      setOpen(false);
      setOwner(undefined);
      setText('');
      setAmount('');
      setReason('');
      setExpires('');
      onCreated();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_e, d) => setOpen(d.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="primary" icon={<AddRegular />} data-testid="credit-create">
          {t('credits.create')}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <form onSubmit={(e) => void submit(e)}>
          <DialogBody>
            <DialogTitle>{t('credits.createTitle')}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label={t(`credits.owner.${kind}`)} hint={t('credits.ownerHint')} required>
                <Combobox
                  freeform
                  inlinePopup
                  value={text}
                  open={found.length > 0 && owner?.name !== text}
                  onChange={(e) => {
                    setText(e.target.value);
                    setOwner(undefined);
                  }}
                  onOptionSelect={(_e, d) => {
                    const o = found.find((x) => x.id === d.optionValue);
                    if (o) {
                      setOwner(o);
                      setText(o.name);
                    }
                  }}
                  data-testid="credit-owner"
                >
                  {found.map((o) => (
                    <Option key={o.id} value={o.id} text={o.name}>
                      {o.name}
                    </Option>
                  ))}
                </Combobox>
              </Field>
              <Field label={t('credits.currency')} required>
                <Input value={currency} maxLength={3} onChange={(_e, d) => setCurrency(d.value.toUpperCase())} data-testid="credit-currency" />
              </Field>
              <Field label={t('credits.amount')} required>
                <Input inputMode="decimal" value={amount} onChange={(_e, d) => setAmount(d.value)} data-testid="credit-amount" />
              </Field>
              <Field label={t('credits.reason')} required>
                <Input value={reason} maxLength={500} onChange={(_e, d) => setReason(d.value)} data-testid="credit-reason" />
              </Field>
              <Field label={t('credits.expires')}>
                <DateInput value={expires} onChange={(v) => setExpires(v ?? '')} data-testid="credit-expires" />
              </Field>
            </DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button>{t('credits.cancel')}</Button>
              </DialogTrigger>
              <Button type="submit" appearance="primary" disabled={busy || !valid} data-testid="credit-save">
                {t('credits.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
