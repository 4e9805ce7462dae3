import type { Language } from '../../../../shared/constants';
import type { BookCreateBody, BookPriceBody } from '../../../../shared/api/book';
import type { BookParams, Choice } from './book-url';
import type { Flow } from './book-path';

/**
 * The bodies of booking/price and booking/create, built from the same choice (docs/decisions/online-pages.md "The
 * price is the booking's"): the price the guest sees is asked with exactly the choice, guests and extras the hold is
 * made with. Guests are `g1` … `gn`; the lead (the contact) is `g1`.
 */

export type Gender = 'u' | 'm' | 'f';

export interface GuestDetails {
  firstName: string;
  lastName: string;
}

export interface ContactDetails extends GuestDetails {
  email: string;
  phone: string;
  country: string;
  note: string;
  acceptTerms: boolean;
}

export const guestKeys = (pax: number): string[] => Array.from({ length: pax }, (_, i) => `g${i + 1}`);

/** The genders of the choice (`genders` holds one letter per guest; missing ones are unknown). */
export function gendersOf(c: Pick<Choice, 'pax' | 'genders'>): Gender[] {
  return guestKeys(c.pax ?? 0).map((_, i) => {
    const g = c.genders?.[i];
    return g === 'm' || g === 'f' ? g : 'u';
  });
}

/** The resort of a stay: the page's parameter (or the widget's). */
export function choiceOf(flow: Flow, c: Choice, params: BookParams): BookPriceBody['choice'] | undefined {
  const keys = guestKeys(c.pax ?? 0);
  if (keys.length === 0) return undefined;
  if (flow === 'trip') {
    if (!c.schedule || !c.cabin) return undefined;
    return { kind: 'trip', schedule: c.schedule, cabins: [{ cabin: c.cabin, guests: keys }] };
  }
  if (!params.resort || !c.checkIn || !c.checkOut || !c.roomType) return undefined;
  return { kind: 'stay', resort: params.resort, from: c.checkIn, to: c.checkOut, rooms: [{ roomType: c.roomType, guests: keys }] };
}

/** Extras split into the supplements (`a:`) and the products (`p:`) they are. */
export function extrasOf(c: Pick<Choice, 'extras'>): Pick<BookPriceBody, 'addons' | 'products'> {
  const addons: { id: string; quantity: number }[] = [];
  const products: { id: string; quantity: number }[] = [];
  for (const e of c.extras ?? []) {
    if (e.id.startsWith('a:')) addons.push({ id: e.id.slice(2), quantity: e.qty });
    else if (e.id.startsWith('p:')) products.push({ id: e.id.slice(2), quantity: e.qty });
  }
  return { addons, products };
}

export function priceBody(flow: Flow, c: Choice, params: BookParams): BookPriceBody | undefined {
  const choice = choiceOf(flow, c, params);
  if (!choice) return undefined;
  const genders = gendersOf(c);
  return {
    choice,
    guests: guestKeys(c.pax ?? 0).map((key, i) => ({ key, gender: genders[i]! })),
    ...extrasOf(c),
    ...(params.currency ? { currency: params.currency } : {}),
  };
}

/** booking/create: the same choice, every guest named (guest 1 is the contact), the contact and the terms. */
export function createBody(
  flow: Flow,
  c: Choice,
  params: BookParams,
  contact: ContactDetails,
  others: GuestDetails[],
  language: Language,
): BookCreateBody | undefined {
  const price = priceBody(flow, c, params);
  if (!price || !contact.acceptTerms) return undefined;
  const names = [{ firstName: contact.firstName, lastName: contact.lastName }, ...others];
  return {
    choice: price.choice,
    guests: price.guests.map((g, i) => ({ ...g, firstName: names[i]?.firstName.trim() ?? '', lastName: names[i]?.lastName.trim() ?? '' })),
    lead: 'g1',
    contact: {
      firstName: contact.firstName.trim(),
      lastName: contact.lastName.trim(),
      email: contact.email.trim(),
      phone: contact.phone.trim(),
      country: contact.country,
      language,
    },
    acceptTerms: true,
    ...(contact.note.trim() ? { note: contact.note.trim() } : {}),
    ...(params.currency ? { currency: params.currency } : {}),
    addons: price.addons,
    products: price.products,
  };
}

export type DetailsProblem = 'firstName' | 'lastName' | 'email' | 'phone' | 'country' | 'acceptTerms' | `guest${number}`;

/** What is missing in the details before the hold can be asked, by field (the server checks them again). */
export function detailsProblems(contact: ContactDetails, others: GuestDetails[]): DetailsProblem[] {
  const out: DetailsProblem[] = [];
  if (!contact.firstName.trim()) out.push('firstName');
  if (!contact.lastName.trim()) out.push('lastName');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.email.trim())) out.push('email');
  if (contact.phone.trim().length < 3) out.push('phone');
  if (!/^[A-Z]{2}$/.test(contact.country)) out.push('country');
  others.forEach((g, i) => {
    if (!g.firstName.trim() || !g.lastName.trim()) out.push(`guest${i + 2}`);
  });
  if (!contact.acceptTerms) out.push('acceptTerms');
  return out;
}

/**
 * A signed-in member's details are enough for the contact (docs/decisions/club.md): the details step then shows them
 * instead of asking (the server books as their customer whatever is sent). Else the fields, prefilled.
 */
export const memberComplete = (m: Pick<ContactDetails, 'firstName' | 'lastName' | 'email' | 'phone' | 'country'>): boolean =>
  detailsProblems({ ...m, note: '', acceptTerms: true }, []).length === 0;
