import { FEATURE_FLAGS, LANGUAGES } from '../../shared/constants';
import { fullName, ZCustomer, type Customer } from '../../shared/domain/customer/customer';
import { ZUser, type User } from '../../shared/domain/staff/user';
import { resorts } from '../../functions/data/assets';
import { batchWriteAll, scanPages } from '../../functions/data/paging';
import { customers } from '../../functions/data/customers';
import { rebuildCustomerStats } from '../../functions/data/customer-stats';
import { allOf } from '../../functions/data/iterate';
import { agencies } from '../../functions/data/agencies';
import { ZAgency } from '../../shared/domain/agency/agency';
import { getTenant, mapHost, putTenant } from '../../functions/data/tenants';
import { createUser } from '../../functions/data/users';
import { hashPassword } from '../../functions/lib/passwords';
import { seedMasterData } from './seed-master-data';
import { mulberry32 } from './demo-data/random';
import { seedBank } from './demo-data/bank';
import { seedVolume } from './demo-data/volume';
import { readCounter } from '../../functions/data/booking-changes';
import { seedInventory } from './demo-data/inventory';
import { seedDemoPrices } from './demo-data/prices';
import { seedPos } from './demo-data/pos';
import { seedWidgets } from './demo-data/widgets';
import { seedDemoCredits } from './demo-data/credits';
import { demoPricer } from './demo-data/pricing';
import type { InvoiceRecipient } from '../../shared/domain/booking/invoice';

/** Demo data for local use only; the AWS stacks never seed. */
export const DEMO_PASSWORD = 'demo-pass-1';

export const DEMO_LOGINS = [
  { email: 'admin@demo.test', role: 'administrator (all modules)', area: '/login' },
  { email: 'staff@demo.test', role: 'staff: bookings.read, bookings.create, customers.read', area: '/login' },
  { email: 'agency@demo.test', role: 'agency user (agencies.self)', area: '/login' },
  { email: 'agency2@demo.test', role: 'agency user of a second agency', area: '/login' },
  { email: 'club@demo.test', role: 'club member', area: '/club/login' },
  { email: 'admin@other.test', role: 'administrator of the second tenant "other"', area: '/login' },
] as const;

const FIRST = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Elena',
  'Felix',
  'Greta',
  'Hannah',
  'Jonas',
  'Klara',
  'Lukas',
  'Mia',
  'Noah',
  'Olivia',
  'Paul',
  'Ruth',
  'Sofia',
  'Tom',
  'Ute',
  'Valentin',
  'Wen',
  'Yusuf',
  'Zoe',
  'Marco',
  'Aiko',
  'José',
  'Chloé',
  'Søren',
];
/** The usual gender of each first name, so the demo's people look plausible (Wen and Aiko: not said). */
const FEMALE = new Set(['Anna', 'Clara', 'Elena', 'Greta', 'Hannah', 'Klara', 'Mia', 'Olivia', 'Ruth', 'Sofia', 'Ute', 'Zoe', 'Chloé']);
const MALE = new Set(['Ben', 'David', 'Felix', 'Jonas', 'Lukas', 'Noah', 'Paul', 'Tom', 'Valentin', 'Yusuf', 'Marco', 'José', 'Søren']);
const LAST = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Hoffmann',
  'Koch',
  'Smith',
  'Johnson',
  'Brown',
  'Garcia',
  'Rossi',
  'Dubois',
  'Tanaka',
  'Nguyen',
  'Santos',
  'Andersen',
  'Kowalski',
  'Novak',
  "O'Brien",
  'Silva',
  'Lopez',
  'Jensen',
  'Bauer',
  'Richter',
];
const CITIES: Array<[string, string]> = [
  ['Berlin', 'DE'],
  ['München', 'DE'],
  ['Hamburg', 'DE'],
  ['Wien', 'AT'],
  ['Zürich', 'CH'],
  ['London', 'GB'],
  ['Manchester', 'GB'],
  ['Paris', 'FR'],
  ['Milano', 'IT'],
  ['Madrid', 'ES'],
  ['Amsterdam', 'NL'],
  ['New York', 'US'],
  ['Tokyo', 'JP'],
  ['Manila', 'PH'],
  ['Sydney', 'AU'],
];

export function demoCustomer(i: number): Customer {
  const rnd = mulberry32(i + 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const firstName = pick(FIRST);
  const lastName = pick(LAST);
  const [city, country] = pick(CITIES);
  const year = 1950 + Math.floor(rnd() * 55);
  const month = String(1 + Math.floor(rnd() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(rnd() * 28)).padStart(2, '0');
  const mail = `${firstName}.${lastName}.${i}`
    .normalize('NFD')
    .replace(/[^A-Za-z0-9.]/g, '')
    .toLowerCase();
  rnd(); // kept: the draw that once picked the gender, so the rest of the demo data stays as it was
  const gender = FEMALE.has(firstName) ? 'f' : MALE.has(firstName) ? 'm' : 'u';
  return ZCustomer.parse({
    masterData: { firstName, lastName, gender, birthday: `${year}-${month}-${day}`, nationality: country },
    contact: { email: `${mail}@example.com`, phone: `+49 30 ${String(1000000 + i * 7919).slice(0, 7)}` },
    address: {
      street: `${pick(['Hauptstraße', 'Harbour Road', 'Rue de la Mer', 'Via Roma', 'Seaside Ave'])} ${1 + Math.floor(rnd() * 120)}`,
      zip: String(10000 + Math.floor(rnd() * 89999)),
      city,
      country,
    },
    customerType: pick(['Direct', 'Direct', 'Direct', 'OnSite']),
  });
}

function user(data: Partial<User> & Pick<User, 'name' | 'email' | 'userType'>): User {
  return ZUser.parse({ verified: true, ...data });
}

export interface SeedOptions {
  customers?: number;
  /** The volume knob (demo-data/volume.ts): adds n × (10,000 customers, 3,000 bookings, 1,000 bank entries). */
  volume?: number;
  log?: (line: string) => void;
}

/** True when the demo tenant exists already. */
export async function isSeeded(): Promise<boolean> {
  return (await getTenant('demo')) !== null;
}

/** Seeds tenants demo and other. Safe to call on an empty table only (see resetData). */
export async function seedDemo(opts: SeedOptions = {}): Promise<void> {
  const log = opts.log ?? (() => undefined);
  const count = opts.customers ?? 300;
  const allFeatures = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true]));
  await putTenant({
    id: 'demo',
    name: 'Blue Reef Divers (Demo)',
    baseCurrency: 'EUR',
    timezone: 'Europe/Berlin',
    lang: 'de',
    supportedLanguages: [...LANGUAGES],
    features: allFeatures,
    version: 1,
  });
  await putTenant({
    id: 'other',
    name: 'Other Operator Ltd',
    baseCurrency: 'USD',
    timezone: 'Asia/Manila',
    lang: 'en',
    supportedLanguages: [...LANGUAGES],
    features: { resort: true },
    version: 1,
  });
  await mapHost('demo.localhost', 'demo');
  await mapHost('other.localhost', 'other');

  const hash = await hashPassword(DEMO_PASSWORD);
  await createUser('demo', 'u-admin', user({ name: 'Alex Admin', email: 'admin@demo.test', userType: 'admin', scopes: ['admin'] }), hash);
  await createUser(
    'demo',
    'u-staff',
    user({ name: 'Sam Staff', email: 'staff@demo.test', userType: 'employee', scopes: ['bookings.read', 'bookings.create', 'customers.read'] }),
    hash,
  );
  await createUser(
    'demo',
    'u-agency',
    user({ name: 'Ada Agency', email: 'agency@demo.test', userType: 'Agency', agencyId: 'a-sunseeker', scopes: ['agencies.self'] }),
    hash,
  );
  // A second agency's user: what one agency books, the other does not see (booking-flow e2e).
  await createUser(
    'demo',
    'u-agency2',
    user({ name: 'Ben Bluewater', email: 'agency2@demo.test', userType: 'Agency', agencyId: 'a-deepblue', scopes: ['agencies.self'] }),
    hash,
  );
  await createUser(
    'demo',
    'u-club',
    user({ name: 'Chris Club', email: 'club@demo.test', userType: 'Customer', customerId: 'c-0001', scopes: ['customers.self'], isClubMember: true }),
    hash,
  );
  await createUser('other', 'u-admin', user({ name: 'Olga Other', email: 'admin@other.test', userType: 'admin', scopes: ['admin'] }), hash);
  log('users: 6');

  // The demo tenant's resort and vessel are seedInventory's (demo-data/inventory.ts).
  await resorts.create('other', 'r-palm', { name: 'Palm Bay Lodge', key: 'PBL', timezone: 'Asia/Manila', currency: 'USD', country: 'PH', isActive: true });

  const demoAgencies: Array<[string, string, 'travel' | 'resell' | 'employee', string, number]> = [
    ['a-sunseeker', 'Sunseeker Travel', 'travel', 'DE', 12],
    ['a-deepblue', 'Deep Blue Reisen', 'travel', 'AT', 10],
    ['a-wavehop', 'Wavehop Resellers', 'resell', 'GB', 15],
    ['a-crew', 'Crew & Friends', 'employee', 'PH', 0],
    ['a-oceanic', 'Oceanic Adventures', 'travel', 'US', 8],
  ];
  for (const [id, name, agencyType, country, commission] of demoAgencies) {
    await agencies.create('demo', id, ZAgency.parse({ name, agencyType, commission, address: { country }, contact: { email: `info@${id.slice(2)}.example` } }));
  }
  log(`agencies: ${demoAgencies.length}`);

  // c-0001 is the club member's own record (club@demo.test, customers.self).
  const clubMember = ZCustomer.parse({
    masterData: { firstName: 'Chris', lastName: 'Club', gender: 'u', nationality: 'DE' },
    contact: { email: 'club@demo.test' },
    address: { city: 'Hamburg', country: 'DE' },
    customerType: 'Club',
  });
  await customers.importMany(
    'demo',
    Array.from({ length: count }, (_, n) => ({ id: `c-${String(n + 1).padStart(4, '0')}`, data: n === 0 ? clubMember : demoCustomer(n) })),
  );
  // The bulk load skips the derived counters of the customer dashboard: count them once from the customers.
  await rebuildCustomerStats('demo', () => allOf(customers, 'demo'));
  await customers.create(
    'other',
    'c-0001',
    ZCustomer.parse({ masterData: { firstName: 'Otto', lastName: 'Outsider' }, contact: { email: 'otto@other.test' } }),
  );
  log(`customers: ${count} (demo) + 1 (other)`);

  // The trip bookings need each guest's gender (cabins that allow no mixed genders); c-0001 is the club member.
  const genders = new Map<number, Customer['masterData']['gender']>();
  const genderOf = (n: number) => {
    if (!genders.has(n)) genders.set(n, (n === 1 ? clubMember : demoCustomer(n - 1)).masterData.gender);
    return genders.get(n)!;
  };
  const nameOf = (n: number) => fullName(n === 1 ? clubMember : demoCustomer(n - 1));
  // The season is priced by the engine from the prices, currencies and taxes: those are written first.
  await Promise.all([seedMasterData(log), seedDemoPrices(log), seedDemoCredits('demo', log, nameOf)]);
  await seedInventory({ now: new Date(), customers: count, genderOf, nameOf, price: demoPricer('demo'), recipientOf: demoRecipient(count, clubMember) }, log);
  await seedPos(log);
  await seedBank(log);
  await seedWidgets(log);
  if (opts.volume) await seedVolume('demo', opts.volume, log, new Date(), ((await readCounter('demo', 'BOOKINGNO')) ?? 0) + 1);
}

/** An invoice's recipient for a demo customer id: the name, address lines and e-mail as the invoices print them. */
function demoRecipient(count: number, clubMember: Customer): (id: string) => InvoiceRecipient | undefined {
  return (id) => {
    const n = Number(id.slice(2));
    if (!(n >= 1 && n <= count)) return undefined;
    const c = n === 1 ? clubMember : demoCustomer(n - 1);
    const a = c.address;
    const address = [a.street, [a.zip, a.city].filter(Boolean).join(' '), a.country].filter((x): x is string => Boolean(x));
    return { kind: 'customer', id, name: fullName(c), address, ...(c.contact.email ? { email: c.contact.email } : {}) };
  };
}

/** Deletes every item (local use only: a Scan is fine here, never in functions/). */
export async function resetData(): Promise<number> {
  let deleted = 0;
  for await (const page of scanPages({ ProjectionExpression: 'pk, sk' })) {
    const keys = page.Items ?? [];
    await batchWriteAll(keys.map((Key) => ({ DeleteRequest: { Key } })));
    deleted += keys.length;
  }
  return deleted;
}
