import {
  Badge,
  Body1,
  Button,
  Field,
  Input,
  makeStyles,
  Select,
  Subtitle1,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { DismissCircleRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import type { Booking } from '../../../../shared/api/bookings';
import { posEndpoints as api } from '../../../../shared/api/pos';
import { passesAny } from '../../../../shared/auth/permissions';
import { onsiteTotals, type OnsiteItem } from '../../../../shared/domain/pos/pos';
import { callEndpoint } from '../../api/endpoint-client';
import { useI18n } from '../../hooks/use-i18n';
import { formatDate } from '../../i18n/dates';
import { usePrincipal } from '../../hooks/use-session';
import { notify, notifyError } from '../../notices/notice-bus';
import { VoidReasonDialog } from '../pos/void-reason-dialog';
import { moneyText } from './file-view';
import { shownName, type BookingNames } from './use-booking-names';
import { NumberHeaderCell } from '../../components/NumberHeaderCell/NumberHeaderCell';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  room: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  num: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  voided: { color: tokens.colorNeutralForeground3, textDecorationLine: 'line-through' },
  muted: { color: tokens.colorNeutralForeground3 },
  wrap: { overflowX: 'auto' },
});

const STATE_COLOR = { open: 'warning', paid: 'success', voided: 'informative' } as const;
const newKey = () => crypto.randomUUID();

/** The booking file's onsite items per room (shown for confirmed and planned bookings): add, void, pay the open ones. */
export function BookingOnsite({ booking, names, onChanged }: { booking: Booking; names?: BookingNames; onChanged: () => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  const principal = usePrincipal();
  const items = booking.onsite ?? [];
  const open = booking.state === 'confirmed' || booking.state === 'planned';
  if (!open && !items.length) return null;
  const maySell = open && passesAny(principal, api.onsiteAdd.scopes);
  const mayVoid = open && passesAny(principal, api.onsiteVoid.scopes);
  return (
    <section className={styles.root} aria-labelledby="booking-onsite-title" data-testid="booking-onsite">
      <Subtitle1 as="h2" id="booking-onsite-title">
        {t('onsite.title')}
      </Subtitle1>
      {booking.rooms.map((r) => (
        <OnsiteRoom
          key={r.room}
          booking={booking}
          room={r.room}
          roomName={shownName(names, names?.rooms[r.room], r.room)}
          items={items.filter((i) => i.room === r.room)}
          maySell={maySell}
          mayVoid={mayVoid}
          onChanged={onChanged}
        />
      ))}
    </section>
  );
}

interface RoomProps {
  booking: Booking;
  room: string;
  roomName: string;
  items: OnsiteItem[];
  maySell: boolean;
  mayVoid: boolean;
  onChanged: () => void;
}

function OnsiteRoom({ booking, room, roomName, items, maySell, mayVoid, onChanged }: RoomProps) {
  const styles = useStyles();
  const { t, lang } = useI18n();
  const currency = booking.currency ?? 'EUR';
  const totals = onsiteTotals(items, currency);
  const products = useSWR(maySell ? ['pos.product', booking.id, room] : null, () => callEndpoint(api.product, { query: { booking: booking.id, room } }));
  const [product, setProduct] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [busy, setBusy] = useState(false);
  const [payKey, setPayKey] = useState(newKey);
  const params = { id: booking.id, roomId: room };

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
    const n = Number(quantity);
    if (!product || !Number.isInteger(n) || n < 1) return;
    if (await run(() => callEndpoint(api.onsiteAdd, { params, body: { product, quantity: n } }))) setQuantity('1');
  };
  const [voiding, setVoiding] = useState<OnsiteItem | undefined>();
  const voidItem = async (reason: string) => {
    const ok = voiding ? await run(() => callEndpoint(api.onsiteVoid, { params, body: { item: voiding.id, reason } })) : false;
    if (ok) setVoiding(undefined);
    return ok;
  };
  const pay = async (method: 'cash' | 'card') => {
    if (await run(() => callEndpoint(api.onsitePayment, { params, body: { key: payKey, method } }))) {
      setPayKey(newKey());
      notify({ intent: 'success', key: 'onsite.paid' });
    }
  };

  return (
    <div className={styles.room} data-testid="booking-onsite-room">
      <Subtitle2 as="h3">
        {t('onsite.room', { room: roomName })} · {t('onsite.open', { amount: moneyText(totals.open, currency, lang) })}
      </Subtitle2>
      {items.length === 0 ? (
        <Body1 className={styles.muted}>{t('onsite.none')}</Body1>
      ) : (
        <div className={styles.wrap}>
          <Table size="small" aria-label={t('onsite.room', { room: roomName })}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('pos.col.day')}</TableHeaderCell>
                <TableHeaderCell>{t('pos.col.product')}</TableHeaderCell>
                <NumberHeaderCell className={styles.num}>{t('pos.col.quantity')}</NumberHeaderCell>
                <NumberHeaderCell className={styles.num}>{t('pos.col.price')}</NumberHeaderCell>
                <NumberHeaderCell className={styles.num}>{t('pos.col.total')}</NumberHeaderCell>
                <TableHeaderCell>{t('pos.col.state')}</TableHeaderCell>
                <TableHeaderCell>{t('pos.col.actions')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((i) => (
                <TableRow key={i.id} data-testid="booking-onsite-item">
                  <TableCell>{formatDate(i.day)}</TableCell>
                  <TableCell className={i.state === 'voided' ? styles.voided : undefined}>
                    {i.name}
                    {i.voidReason ? ` (${i.voidReason})` : ''}
                  </TableCell>
                  <TableCell className={styles.num}>{i.quantity}</TableCell>
                  <TableCell className={styles.num}>{moneyText(i.unitPrice, undefined, lang)}</TableCell>
                  <TableCell className={styles.num}>{moneyText(i.total, undefined, lang)}</TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={STATE_COLOR[i.state]}>
                      {t(`onsite.state.${i.state}`)}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    {mayVoid && i.state === 'open' ? (
                      <Button
                        size="small"
                        appearance="subtle"
                        icon={<DismissCircleRegular />}
                        aria-label={t('onsite.void', { name: i.name })}
                        disabled={busy}
                        onClick={() => setVoiding(i)}
                      />
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <VoidReasonDialog title={voiding ? t('onsite.void', { name: voiding.name }) : undefined} onVoid={voidItem} onClose={() => setVoiding(undefined)} />
      {maySell ? (
        <div className={styles.form}>
          <form className={styles.form} onSubmit={(e) => void add(e)} aria-label={`${t('onsite.add')} · ${roomName}`}>
            <Field label={t('onsite.product')}>
              <Select value={product} onChange={(_e, d) => setProduct(d.value)} data-testid="booking-onsite-product">
                <option value="">–</option>
                {(products.data?.data ?? []).map((p) => (
                  <option key={p.id} value={p.id}>
                    {`${p.name} · ${moneyText(p.price, p.currency, lang)}`}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('onsite.quantity')}>
              <Input type="number" min={1} max={1000} value={quantity} onChange={(_e, d) => setQuantity(d.value)} data-testid="booking-onsite-quantity" />
            </Field>
            <Button type="submit" disabled={busy || !product} data-testid="booking-onsite-add">
              {t('onsite.add')}
            </Button>
          </form>
          {Number(totals.open) !== 0 ? (
            <>
              <Button disabled={busy} onClick={() => void pay('cash')} data-testid="booking-onsite-pay-cash">
                {t('onsite.payCash')}
              </Button>
              <Button disabled={busy} onClick={() => void pay('card')}>
                {t('onsite.payCard')}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
