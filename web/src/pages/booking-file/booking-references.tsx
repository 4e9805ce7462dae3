import { Body1, Button, Field, Input, makeStyles, Select, Subtitle1, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { bookingExtrasEndpoints as api } from '../../../../shared/api/booking-extras';
import type { Booking } from '../../../../shared/api/bookings';
import { passesAny } from '../../../../shared/auth/permissions';
import { BOOKING_REFERENCE_TYPES, type BookingReference } from '../../../../shared/domain/booking/booking';
import { callEndpoint } from '../../api/endpoint-client';
import { usePrincipal } from '../../hooks/use-session';
import { useI18n } from '../../hooks/use-i18n';
import { notifyError } from '../../notices/notice-bus';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  type: { color: tokens.colorNeutralForeground3 },
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

type RefType = BookingReference['type'];

/** The booking's references (voucher, the agency's own number…): listed, added and removed (POST ref, DELETE ref/{ref}). */
export function BookingReferences({ booking, onChanged }: { booking: Booking; onChanged: () => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  const principal = usePrincipal();
  const mayChange = passesAny(principal, api.addReference.scopes) && booking.state !== 'deleted';
  const references = booking.references ?? [];
  const [type, setType] = useState<RefType>('voucher');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      onChanged();
      return true;
    } catch (err) {
      notifyError(err);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (!value.trim()) return;
    if (await run(() => callEndpoint(api.addReference, { params: { id: booking.id }, body: { type, value: value.trim() } }))) setValue('');
  };

  return (
    <section className={styles.root} aria-labelledby="booking-references-title" data-testid="booking-references">
      <Subtitle1 as="h2" id="booking-references-title">
        {t('booking.extras.references')}
      </Subtitle1>
      {references.length === 0 ? (
        <Body1 className={styles.muted} data-testid="booking-references-empty">
          {t('booking.extras.noReferences')}
        </Body1>
      ) : (
        <ul className={styles.list}>
          {references.map((r) => (
            <li key={r.id} className={styles.item} data-testid="booking-reference">
              <span className={styles.type}>{t(`booking.extras.refType.${r.type}`)}:</span>
              <span>{r.value}</span>
              {mayChange ? (
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<DismissRegular />}
                  aria-label={t('booking.extras.refRemove', { value: r.value })}
                  disabled={busy}
                  onClick={() => void run(() => callEndpoint(api.removeReference, { params: { id: booking.id, ref: r.id } }))}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {mayChange ? (
        <form className={styles.form} onSubmit={(e) => void add(e)} aria-label={t('booking.extras.refAdd')}>
          <Field label={t('booking.extras.refType')}>
            <Select value={type} onChange={(_e, d) => setType(d.value as RefType)} data-testid="booking-ref-type">
              {BOOKING_REFERENCE_TYPES.map((x) => (
                <option key={x} value={x}>
                  {t(`booking.extras.refType.${x}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('booking.extras.refValue')}>
            <Input value={value} maxLength={100} onChange={(_e, d) => setValue(d.value)} data-testid="booking-ref-value" />
          </Field>
          <Button type="submit" disabled={busy || !value.trim()} data-testid="booking-ref-add">
            {t('booking.extras.refAdd')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
