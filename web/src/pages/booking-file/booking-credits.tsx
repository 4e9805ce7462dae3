import { Body1, Button, Field, Input, makeStyles, Select, Subtitle1, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import type { Booking } from '../../../../shared/api/bookings';
import { passesAny } from '../../../../shared/auth/permissions';
import { paymentSummary } from '../../../../shared/domain/booking/payment';
import { creditableMinor, type CreditKind, type CreditNote } from '../../../../shared/domain/credit/credit';
import { fromMinor, money, toString } from '../../../../shared/domain/money';
import { callEndpoint } from '../../api/endpoint-client';
import { useOpenCredits } from '../../data/finance';
import { keys } from '../../data/keys';
import { revalidate } from '../../data/revalidate';
import { useI18n } from '../../hooks/use-i18n';
import { usePrincipal } from '../../hooks/use-session';
import { notify, notifyError } from '../../notices/notice-bus';
import { moneyText } from '../../i18n/money';
import { creditApi } from '../credits/credits-kit';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
});

const APPLICABLE = new Set(['draft', 'confirmed', 'planned', 'waiting']);
type Payable = Parameters<typeof creditableMinor>[0];

/**
 * The booking file's credit notes: a cancelled booking paid beyond its fees offers "Create credit note"; an open booking
 * of an agency or customer with open notes offers "Apply credit" (amount capped at the note's rest and the open amount).
 */
export function BookingCredits({ booking, onChanged }: { booking: Booking; onChanged: () => void }) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const principal = usePrincipal();
  const kind: CreditKind = booking.agency ? 'agency' : 'customer';
  const owner = booking.agency ?? booking.customer;
  const api = creditApi(kind);
  const mayWrite = passesAny(principal, api.apply.scopes) && passesAny(principal, ['bookings.update']);
  const currency = booking.currency ?? 'EUR';
  const payable = booking as unknown as Payable;
  const creditable = booking.state === 'aborted' ? creditableMinor(payable) : 0;
  const open = money(paymentSummary(payable, new Date().toISOString().slice(0, 10)).open, currency);
  const wantsCredits = mayWrite && owner !== undefined && APPLICABLE.has(booking.state) && open.minor > 0;
  const credits = useOpenCredits(kind, wantsCredits && owner !== undefined ? owner : null);
  const [busy, setBusy] = useState(false);
  const [pick, setPick] = useState('');
  const [amount, setAmount] = useState('');

  if (!mayWrite || owner === undefined) return null;
  const openCredits = credits.data?.data ?? [];
  if (creditable <= 0 && openCredits.length === 0) return null;

  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
      onChanged();
      void revalidate(keys.credits.all());
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  const creditableText = moneyText(toString(fromMinor(creditable, currency)), currency, lang);
  const chosen: CreditNote | undefined = openCredits.find((c) => c.id === pick) ?? openCredits[0];
  // The cap: the note's rest, and the open amount when the note is in the booking's currency (else the server converts and checks).
  const maxMinor = chosen ? Math.min(money(chosen.remaining, chosen.currency).minor, chosen.currency === currency ? open.minor : Infinity) : 0;
  const maxText = chosen ? toString(fromMinor(maxMinor, chosen.currency)) : '';
  const value = amount === '' ? maxText : amount;
  let tooMuch = false;
  try {
    tooMuch = chosen !== undefined && (money(value, chosen.currency).minor > maxMinor || money(value, chosen.currency).minor <= 0);
  } catch {
    tooMuch = true;
  }
  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (!chosen || tooMuch) return;
    void run(async () => {
      const done = await callEndpoint(api.apply, { params: { id: chosen.id }, body: { bookingId: booking.id, amount: value } });
      notify({ intent: 'success', key: 'credits.applied', params: { amount: moneyText(done.payment.paidAmount, chosen.currency, lang), no: chosen.no } });
      setAmount('');
    });
  };

  return (
    <section className={styles.root} aria-labelledby="booking-credits-title" data-testid="booking-credits">
      <Subtitle1 as="h2" id="booking-credits-title">
        {t('credits.section')}
      </Subtitle1>
      {creditable > 0 ? (
        <div className={styles.form}>
          <Body1>{t('credits.creditable', { amount: creditableText, owner: t(`credits.ownerWord.${kind}`) })}</Body1>
          <Button
            appearance="primary"
            disabled={busy}
            data-testid="booking-credit-create"
            onClick={() =>
              void run(async () => {
                const made = await callEndpoint(api.fromBooking, { params: { bookingId: booking.id }, body: {} });
                notify({ intent: 'success', key: 'credits.fromBookingDone', params: { no: made.credit.no, amount: creditableText } });
              })
            }
          >
            {t('credits.createFromBooking')}
          </Button>
        </div>
      ) : null}
      {chosen ? (
        <form className={styles.form} onSubmit={apply} aria-label={t('credits.apply')}>
          <Body1>{t('credits.openCredits', { owner: t(`credits.ownerWord.${kind}`), open: moneyText(toString(open), currency, lang) })}</Body1>
          <Field label={t('credits.pick')}>
            <Select
              value={chosen.id}
              onChange={(_e, d) => {
                setPick(d.value);
                setAmount('');
              }}
              data-testid="booking-credit-pick"
            >
              {openCredits.map((c) => (
                <option key={c.id} value={c.id}>
                  {t('credits.pickOption', { no: c.no, remaining: moneyText(c.remaining, c.currency, lang) })}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={`${t('credits.applyAmount')} (${chosen.currency})`}
            hint={t('credits.applyHint', { max: moneyText(maxText, chosen.currency, lang) })}
            validationMessage={tooMuch ? t('credits.tooMuch', { max: moneyText(maxText, chosen.currency, lang) }) : undefined}
          >
            <Input inputMode="decimal" value={value} onChange={(_e, d) => setAmount(d.value)} data-testid="booking-credit-amount" />
          </Field>
          <Button type="submit" disabled={busy || tooMuch} data-testid="booking-credit-apply">
            {t('credits.apply')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
