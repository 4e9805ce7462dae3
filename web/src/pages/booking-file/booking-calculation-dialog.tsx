import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { bookingCalculationEndpoints as calc } from '../../../../shared/api/booking-calculation';
import type { Booking } from '../../../../shared/api/bookings';
import { priceDefinitionsResource, priceVariantsResource, supplementsResource, termsResource } from '../../../../shared/api/prices';
import { productsResource } from '../../../../shared/api/products';
import { currenciesResource } from '../../../../shared/api/settings-currencies';
import { specialsResource } from '../../../../shared/api/specials';
import { MANUAL_LINE_TYPES } from '../../../../shared/domain/booking/calculation-edit';
import { ApiCallError } from '../../api/client';
import { callEndpoint } from '../../api/endpoint-client';
import { useI18n } from '../../hooks/use-i18n';
import { errorNotice, notify } from '../../notices/notice-bus';
import { ChoiceDropdown, RefDropdown } from '../prices/simulator-fields';
import type { RawLine, RawMilestone } from './booking-calculation';
import { shownName, useBookingNames } from './use-booking-names';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'grid', gridTemplateColumns: '2fr 1fr 1fr', gap: tokens.spacingHorizontalS },
});

export type DialogKind =
  | {
      kind:
        | 'addLine'
        | 'addProduct'
        | 'addAddon'
        | 'addSpecial'
        | 'variant'
        | 'reloadPrice'
        | 'changeTerms'
        | 'commission'
        | 'currency'
        | 'changePrice'
        | 'editPayments';
    }
  | { kind: 'edit' | 'delete' | 'refresh'; line: RawLine };

type Priced = Booking & { calculation?: RawLine[]; payments?: RawMilestone[]; currency?: string };
type Form = Record<string, string>;

const TITLES = { edit: 'booking.calc.editTitle', delete: 'booking.calc.deleteTitle', refresh: 'booking.calc.refreshTitle' } as const;

/** The first form of each dialog. */
function initial(d: DialogKind, b: Priced): Form {
  if (d.kind === 'edit') return { text: d.line.text, amount: String(d.line.amount), price: d.line.price };
  if (d.kind === 'addLine') return { type: 'cost', text: '', amount: '1', price: '' };
  if (d.kind === 'addProduct' || d.kind === 'addAddon') return { id: '', amount: '1' };
  if (d.kind === 'currency') return { id: b.currency ?? 'EUR' };
  if (d.kind === 'editPayments')
    return Object.fromEntries(
      (b.payments ?? []).flatMap((p, i) => [
        [`text${i}`, p.text],
        [`amount${i}`, p.amount],
        [`due${i}`, p.due],
      ]),
    );
  return { id: '', person: '' };
}

/** The call a dialog makes, from its form. */
function callOf(d: DialogKind, f: Form, b: Priced): Promise<unknown> {
  const id = b.id;
  const num = (s: string | undefined) => Number(s ?? '');
  switch (d.kind) {
    case 'addLine':
      return callEndpoint(calc.addLine, {
        params: { id },
        body: { type: f.type ?? 'cost', text: f.text ?? '', amount: num(f.amount), price: f.price ?? '' },
      });
    case 'edit':
      if (f.amount === String(d.line.amount) && f.price === d.line.price)
        return callEndpoint(calc.renameLine, { params: { id, calcId: d.line.sort }, body: { text: f.text ?? '' } });
      return callEndpoint(calc.updateLine, { params: { id, calcId: d.line.sort }, body: { text: f.text, amount: num(f.amount), price: f.price } });
    case 'delete':
      return callEndpoint(calc.deleteLine, { params: { id, calcId: d.line.sort } });
    case 'refresh':
      return callEndpoint(calc.refreshLine, { params: { id, calcId: d.line.sort } });
    case 'addProduct':
      return callEndpoint(calc.product, { params: { id, product: f.id ?? '' }, body: { quantity: num(f.amount) } });
    case 'addAddon':
      return callEndpoint(calc.addon, { params: { id, addon: f.id ?? '' }, body: { quantity: num(f.amount) } });
    case 'addSpecial':
      return callEndpoint(calc.special, { params: { id, special: f.id ?? '' } });
    case 'variant': {
      const [room, customer] = (f.person ?? '').split('|');
      return callEndpoint(calc.variant, { params: { id, room: room ?? '', customer: customer ?? '' }, body: { variant: f.id || null } });
    }
    case 'reloadPrice':
      return callEndpoint(calc.reloadPrice, { params: { id } });
    case 'changeTerms':
      return callEndpoint(calc.changeTerms, { params: { id, terms: f.id ?? '' } });
    case 'commission':
      return callEndpoint(calc.commission, { params: { id, commission: num(f.id) } });
    case 'currency':
      return callEndpoint(calc.currency, { params: { id, currency: (f.id ?? '').toUpperCase() } });
    case 'changePrice':
      return callEndpoint(calc.changePrice, { params: { id, price: f.id ?? '' } });
    case 'editPayments': {
      const payments = (b.payments ?? []).map((p, i) => ({
        text: f[`text${i}`] ?? p.text,
        amount: f[`amount${i}`] ?? p.amount,
        due: f[`due${i}`] ?? p.due,
        type: p.type,
      }));
      return callEndpoint(calc.updatePaymentPolicy, { params: { id }, body: { payments } });
    }
  }
}

/** What a dialog needs filled before it may run. */
function missing(d: DialogKind, f: Form): boolean {
  if (d.kind === 'addLine') return !f.text?.trim() || !f.price?.trim();
  if (d.kind === 'edit') return !f.text?.trim() || !f.price?.trim();
  if (d.kind === 'variant') return !f.person;
  if (['addProduct', 'addAddon', 'addSpecial', 'changeTerms', 'commission', 'currency', 'changePrice'].includes(d.kind)) return !f.id?.trim();
  return false;
}

/**
 * One dialog per calculation change: its fields, the question that confirms a change of money, and the server's
 * refusal shown inline (the dialog stays open). Enter submits; Escape closes.
 */
export function CalculationDialog({ booking, dialog, onClose, onDone }: { booking: Priced; dialog: DialogKind; onClose: () => void; onDone: () => void }) {
  const styles = useStyles();
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
  const submit = async (e: FormEvent) => {
    e.preventDefault();
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
    <Dialog open onOpenChange={(_e, d) => !d.open && !busy && onClose()}>
      <DialogSurface aria-describedby="booking-calc-question" data-testid="booking-calc-dialog">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.form}>
              <Fields dialog={dialog} form={form} set={set} booking={booking} required={required} />
              <Body1 id="booking-calc-question">{question}</Body1>
              {error ? (
                <MessageBar intent="error" data-testid="booking-calc-error">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={busy} onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={busy} data-testid="booking-calc-confirm">
                {t('booking.calc.apply')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

type FieldsProps = { dialog: DialogKind; form: Form; set: (k: string) => (v: string) => void; booking: Priced; required: (k: string) => string | undefined };

function TextField({
  label,
  value,
  onChange,
  message,
  testId,
  type,
}: {
  label: string;
  value: string | undefined;
  onChange: (v: string) => void;
  message?: string;
  testId: string;
  type?: 'number' | 'date';
}) {
  return (
    <Field label={label} required={message !== undefined || undefined} validationMessage={message}>
      <Input
        value={value ?? ''}
        type={type}
        inputMode={type === 'number' ? 'decimal' : undefined}
        onChange={(_e, d) => onChange(d.value)}
        data-testid={testId}
      />
    </Field>
  );
}

function Fields({ dialog, form, set, booking, required }: FieldsProps) {
  const { t } = useI18n();
  const styles = useStyles();
  const names = useBookingNames(booking).data;
  const quantity = <TextField label={t('booking.calc.quantity')} value={form.amount} onChange={set('amount')} testId="booking-calc-quantity" type="number" />;
  switch (dialog.kind) {
    case 'addLine':
    case 'edit':
      return (
        <>
          {dialog.kind === 'addLine' ? (
            <ChoiceDropdown
              label={t('booking.calc.type')}
              options={MANUAL_LINE_TYPES.map((v) => ({ value: v, title: t(`booking.calc.type.${v}`) }))}
              isLoading={false}
              value={form.type ?? 'cost'}
              onChange={set('type')}
              testId="booking-calc-type"
            />
          ) : null}
          <TextField label={t('booking.calc.text')} value={form.text} onChange={set('text')} message={required('text')} testId="booking-calc-text" />
          {quantity}
          <TextField label={t('booking.calc.price')} value={form.price} onChange={set('price')} message={required('price')} testId="booking-calc-price" />
        </>
      );
    case 'addProduct':
    case 'addAddon':
      return (
        <>
          <RefDropdown
            label={t(dialog.kind === 'addProduct' ? 'booking.calc.product' : 'booking.calc.supplement')}
            reference={{ resource: dialog.kind === 'addProduct' ? productsResource : supplementsResource, filter: { active: true } }}
            value={form.id ?? ''}
            onChange={set('id')}
            testId="booking-calc-pick"
          />
          {quantity}
        </>
      );
    case 'addSpecial':
      return (
        <RefDropdown
          label={t('booking.calc.special')}
          reference={{ resource: specialsResource }}
          value={form.id ?? ''}
          onChange={set('id')}
          testId="booking-calc-pick"
        />
      );
    case 'changeTerms':
      return (
        <RefDropdown
          label={t('booking.calc.terms')}
          reference={{ resource: termsResource, filter: { active: true } }}
          value={form.id ?? ''}
          onChange={set('id')}
          testId="booking-calc-pick"
        />
      );
    case 'changePrice':
      return (
        <RefDropdown
          label={t('booking.calc.definition')}
          reference={{ resource: priceDefinitionsResource }}
          value={form.id ?? ''}
          onChange={set('id')}
          testId="booking-calc-pick"
        />
      );
    case 'commission':
      return (
        <TextField label={t('booking.calc.percent')} value={form.id} onChange={set('id')} message={required('id')} testId="booking-calc-value" type="number" />
      );
    case 'currency':
      return (
        <RefDropdown
          label={t('booking.calc.currency')}
          reference={{ resource: currenciesResource, filter: { active: true }, valueField: 'code' }}
          value={form.id ?? ''}
          onChange={set('id')}
          testId="booking-calc-pick"
        />
      );
    case 'variant': {
      const persons = booking.rooms.flatMap((r) =>
        (r.customers ?? []).map((c) => ({
          value: `${r.room}|${c.customer}`,
          title: `${shownName(names, names?.rooms[r.room], r.room)}: ${shownName(names, names?.customers[c.customer], c.customer)}`,
        })),
      );
      return (
        <>
          <ChoiceDropdown
            label={t('booking.calc.person')}
            options={persons}
            isLoading={false}
            value={form.person ?? ''}
            onChange={set('person')}
            testId="booking-calc-person"
            message={required('person')}
          />
          <RefDropdown
            label={t('booking.calc.variantField')}
            reference={{ resource: priceVariantsResource, filter: { active: true } }}
            value={form.id ?? ''}
            onChange={set('id')}
            optional
            testId="booking-calc-variant-pick"
          />
        </>
      );
    }
    case 'editPayments':
      return (
        <>
          {(booking.payments ?? []).map((p, i) => (
            <div key={i} className={styles.row} role="group" aria-label={`${t('booking.file.payments')} ${i + 1}`}>
              <TextField label={t('booking.calc.milestoneText')} value={form[`text${i}`]} onChange={set(`text${i}`)} testId={`booking-calc-ms-text-${i}`} />
              <TextField label={t('booking.calc.amount')} value={form[`amount${i}`]} onChange={set(`amount${i}`)} testId={`booking-calc-ms-amount-${i}`} />
              <TextField label={t('booking.calc.due')} value={form[`due${i}`]} onChange={set(`due${i}`)} testId={`booking-calc-ms-due-${i}`} type="date" />
            </div>
          ))}
        </>
      );
    default:
      return null;
  }
}
