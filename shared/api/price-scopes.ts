/**
 * Who may read and change prices, apart from the price resources (./price-resources re-exports it): the pricing
 * Lambda's calls (./pricing-endpoints) need only the scopes, not the resources' zod schemas (docs/decisions.md,
 * "Lambda bundles").
 */
export const SELLER_SCOPES = ['bookings.read', 'bookings.create', 'bookings.update'] as const;
export const priceScopes = { read: ['price.update', ...SELLER_SCOPES], create: ['price.update'], update: ['price.update'], delete: ['price.update'] } as const;
