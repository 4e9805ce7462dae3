import * as z from 'zod';
import { entityKey, listPk } from '../keys';
import { itemCodec, type EntityModel } from './entity';

/**
 * The search index (issue 23, docs/decisions/platform.md "Search index"): one item per (entity, token), so a search is
 * ONE Query of the token's prefix instead of a filter over the whole list. The partition is the kind and the first
 * character of the token (a one-letter prefix still hits one partition, partitions stay small); the sort key is the
 * folded token and the entity's id. `text` holds every folded token of the entity, for the other words of a
 * multi-word search (a FilterExpression `contains`). Written in the entity's own transaction (customers: the
 * repository's derived items; bookings: commitBookingChange), so the index cannot drift from the entities.
 */
export const SEARCH = 'SEARCH';
/** The kinds of indexed entities: the partition names them. */
export type SearchKind = 'CUSTOMER' | 'BOOKING';

export const searchShard = (token: string) => token.slice(0, 1);
export const searchPk = (tenant: string, kind: SearchKind, shard: string) => listPk(tenant, `${SEARCH}#${kind}#${shard}`);
export const searchSk = (token: string, id: string) => `${token}#${id}`;
export const searchKey = (tenant: string, kind: SearchKind, token: string, id: string) => ({
  pk: searchPk(tenant, kind, searchShard(token)),
  sk: searchSk(token, id),
});

export const ZSearchItem = z.object({ id: z.string(), text: z.string(), row: z.record(z.string(), z.unknown()).optional() });
export const searchItem = itemCodec(SEARCH, ZSearchItem);

/**
 * A number lookup: pk `T#<tenant>#BOOKINGNO#<n>` (or RESERVATIONNO), sk `ROOT` → the booking's id. Written in the
 * transaction that gives the number (create; the first confirmation), so finding a booking by number is a Get.
 */
export const BOOKING_NUMBER = 'BOOKING_NUMBER';
export type NumberKind = 'BOOKINGNO' | 'RESERVATIONNO';
export const bookingNumberKey = (tenant: string, kind: NumberKind, no: number) => entityKey(tenant, kind, String(no));
export const ZBookingNumberItem = z.object({ booking: z.string() });
export const bookingNumberItem = itemCodec(BOOKING_NUMBER, ZBookingNumberItem);

export const searchIndexModels: EntityModel[] = [
  {
    module: 'search-index',
    entityType: SEARCH,
    description:
      'Search index: one item per (customer or booking, folded token: name word, e-mail, phone digits); id, the folded text of all tokens and (customers) the customer as its list row.',
    keys: {
      table: {
        pk: 'T#<tenant>#SEARCH#<CUSTOMER or BOOKING>#<first character of token>',
        sk: '<token>#<customerId> | <token>#<checkIn or created day>#<bookingId>',
      },
    },
    access: [
      'search page: ONE Query pk of the longest word, sk BETWEEN <word> AND <word>U+10FFFF (a prefix), FilterExpression contains(text, <other word>) per further word; customers: the rows it carries are the page; bookings (and items without a row): BatchGet of the page',
      "written with the entity's own transaction: net diff of tokens (Delete removed, Put the rest when the text, order or row changed)",
    ],
  },
  {
    module: 'search-index',
    entityType: BOOKING_NUMBER,
    description: 'Lookup: the booking a booking number or reservation number belongs to.',
    keys: { table: { pk: 'T#<tenant>#BOOKINGNO#<n> | T#<tenant>#RESERVATIONNO#<n>', sk: 'ROOT' } },
    access: ['find by number: ONE BatchGet of both lookups, then the header', 'written in the transaction that gives the number'],
  },
];
