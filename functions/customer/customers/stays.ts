import { customerStayEndpoints as api } from '../../../shared/api/qr-stays';
import { action } from '../../lib/http';
import { customerStays, recalculateStays } from './service';

/** A customer's stays and the figures the specials read (docs/decisions.md, "Payment QR codes and customer stays"). */
export const stayActions = [
  action(api.stay, async ({ principal, params }) => customerStays(principal, params.id)),
  action(api.recalculate, async ({ principal, params }) => recalculateStays(principal, params.id)),
];
