import { bookingCalculationEndpoints as calc } from '../../../../shared/api/booking-calculation';
import type { Booking } from '../../../../shared/api/bookings';
import { callEndpoint } from '../../api/endpoint-client';
import type { CalculationLine } from './booking-calculation';

/** The calculation dialogs' forms and calls (booking-calculation-dialog.tsx draws them). */

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
  | { kind: 'edit' | 'delete' | 'refresh'; line: CalculationLine };

export type Form = Record<string, string>;

/** The first form of each dialog. */
export function initial(d: DialogKind, b: Booking): Form {
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
export function callOf(d: DialogKind, f: Form, b: Booking): Promise<unknown> {
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
export function missing(d: DialogKind, f: Form): boolean {
  if (d.kind === 'addLine') return !f.text?.trim() || !f.price?.trim();
  if (d.kind === 'edit') return !f.text?.trim() || !f.price?.trim();
  if (d.kind === 'variant') return !f.person;
  if (['addProduct', 'addAddon', 'addSpecial', 'changeTerms', 'commission', 'currency', 'changePrice'].includes(d.kind)) return !f.id?.trim();
  return false;
}
