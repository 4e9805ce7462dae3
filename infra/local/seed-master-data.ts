import { ZAgencyGroup } from '../../shared/domain/agency/agency-group';
import { ZCurrency } from '../../shared/domain/settings/currency';
import { ZCustomerDataGroup } from '../../shared/domain/customer/customer-data-group';
import { ZCustomerGroup } from '../../shared/domain/customer/customer-group';
import { ZEmployee } from '../../shared/domain/staff/employee';
import { ZAirline, ZAirport, ZCountry, ZDestination, ZPort } from '../../shared/domain/settings/geo';
import { ZMailTemplate } from '../../shared/domain/mail/mail-template';
import { ZPaymentProvider, ZPlugin } from '../../shared/domain/settings/payment-provider';
import { ZProduct, ZProductCategory } from '../../shared/domain/product/product';
import { ZSpecial, ZSpecialGroup } from '../../shared/domain/pricing/special';
import { ZTax } from '../../shared/domain/settings/tax';
import { ZTranslation } from '../../shared/domain/settings/translation';
import { ZUserRole } from '../../shared/domain/staff/user-role';
import { agencyGroups } from '../../functions/data/agency-groups';
import { agencyFilters } from '../../functions/data/agency-filters';
import { ZAgencyFilter } from '../../shared/api/agency-filters';
import { customerDataGroups, customerGroups } from '../../functions/data/customer-groups';
import { employees } from '../../functions/data/employees';
import { airlines, airports, countries, destinations, ports } from '../../functions/data/geo';
import { mailTemplates } from '../../functions/data/mail-templates';
import { productCategories, products } from '../../functions/data/products';
import { recordStockMovement } from '../../functions/data/stock';
import type { Repository } from '../../functions/data/repository';
import { secretPut } from '../../functions/data/secrets';
import { currencies, paymentProviders, plugins, taxes, translations } from '../../functions/data/settings-resources';
import { specialGroups, specials } from '../../functions/data/specials';
import { userRoles } from '../../functions/data/user-roles';
import type { z } from 'zod';
import { batchWriteAll } from '../../functions/data/paging';

/**
 * Master data and configuration of the demo tenants, bulk-loaded (seeding runs at every fresh start and
 * in tests): the entities with `importMany`, then the repositories' derived items (unique lookups) in
 * batches, so the demo data holds the same invariants as data written through the API.
 */
async function put<S extends z.ZodType>(repo: Repository<S>, tenant: string, rows: Array<[string, z.infer<S>]>): Promise<number> {
  const now = new Date();
  await repo.importMany(
    tenant,
    rows.map(([id, data]) => ({ id, data })),
    now,
  );
  const stamp = now.toISOString();
  const lookups = rows.flatMap(
    ([id, data]) => repo.config.derived?.(tenant, { after: { ...(data as object), id, version: 1, createdAt: stamp, updatedAt: stamp } as never }) ?? [],
  );
  const items = lookups.flatMap((d) => (d.item.Put ? [{ PutRequest: { Item: d.item.Put.Item! } }] : []));
  await batchWriteAll(items, { concurrency: 1 });
  return rows.length;
}

/** Code, English name, German name, calling codes, currency: the countries most relevant to dive travel and our guests. */
const COUNTRIES: Array<[string, string, string, string[], string]> = [
  ['DE', 'Germany', 'Deutschland', ['+49'], 'EUR'],
  ['AT', 'Austria', 'Österreich', ['+43'], 'EUR'],
  ['CH', 'Switzerland', 'Schweiz', ['+41'], 'CHF'],
  ['GB', 'United Kingdom', 'Vereinigtes Königreich', ['+44'], 'GBP'],
  ['US', 'United States', 'Vereinigte Staaten', ['+1'], 'USD'],
  ['NL', 'Netherlands', 'Niederlande', ['+31'], 'EUR'],
  ['FR', 'France', 'Frankreich', ['+33'], 'EUR'],
  ['IT', 'Italy', 'Italien', ['+39'], 'EUR'],
  ['ES', 'Spain', 'Spanien', ['+34'], 'EUR'],
  ['PH', 'Philippines', 'Philippinen', ['+63'], 'PHP'],
  ['ID', 'Indonesia', 'Indonesien', ['+62'], 'IDR'],
  ['MY', 'Malaysia', 'Malaysia', ['+60'], 'MYR'],
  ['TH', 'Thailand', 'Thailand', ['+66'], 'THB'],
  ['VN', 'Vietnam', 'Vietnam', ['+84'], 'VND'],
  ['MV', 'Maldives', 'Malediven', ['+960'], 'MVR'],
  ['LK', 'Sri Lanka', 'Sri Lanka', ['+94'], 'LKR'],
  ['EG', 'Egypt', 'Ägypten', ['+20'], 'EGP'],
  ['SD', 'Sudan', 'Sudan', ['+249'], 'SDG'],
  ['JO', 'Jordan', 'Jordanien', ['+962'], 'JOD'],
  ['OM', 'Oman', 'Oman', ['+968'], 'OMR'],
  ['MX', 'Mexico', 'Mexiko', ['+52'], 'MXN'],
  ['BZ', 'Belize', 'Belize', ['+501'], 'BZD'],
  ['HN', 'Honduras', 'Honduras', ['+504'], 'HNL'],
  ['CR', 'Costa Rica', 'Costa Rica', ['+506'], 'CRC'],
  ['EC', 'Ecuador', 'Ecuador', ['+593'], 'USD'],
  ['CU', 'Cuba', 'Kuba', ['+53'], 'CUP'],
  ['BS', 'Bahamas', 'Bahamas', ['+1-242'], 'BSD'],
  ['KY', 'Cayman Islands', 'Kaimaninseln', ['+1-345'], 'KYD'],
  ['BQ', 'Bonaire', 'Bonaire', ['+599'], 'USD'],
  ['CW', 'Curaçao', 'Curaçao', ['+599'], 'ANG'],
  ['AU', 'Australia', 'Australien', ['+61'], 'AUD'],
  ['FJ', 'Fiji', 'Fidschi', ['+679'], 'FJD'],
  ['PG', 'Papua New Guinea', 'Papua-Neuguinea', ['+675'], 'PGK'],
  ['PW', 'Palau', 'Palau', ['+680'], 'USD'],
  ['FM', 'Micronesia', 'Mikronesien', ['+691'], 'USD'],
  ['SB', 'Solomon Islands', 'Salomonen', ['+677'], 'SBD'],
  ['PF', 'French Polynesia', 'Französisch-Polynesien', ['+689'], 'XPF'],
  ['SC', 'Seychelles', 'Seychellen', ['+248'], 'SCR'],
  ['MZ', 'Mozambique', 'Mosambik', ['+258'], 'MZN'],
  ['ZA', 'South Africa', 'Südafrika', ['+27'], 'ZAR'],
  ['TZ', 'Tanzania', 'Tansania', ['+255'], 'TZS'],
  ['JP', 'Japan', 'Japan', ['+81'], 'JPY'],
];

const STATES: Record<string, Array<[string, string]>> = {
  DE: [
    ['Baden-Württemberg', 'BW'],
    ['Bayern', 'BY'],
    ['Berlin', 'BE'],
    ['Brandenburg', 'BB'],
    ['Bremen', 'HB'],
    ['Hamburg', 'HH'],
    ['Hessen', 'HE'],
    ['Mecklenburg-Vorpommern', 'MV'],
    ['Niedersachsen', 'NI'],
    ['Nordrhein-Westfalen', 'NW'],
    ['Rheinland-Pfalz', 'RP'],
    ['Saarland', 'SL'],
    ['Sachsen', 'SN'],
    ['Sachsen-Anhalt', 'ST'],
    ['Schleswig-Holstein', 'SH'],
    ['Thüringen', 'TH'],
  ],
  AT: [
    ['Burgenland', '1'],
    ['Kärnten', '2'],
    ['Niederösterreich', '3'],
    ['Oberösterreich', '4'],
    ['Salzburg', '5'],
    ['Steiermark', '6'],
    ['Tirol', '7'],
    ['Vorarlberg', '8'],
    ['Wien', '9'],
  ],
  US: [
    ['California', 'CA'],
    ['Florida', 'FL'],
    ['Hawaii', 'HI'],
    ['New York', 'NY'],
    ['Texas', 'TX'],
    ['Washington', 'WA'],
    ['Illinois', 'IL'],
    ['Massachusetts', 'MA'],
    ['North Carolina', 'NC'],
    ['Colorado', 'CO'],
  ],
  AU: [
    ['New South Wales', 'NSW'],
    ['Queensland', 'QLD'],
    ['Victoria', 'VIC'],
    ['Western Australia', 'WA'],
    ['South Australia', 'SA'],
    ['Tasmania', 'TAS'],
    ['Northern Territory', 'NT'],
    ['Australian Capital Territory', 'ACT'],
  ],
  MX: [
    ['Quintana Roo', 'ROO'],
    ['Baja California Sur', 'BCS'],
    ['Yucatán', 'YUC'],
    ['Jalisco', 'JAL'],
  ],
};

export async function seedMasterData(log: (line: string) => void): Promise<void> {
  const counts: Record<string, number> = {};
  // Resources do not depend on each other at write time: all of them at once.
  const pending: Array<Promise<unknown>> = [];
  const add = (name: string, done: Promise<number>) => pending.push(done.then((n) => (counts[name] = n)));

  add(
    'currencies',
    put(currencies, 'demo', [
      ['cur-eur', ZCurrency.parse({ code: 'EUR', name: 'Euro', symbol: '€', online: true })],
      ['cur-usd', ZCurrency.parse({ code: 'USD', name: 'US dollar', symbol: '$', rate: 1.08, online: true })],
      ['cur-php', ZCurrency.parse({ code: 'PHP', name: 'Philippine peso', symbol: '₱', rate: 62.5 })],
      ['cur-gbp', ZCurrency.parse({ code: 'GBP', name: 'Pound sterling', symbol: '£', rate: 0.85 })],
      ['cur-chf', ZCurrency.parse({ code: 'CHF', name: 'Swiss franc', symbol: 'CHF', rate: 0.94, display: false })],
    ]),
  );
  pending.push(put(currencies, 'other', [['cur-usd', ZCurrency.parse({ code: 'USD', name: 'US dollar', symbol: '$' })]]));

  add(
    'taxes',
    put(taxes, 'demo', [
      ['tax-ph12', ZTax.parse({ name: 'VAT 12 % (PH)', rate: 12, code: 'VAT12', countryCode: 'PH', isDefault: true })],
      ['tax-de19', ZTax.parse({ name: 'MwSt. 19 % (DE)', rate: 19, code: 'MWST19', countryCode: 'DE' })],
      ['tax-zero', ZTax.parse({ name: 'No tax', rate: 0, code: 'ZERO' })],
    ]),
  );

  add(
    'translations',
    put(translations, 'demo', [
      ['tr-welcome', ZTranslation.parse({ key: 'booking.welcome', values: { de: 'Willkommen an Bord!', en: 'Welcome aboard!' }, group: 'booking' })],
      [
        'tr-briefing',
        ZTranslation.parse({ key: 'booking.briefing', values: { de: 'Briefing um 7:30 Uhr am Steg', en: 'Briefing at 7:30 on the jetty' }, group: 'booking' }),
      ],
      [
        'tr-signature',
        ZTranslation.parse({
          key: 'mail.signature',
          values: { de: 'Viele Grüße, Ihr Blue-Reef-Team', en: 'Kind regards, your Blue Reef team' },
          group: 'mail',
        }),
      ],
      ['tr-online', ZTranslation.parse({ key: 'online.title', values: { de: 'Jetzt buchen', en: 'Book now' }, group: 'online' })],
    ]),
  );

  add(
    'mailTemplates',
    put(mailTemplates, 'demo', [
      [
        'mt-confirmation',
        ZMailTemplate.parse({
          name: 'Booking confirmation',
          key: 'booking.confirmation',
          context: 'booking',
          subject: { de: 'Ihre Buchung {{booking.bookingNo}}', en: 'Your booking {{booking.bookingNo}}' },
          body: {
            de: '<p>Hallo {{customer.firstName}},</p><p>wir freuen uns auf Sie vom {{booking.checkIn}} bis {{booking.checkOut}}.</p><p>{{company.name}}</p>',
            en: '<p>Dear {{customer.firstName}},</p><p>we look forward to seeing you from {{booking.checkIn}} to {{booking.checkOut}}.</p><p>{{company.name}}</p>',
          },
        }),
      ],
      [
        'mt-birthday',
        ZMailTemplate.parse({
          name: 'Birthday greeting',
          key: 'customer.birthday',
          context: 'customer',
          subject: { de: 'Alles Gute, {{customer.firstName}}!', en: 'Happy birthday, {{customer.firstName}}!' },
          body: { de: '<p>Alles Gute zum Geburtstag wünscht {{company.name}}.</p>', en: '<p>Happy birthday from all of us at {{company.name}}.</p>' },
        }),
      ],
      [
        'mt-agency-sheet',
        ZMailTemplate.parse({
          name: 'Agency fact sheet',
          key: 'agency.sheet',
          context: 'agency',
          kind: 'print',
          subject: { de: 'Agentur {{agency.name}}', en: 'Agency {{agency.name}}' },
          body: {
            de: '<h1>{{agency.name}}</h1><p>Provision: {{agency.commission}} %</p><p>{{agency.contact.email}}</p><p>Stand {{today}}</p>',
            en: '<h1>{{agency.name}}</h1><p>Commission: {{agency.commission}} %</p><p>{{agency.contact.email}}</p><p>As of {{today}}</p>',
          },
        }),
      ],
    ]),
  );

  pending.push(
    paymentProviders.create(
      'demo',
      'pp-stripe',
      ZPaymentProvider.parse({
        name: 'Stripe (test)',
        provider: 'stripe',
        config: { publishableKey: 'pk_test_demo' },
        currencies: ['EUR', 'USD'],
        hasSecret: true,
      }),
      {
        also: [secretPut('demo', 'PAYMENTPROVIDER', 'pp-stripe', { secretKey: 'sk_test_demo_not_real' })],
      },
    ),
  );
  pending.push(
    paymentProviders.create(
      'demo',
      'pp-bank',
      ZPaymentProvider.parse({
        name: 'Bank transfer',
        provider: 'bankTransfer',
        mode: 'live',
        config: { reference: 'Booking {{booking.bookingNo}}' },
        sort: 1,
      }),
    ),
  );
  pending.push(
    plugins.create('demo', 'pl-xero', ZPlugin.parse({ key: 'xero', name: 'Xero accounting', enabled: false, config: { organisation: 'Blue Reef Demo' } })),
  );
  counts.paymentAndPlugins = 3;

  add(
    'customerGroups',
    put(customerGroups, 'demo', [
      ['cg-regulars', ZCustomerGroup.parse({ name: 'Regulars', discount: 5, color: '#2e7d32' })],
      ['cg-club', ZCustomerGroup.parse({ name: 'Tauchclub Köln', discount: 10, defaultCustomerType: 'Direct' })],
      ['cg-staff', ZCustomerGroup.parse({ name: 'Staff and family', discount: 20 })],
    ]),
  );
  add(
    'customerDataGroups',
    put(customerDataGroups, 'demo', [
      [
        'cdg-passport',
        ZCustomerDataGroup.parse({
          name: 'Passport',
          sort: 1,
          showIn: ['customer', 'guestform'],
          label: { de: 'Reisepass', en: 'Passport' },
          fields: [
            { key: 'passport.number', label: { de: 'Passnummer', en: 'Passport number' }, required: true },
            { key: 'passport.nationality', label: { de: 'Ausstellungsland', en: 'Issuing country' }, type: 'Country' },
            { key: 'passport.expiry', label: { de: 'Gültig bis', en: 'Valid until' }, type: 'Date' },
          ],
        }),
      ],
      [
        'cdg-diving',
        ZCustomerDataGroup.parse({
          name: 'Diving',
          sort: 2,
          showIn: ['customer', 'guestform', 'booking'],
          label: { de: 'Tauchen', en: 'Diving' },
          fields: [
            {
              key: 'diving.certificationLevel',
              label: { de: 'Brevet', en: 'Certification' },
              type: 'Select',
              options: ['OWD', 'AOWD', 'Rescue', 'Divemaster', 'Instructor'],
            },
            { key: 'diving.agency', label: { de: 'Verband', en: 'Agency' }, type: 'Select', options: ['PADI', 'SSI', 'CMAS', 'NAUI'] },
            { key: 'diving.numberOfDives', label: { de: 'Anzahl Tauchgänge', en: 'Number of dives' }, type: 'Number' },
            { key: 'diving.lastDive', label: { de: 'Letzter Tauchgang', en: 'Last dive' }, type: 'Date' },
          ],
        }),
      ],
      [
        'cdg-emergency',
        ZCustomerDataGroup.parse({
          name: 'Emergency contact',
          sort: 3,
          showIn: ['guestform'],
          fields: [
            { key: 'emergency.name', label: { de: 'Name', en: 'Name' }, required: true },
            { key: 'emergency.phone', label: { de: 'Telefon', en: 'Phone' }, type: 'Phone', required: true },
          ],
        }),
      ],
    ]),
  );

  add(
    'agencyGroups',
    put(agencyGroups, 'demo', [
      ['ag-dach', ZAgencyGroup.parse({ name: 'Partners DACH', commission: 12 })],
      ['ag-resell', ZAgencyGroup.parse({ name: 'Resellers', commission: 15 })],
    ]),
  );
  // Saved agency filters of the demo admin: one shared with the team, one private.
  add(
    'agencyFilters',
    put(agencyFilters, 'demo', [
      [
        'af-dach-travel',
        ZAgencyFilter.parse({
          name: 'Travel agencies in DACH',
          filter: { agencyType: 'travel', 'address.country': { in: ['DE', 'AT', 'CH'] } },
          shared: true,
          ownerId: 'u-admin',
          visibleTo: '*',
        }),
      ],
      [
        'af-high-commission',
        ZAgencyFilter.parse({
          name: 'Commission 10 % and more',
          filter: { commission: { gte: 10 } },
          sort: 'updatedAt',
          order: 'desc',
          ownerId: 'u-admin',
          visibleTo: 'u-admin',
        }),
      ],
    ]),
  );

  add(
    'userRoles',
    put(userRoles, 'demo', [
      [
        'ur-frontdesk',
        ZUserRole.parse({
          name: 'Front desk',
          description: 'Check-in, guests and their bookings',
          scopes: ['bookings.read', 'bookings.create', 'bookings.update', 'customers.read', 'customers.update'],
        }),
      ],
      [
        'ur-manager',
        ZUserRole.parse({
          name: 'Dive centre manager',
          scopes: ['bookings.read', 'customers.read', 'employee.read', 'employee.update', 'product.read', 'product.update', 'price.update'],
        }),
      ],
      ['ur-accounting', ZUserRole.parse({ name: 'Accounting', scopes: ['banks.read', 'bankentries.read', 'bookingpayment.read', 'payprovider.read'] })],
    ]),
  );

  add(
    'employees',
    put(employees, 'demo', [
      [
        'e-maria',
        ZEmployee.parse({
          firstName: 'Maria',
          lastName: 'Santos',
          position: 'Instructor',
          languages: ['en', 'tl'],
          certifications: [{ name: 'PADI Course Director' }],
          color: '#1565c0',
        }),
      ],
      [
        'e-jun',
        ZEmployee.parse({
          firstName: 'Jun',
          lastName: 'Reyes',
          position: 'DiveGuide',
          languages: ['en', 'tl'],
          certifications: [{ name: 'PADI Divemaster', validUntil: '2027-06-30' }],
        }),
      ],
      [
        'e-kai',
        ZEmployee.parse({ firstName: 'Kai', lastName: 'Becker', position: 'DiveGuide', languages: ['de', 'en'], assets: [{ type: 'vessel', ref: 'v-manta' }] }),
      ],
      ['e-rico', ZEmployee.parse({ firstName: 'Rico', lastName: 'Dela Cruz', position: 'Captain', assets: [{ type: 'vessel', ref: 'v-manta' }] })],
      ['e-ana', ZEmployee.parse({ firstName: 'Ana', lastName: 'Lim', position: 'Office', email: 'ana@bluereef.example' })],
    ]),
  );

  add(
    'productCategories',
    put(productCategories, 'demo', [
      ['pc-rental', ZProductCategory.parse({ name: 'Rental gear', sort: 1 })],
      ['pc-courses', ZProductCategory.parse({ name: 'Courses', sort: 2 })],
      ['pc-gas', ZProductCategory.parse({ name: 'Air and nitrox', sort: 3 })],
      ['pc-drinks', ZProductCategory.parse({ name: 'Drinks', sort: 4 })],
    ]),
  );
  add(
    'products',
    put(products, 'demo', [
      ['p-bcd', ZProduct.parse({ name: 'BCD rental', categoryId: 'pc-rental', good: 'ReusableGood', priceRule: 'PerDiveDay', price: 8, taxId: 'tax-ph12' })],
      [
        'p-reg',
        ZProduct.parse({ name: 'Regulator rental', categoryId: 'pc-rental', good: 'ReusableGood', priceRule: 'PerDiveDay', price: 8, taxId: 'tax-ph12' }),
      ],
      [
        'p-suit',
        ZProduct.parse({ name: 'Wetsuit rental', categoryId: 'pc-rental', good: 'ReusableGood', priceRule: 'PerWeekCeil', price: 35, taxId: 'tax-ph12' }),
      ],
      [
        'p-owd',
        ZProduct.parse({
          name: 'Open Water Diver course',
          categoryId: 'pc-courses',
          good: 'ConsumptionGood',
          priceRule: 'PerPerson',
          price: 390,
          unit: 'Unit',
          availableOnline: true,
        }),
      ],
      [
        'p-aowd',
        ZProduct.parse({
          name: 'Advanced Open Water course',
          categoryId: 'pc-courses',
          priceRule: 'PerPerson',
          price: 320,
          unit: 'Unit',
          availableOnline: true,
        }),
      ],
      ['p-nitrox', ZProduct.parse({ name: 'Nitrox fill', categoryId: 'pc-gas', priceRule: 'PerDive', price: 6, stock: { tracked: false } })],
      [
        'p-water',
        ZProduct.parse({
          name: 'Water 1.5 l',
          categoryId: 'pc-drinks',
          unit: 'Bottle',
          priceRule: 'PerBooking',
          price: 1.5,
          stock: { tracked: true, quantity: 0, minQuantity: 48 },
        }),
      ],
      [
        'p-beer',
        ZProduct.parse({
          name: 'San Miguel',
          categoryId: 'pc-drinks',
          unit: 'Can',
          priceRule: 'PerBooking',
          price: 2.5,
          stock: { tracked: true, quantity: 0, minQuantity: 24 },
        }),
      ],
      [
        'p-defog',
        ZProduct.parse({
          name: 'Mask defog',
          categoryId: 'pc-rental',
          unit: 'Bottle',
          priceRule: 'PerBooking',
          price: 4,
          stock: { tracked: true, quantity: 0, minQuantity: 10 },
        }),
      ],
    ]),
  );

  add(
    'specialGroups',
    put(specialGroups, 'demo', [
      ['sg-season', ZSpecialGroup.parse({ name: 'Seasonal', sort: 1 })],
      ['sg-agency', ZSpecialGroup.parse({ name: 'Agency commissions', sort: 2 })],
    ]),
  );
  add(
    'specials',
    put(specials, 'demo', [
      [
        'sp-earlybird',
        ZSpecial.parse({
          name: 'Early bird 10 %',
          groupId: 'sg-season',
          discount: 'PerCent',
          discountValue: 10,
          dateRange: { from: '2026-01-01', to: '2026-12-31' },
          rule: { conditions: [{ condition: 'DaysBeforeTravelDate', operator: 'GreaterThanEquals', value: 90 }] },
        }),
      ],
      [
        'sp-7for6',
        ZSpecial.parse({
          name: 'Stay 7, pay 6',
          groupId: 'sg-season',
          discount: 'AbsoluteNights',
          discountValue: 1,
          reduce: 'ChangeRoomPrice',
          rule: { conditions: [{ condition: 'Nights', operator: 'GreaterThanEquals', value: 7 }] },
        }),
      ],
      [
        'sp-group',
        ZSpecial.parse({
          name: 'Group of 8: one free',
          discount: 'FOC',
          discountValue: 1,
          rule: { scope: 'Person', conditions: [{ condition: 'NoOfPax', operator: 'GreaterThanEquals', value: 8 }] },
        }),
      ],
      [
        'sp-agency',
        ZSpecial.parse({
          name: 'Partner commission 12 %',
          type: 'AgencyCommission',
          groupId: 'sg-agency',
          discount: 'PerCent',
          discountValue: 12,
          reduce: 'ChangeCommissionablePrice',
          rule: { channels: ['AgentDirectBooking'], conditions: [{ condition: 'Agencies', operator: 'IsIn', value: ['a-sunseeker', 'a-deepblue'] }] },
        }),
      ],
    ]),
  );

  add(
    'destinations',
    put(destinations, 'demo', [
      ['dst-visayas', ZDestination.parse({ name: 'Visayas', countryCode: 'PH', region: 'Cebu and Bohol', timezone: 'Asia/Manila' })],
      ['dst-tubbataha', ZDestination.parse({ name: 'Tubbataha Reefs', countryCode: 'PH', region: 'Sulu Sea', timezone: 'Asia/Manila' })],
      ['dst-rajaampat', ZDestination.parse({ name: 'Raja Ampat', countryCode: 'ID', region: 'West Papua', timezone: 'Asia/Jayapura' })],
      ['dst-redsea', ZDestination.parse({ name: 'Red Sea North', countryCode: 'EG', timezone: 'Africa/Cairo' })],
    ]),
  );
  add(
    'ports',
    put(ports, 'demo', [
      ['prt-cebu', ZPort.parse({ name: 'Cebu Pier 1', code: 'PHCEB', countryCode: 'PH', destinationId: 'dst-visayas', latitude: 10.29, longitude: 123.9 })],
      [
        'prt-puerto',
        ZPort.parse({ name: 'Puerto Princesa', code: 'PHPPS', countryCode: 'PH', destinationId: 'dst-tubbataha', latitude: 9.74, longitude: 118.73 }),
      ],
      ['prt-sorong', ZPort.parse({ name: 'Sorong', code: 'IDSOQ', countryCode: 'ID', destinationId: 'dst-rajaampat', latitude: -0.88, longitude: 131.25 })],
      [
        'prt-hurghada',
        ZPort.parse({ name: 'Hurghada Marina', code: 'EGHRG', countryCode: 'EG', destinationId: 'dst-redsea', latitude: 27.23, longitude: 33.84 }),
      ],
    ]),
  );
  add(
    'airports',
    put(airports, 'demo', [
      [
        'apt-ceb',
        ZAirport.parse({ name: 'Mactan-Cebu International', iata: 'CEB', icao: 'RPVM', city: 'Lapu-Lapu', countryCode: 'PH', timezone: 'Asia/Manila' }),
      ],
      [
        'apt-mnl',
        ZAirport.parse({ name: 'Ninoy Aquino International', iata: 'MNL', icao: 'RPLL', city: 'Manila', countryCode: 'PH', timezone: 'Asia/Manila' }),
      ],
      [
        'apt-pps',
        ZAirport.parse({
          name: 'Puerto Princesa International',
          iata: 'PPS',
          icao: 'RPVP',
          city: 'Puerto Princesa',
          countryCode: 'PH',
          timezone: 'Asia/Manila',
        }),
      ],
      ['apt-soq', ZAirport.parse({ name: 'Domine Eduard Osok', iata: 'SOQ', icao: 'WASS', city: 'Sorong', countryCode: 'ID', timezone: 'Asia/Jayapura' })],
      ['apt-hrg', ZAirport.parse({ name: 'Hurghada International', iata: 'HRG', icao: 'HEGN', city: 'Hurghada', countryCode: 'EG', timezone: 'Africa/Cairo' })],
      ['apt-fra', ZAirport.parse({ name: 'Frankfurt am Main', iata: 'FRA', icao: 'EDDF', city: 'Frankfurt', countryCode: 'DE', timezone: 'Europe/Berlin' })],
    ]),
  );
  add(
    'airlines',
    put(airlines, 'demo', [
      ['aln-pr', ZAirline.parse({ name: 'Philippine Airlines', iata: 'PR', icao: 'PAL', countryCode: 'PH' })],
      ['aln-5j', ZAirline.parse({ name: 'Cebu Pacific', iata: '5J', icao: 'CEB', countryCode: 'PH' })],
      ['aln-lh', ZAirline.parse({ name: 'Lufthansa', iata: 'LH', icao: 'DLH', countryCode: 'DE' })],
      ['aln-qr', ZAirline.parse({ name: 'Qatar Airways', iata: 'QR', icao: 'QTR', countryCode: 'QA' })],
      ['aln-ga', ZAirline.parse({ name: 'Garuda Indonesia', iata: 'GA', icao: 'GIA', countryCode: 'ID' })],
    ]),
  );

  const countryRows = COUNTRIES.map(([code, name, de, callingCodes, currency]): [string, z.infer<typeof ZCountry>] => [
    `cty-${code.toLowerCase()}`,
    ZCountry.parse({
      code,
      name,
      names: { de, en: name },
      callingCodes,
      currency,
      states: (STATES[code] ?? []).map(([n, state_code]) => ({ name: n, state_code })),
    }),
  ]);
  add('countries', put(countries, 'demo', countryRows));
  pending.push(
    put(
      countries,
      'other',
      countryRows.filter(([id]) => ['cty-ph', 'cty-us'].includes(id)),
    ),
  );
  await Promise.all(pending);
  add('stockMovements', seedStockMovements());
  await Promise.all(pending);

  log(
    `master data: ${Object.entries(counts)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
}

/**
 * The tracked demo products start at 0 and get their quantities from movements recorded over the last two
 * weeks, through the same function the API uses, so the stock log explains every unit (defog ends below
 * its minimum).
 */
async function seedStockMovements(): Promise<number> {
  const admin = { userId: 'u-admin', userName: 'Alex Admin' };
  const rows: Array<[number, number, Parameters<typeof recordStockMovement>[1]]> = [
    [14, 9, { productId: 'p-water', change: 288, reason: 'receipt', note: 'Delivery Aqua Cebu' }],
    [14, 10, { productId: 'p-beer', change: 120, reason: 'receipt', note: 'Delivery Aqua Cebu' }],
    [13, 11, { productId: 'p-defog', change: 20, reason: 'receipt' }],
    [10, 18, { productId: 'p-water', change: -36, reason: 'sale' }],
    [9, 19, { productId: 'p-beer', change: -48, reason: 'sale' }],
    [7, 17, { productId: 'p-defog', change: -8, reason: 'sale' }],
    [5, 18, { productId: 'p-water', change: -24, reason: 'sale' }],
    [4, 20, { productId: 'p-beer', change: -40, reason: 'sale' }],
    [3, 8, { productId: 'p-water', change: -6, reason: 'loss', note: 'Broken in transport' }],
    [3, 16, { productId: 'p-defog', change: -6, reason: 'sale' }],
    [2, 12, { productId: 'p-beer', change: 2, reason: 'return' }],
    [1, 17, { productId: 'p-defog', change: -1, reason: 'loss' }],
    [1, 18, { productId: 'p-water', setTo: 220, reason: 'inventory', note: 'Monthly count' }],
  ];
  const today = new Date();
  for (const [daysAgo, hour, movement] of rows) {
    const at = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo, hour));
    await recordStockMovement('demo', movement, admin, { now: () => at });
  }
  return rows.length;
}
