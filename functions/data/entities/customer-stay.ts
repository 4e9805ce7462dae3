import * as z from 'zod';
import { ZStay, ZStayFigures } from '../../../shared/domain/customer/stays';
import { bookingPk } from './booking';
import { customerPk } from './customer';
import { itemCodec, type EntityModel } from './entity';

/**
 * A customer's stays and stay figures (docs/decisions.md, "Payment QR codes and customer stays"), in the customer's
 * partition: one item per booking the customer leads or sleeps in (`STAY#<bookingId>`) and the figures the specials
 * read (`STAYFIGURES`). The booking keeps which customers it listed last (`STAYGUESTS`), so a guest taken off a
 * booking loses the stay.
 */
export const STAY_SK_PREFIX = 'STAY#';
export const customerStayKey = (tenant: string, customer: string, booking: string) => ({ pk: customerPk(tenant, customer), sk: `${STAY_SK_PREFIX}${booking}` });
export const stayFiguresKey = (tenant: string, customer: string) => ({ pk: customerPk(tenant, customer), sk: 'STAYFIGURES' });
export const stayGuestsKey = (tenant: string, booking: string) => ({ pk: bookingPk(tenant, booking), sk: 'STAYGUESTS' });

export const ZCustomerStayItem = ZStay.omit({ assetName: true }).extend({ customer: z.string() });
export const ZStayFiguresItem = ZStayFigures;
export const ZStayGuestsItem = z.object({ customers: z.array(z.string()), version: z.number().int() });

export const customerStayItem = itemCodec('CUSTOMERSTAY', ZCustomerStayItem);
export const stayFiguresItem = itemCodec('CUSTOMERSTAYFIGURES', ZStayFiguresItem);
export const stayGuestsItem = itemCodec('BOOKINGSTAYGUESTS', ZStayGuestsItem);

export const customerStayModels: EntityModel[] = [
  {
    module: 'customer-stay',
    entityType: 'CUSTOMERSTAY',
    description: 'A booking as one of its customers’ stays (lead or guest): dates, asset, state, amount; written by the customer-stays consumer.',
    keys: { table: { pk: 'T#<tenant>#CUSTOMER#<customerId>', sk: 'STAY#<bookingId>' } },
    access: ['a customer’s stays: Query pk, sk begins_with STAY#', 'put or deleted per booking event (idempotent: the booking as it is now)'],
  },
  {
    module: 'customer-stay',
    entityType: 'CUSTOMERSTAYFIGURES',
    description: 'The figures the specials’ LastStay, NoOfStays, StayRevenue and Bookings conditions read, computed from the customer’s stays.',
    keys: { table: { pk: 'T#<tenant>#CUSTOMER#<customerId>', sk: 'STAYFIGURES' } },
    access: ['the figures: Get', 'rewritten from the stays after every change of them'],
  },
  {
    module: 'customer-stay',
    entityType: 'BOOKINGSTAYGUESTS',
    description: 'The customers a booking listed when its stays were last written (so a removed guest loses the stay).',
    keys: { table: { pk: 'T#<tenant>#BOOKING#<bookingId>', sk: 'STAYGUESTS' } },
    access: ['Get and Put by the customer-stays consumer'],
  },
];
