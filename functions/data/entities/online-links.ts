import * as z from 'zod';
import { listPk } from '../keys';
import { itemCodec, type EntityModel } from './entity';

/**
 * The links a confirmed online booking's confirmation mail named (issue 25; docs/decisions/online-holds.md "The
 * confirmation page's links"): the invoice's public link and each guest's form link, written by the mail's consumer
 * before it requests the mail, read by the guest's own booking view (the token's holder only). pk
 * `T#<tenant>#ONLINELINKS`, sk the booking id.
 */
export const ONLINE_LINKS = 'ONLINELINKS';
export const onlineLinksKey = (tenant: string, booking: string) => ({ pk: listPk(tenant, ONLINE_LINKS), sk: booking });

export const ZOnlineLinksItem = z.object({
  invoiceUrl: z.string().optional(),
  forms: z.array(z.object({ guest: z.string(), name: z.string(), url: z.string() })).default([]),
  at: z.string(),
});
export type OnlineLinksItem = z.infer<typeof ZOnlineLinksItem>;
export const onlineLinksItem = itemCodec(ONLINE_LINKS, ZOnlineLinksItem);

export const onlineLinksModels: EntityModel[] = [
  {
    module: 'online-links',
    entityType: ONLINE_LINKS,
    description: "The links a confirmed online booking's confirmation mail named: the invoice's and each guest's form link.",
    keys: { table: { pk: 'T#<tenant>#ONLINELINKS', sk: '<booking id>' } },
    access: ["the confirmation's consumer: Put (again on a redelivery)", "the guest's own booking view: Get"],
  },
];
