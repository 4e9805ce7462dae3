import { ZAirline, ZAirport, ZCountry, ZDestination, ZPort } from '../../../shared/domain/settings/geo';
import { airlines, airports, countries, destinations, ports } from '../../../functions/data/geo';
import type { z } from 'zod';
import { put, type AddSeed } from './bulk-put';

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

/** Destinations, ports, airports, airlines, countries and states of the demo tenants. */
export function seedGeo(add: AddSeed, pending: Array<Promise<unknown>>): void {
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
}
