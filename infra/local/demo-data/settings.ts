import { ZCurrency } from '../../../shared/domain/settings/currency';
import { ZMailTemplate, type MailTemplate } from '../../../shared/domain/mail/mail-template';
import { ZPaymentProvider, ZPlugin } from '../../../shared/domain/settings/payment-provider';
import { ZTax } from '../../../shared/domain/settings/tax';
import { ZTranslation } from '../../../shared/domain/settings/translation';
import { mailTemplates } from '../../../functions/data/mail-templates';
import { secretPut } from '../../../functions/data/secrets';
import { currencies, paymentProviders, plugins, taxes, translations } from '../../../functions/data/settings-resources';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../../functions/data/client';
import { companyProfilePut } from '../../../functions/data/company';
import { put, type AddSeed } from './bulk-put';
import { PRINT_TEMPLATES } from './print-templates';
import { GOVERNMENT_TAX } from './prices';

/** The demo's mail templates (their greetings leave the name out when there is none: docs/decisions/messaging.md). */
export const DEMO_MAIL_TEMPLATES: Array<[string, MailTemplate]> = [
  [
    'mt-confirmation',
    ZMailTemplate.parse({
      name: 'Booking confirmation',
      key: 'booking.confirmation',
      context: 'booking',
      subject: { de: 'Ihre Buchung {{booking.bookingNo}}', en: 'Your booking {{booking.bookingNo}}' },
      body: {
        de: '<p>Hallo{{#if customer.firstName}} {{customer.firstName}}{{/if}},</p><p>wir freuen uns auf Sie vom {{booking.checkIn}} bis {{booking.checkOut}}.</p><p>{{company.name}}</p>',
        en: '<p>{{#if customer.firstName}}Dear {{customer.firstName}}{{else}}Hello{{/if}},</p><p>we look forward to seeing you from {{booking.checkIn}} to {{booking.checkOut}}.</p><p>{{company.name}}</p>',
      },
    }),
  ],
  [
    'mt-birthday',
    ZMailTemplate.parse({
      name: 'Birthday greeting',
      key: 'customer.birthday',
      context: 'customer',
      subject: {
        de: 'Alles Gute{{#if customer.firstName}}, {{customer.firstName}}{{/if}}!',
        en: 'Happy birthday{{#if customer.firstName}}, {{customer.firstName}}{{/if}}!',
      },
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
];

/** Currencies, taxes, translations, mail templates and the company profile of the demo tenants. */
export function seedSettings(add: AddSeed, pending: Array<Promise<unknown>>): void {
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
      // The rate of the resort's seasons (./prices.ts): the invoices name their tax after it. One name, printed for
      // guests of both languages, so the operator writes it in both (docs/decisions.md, "Whose words").
      ['tax-gov10', ZTax.parse({ name: GOVERNMENT_TAX, rate: 10, code: 'GOV10', countryCode: 'PH' })],
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

  add('mailTemplates', put(mailTemplates, 'demo', [...DEMO_MAIL_TEMPLATES, ...PRINT_TEMPLATES]));

  // The company behind the demo (/config/company): its invoices carry its address, VAT id and bank account.
  pending.push(
    db().send(
      new PutCommand(
        companyProfilePut('demo', {
          legalName: 'Blue Reef Divers GmbH',
          address: { street: 'Hafenstraße 12', zip: '18546', city: 'Sassnitz', country: 'DE' },
          email: 'info@bluereef.example',
          phone: '+49 38392 123450',
          website: 'https://bluereef.example',
          vatId: 'DE812345679',
          registrationNo: 'HRB 12345, Amtsgericht Stralsund',
          bank: { accountHolder: 'Blue Reef Divers GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bankName: 'Sparkasse Hamburg' },
        }).Put!,
      ),
    ),
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
  add('paymentAndPlugins', Promise.resolve(3));
}
