import { ZMailTemplate, type MailTemplate } from '../../../shared/domain/mail/mail-template';

/**
 * The demo's print templates (docs/decisions.md "Document templates"), in German and English: a booking
 * confirmation, a voucher, an offer, the passenger list for the harbour office and a customer letter. The operator
 * edits them at /config/mailtemplates; the acceptance tests render the same ones.
 */
const linesTable = (h: { pos: string; text: string; qty: string; price: string; total: string; sum: string }) =>
  `<table><tr><th width="8%">${h.pos}</th><th width="52%">${h.text}</th><th align="right" width="10%">${h.qty}</th><th align="right" width="15%">${h.price}</th><th align="right" width="15%">${h.total}</th></tr>` +
  '{{#each booking.lines}}<tr><td>{{pos}}</td><td>{{text}}</td><td align="right">{{quantity}}</td><td align="right">{{price}}</td><td align="right">{{total}}</td></tr>{{/each}}' +
  `<tr><td></td><td><b>${h.sum}</b></td><td></td><td></td><td align="right"><b>{{booking.total}}</b></td></tr></table>`;

const milestones = (title: string, due: string) =>
  `<h3>${title}</h3><table>{{#each booking.milestones}}<tr><td width="60%">{{text}} ${due} {{due}}</td><td align="right" width="40%">{{amount}}</td></tr>{{/each}}</table>`;

const bank = (title: string, reference: string) =>
  `<h3>${title}</h3><p>{{company.bank.accountHolder}}, {{company.bank.bankName}}<br>IBAN: {{company.bank.iban}}<br>BIC: {{company.bank.bic}}<br>${reference}: {{booking.bookingNo}}</p>`;

const guestTable = (h: { pos: string; name: string; nationality: string; birthday: string; passport: string; cabin: string; bed: string }, list: string) =>
  `<table><tr><th width="6%">${h.pos}</th><th width="30%">${h.name}</th><th width="12%">${h.nationality}</th><th width="14%">${h.birthday}</th><th width="16%">${h.passport}</th><th width="14%">${h.cabin}</th><th width="8%">${h.bed}</th></tr>` +
  `{{#each ${list}}}<tr><td>{{pos}}</td><td>{{name}}</td><td>{{nationality}}</td><td>{{birthday}}</td><td>{{passport}}</td><td>{{room}}</td><td>{{bed}}</td></tr>{{/each}}</table>`;

const DE_LINES = { pos: 'Pos.', text: 'Leistung', qty: 'Menge', price: 'Preis', total: 'Betrag', sum: 'Gesamtbetrag' };
const EN_LINES = { pos: 'Pos.', text: 'Service', qty: 'Qty', price: 'Price', total: 'Amount', sum: 'Total' };
const DE_GUESTS = { pos: 'Nr.', name: 'Name', nationality: 'Nationalität', birthday: 'Geburtsdatum', passport: 'Reisepass', cabin: 'Kabine', bed: 'Bett' };
const EN_GUESTS = { pos: 'No.', name: 'Name', nationality: 'Nationality', birthday: 'Date of birth', passport: 'Passport', cabin: 'Cabin', bed: 'Bed' };

const address = '<p>{{customer.fullName}}<br>{{customer.address.street}}<br>{{customer.address.zip}} {{customer.address.city}}</p>';

export const PRINT_TEMPLATES: Array<[string, MailTemplate]> = [
  [
    'pt-confirmation',
    ZMailTemplate.parse({
      name: 'Booking confirmation (print)',
      key: 'print.confirmation',
      context: 'booking',
      kind: 'print',
      subject: { de: 'Buchungsbestätigung {{booking.bookingNo}}', en: 'Booking confirmation {{booking.bookingNo}}' },
      body: {
        de:
          `${address}<p>{{company.address}}, {{today}}</p><h1>Buchungsbestätigung {{booking.bookingNo}}</h1>` +
          '<p>{{#if customer.fullName}}Guten Tag {{customer.fullName}}{{else}}Sehr geehrte Damen und Herren{{/if}},</p><p>vielen Dank für Ihre Buchung. Wir bestätigen Ihren Aufenthalt in <b>{{booking.place}}</b> vom <b>{{booking.checkIn}}</b> bis <b>{{booking.checkOut}}</b> ({{booking.nights}} Nächte) für {{booking.noOfPax}} Personen.</p>' +
          linesTable(DE_LINES) +
          milestones('Zahlungsplan', 'fällig am') +
          bank('Bankverbindung', 'Verwendungszweck') +
          '<p>Wir freuen uns auf Sie!<br>{{company.name}}</p>',
        en:
          `${address}<p>{{company.address}}, {{today}}</p><h1>Booking confirmation {{booking.bookingNo}}</h1>` +
          '<p>Dear {{#if customer.fullName}}{{customer.fullName}}{{else}}Sir or Madam{{/if}},</p><p>thank you for your booking. We confirm your stay at <b>{{booking.place}}</b> from <b>{{booking.checkIn}}</b> to <b>{{booking.checkOut}}</b> ({{booking.nights}} nights) for {{booking.noOfPax}} guests.</p>' +
          linesTable(EN_LINES) +
          milestones('Payment schedule', 'due') +
          bank('Bank details', 'Reference') +
          '<p>We look forward to seeing you!<br>{{company.name}}</p>',
      },
      description: 'Printed or mailed after booking: stay, prices, payment schedule and bank details',
    }),
  ],
  [
    'pt-voucher',
    ZMailTemplate.parse({
      name: 'Voucher (print)',
      key: 'print.voucher',
      context: 'booking',
      kind: 'print',
      subject: { de: 'Voucher {{booking.bookingNo}}', en: 'Voucher {{booking.bookingNo}}' },
      body: {
        de:
          '<h1>Voucher – Buchung {{booking.bookingNo}}</h1><p><b>{{booking.place}}</b></p><p>Anreise: {{booking.checkIn}}<br>Abreise: {{booking.checkOut}}<br>Personen: {{booking.noOfPax}}</p>' +
          '<h3>Zimmer und Gäste</h3><ul>{{#each booking.rooms}}<li>{{name}}: {{guests}}</li>{{/each}}</ul><p>Bitte legen Sie diesen Voucher bei der Ankunft vor.</p>',
        en:
          '<h1>Voucher – booking {{booking.bookingNo}}</h1><p><b>{{booking.place}}</b></p><p>Arrival: {{booking.checkIn}}<br>Departure: {{booking.checkOut}}<br>Guests: {{booking.noOfPax}}</p>' +
          '<h3>Rooms and guests</h3><ul>{{#each booking.rooms}}<li>{{name}}: {{guests}}</li>{{/each}}</ul><p>Please show this voucher on arrival.</p>',
      },
    }),
  ],
  [
    'pt-offer',
    ZMailTemplate.parse({
      name: 'Offer (print)',
      key: 'print.offer',
      context: 'booking',
      kind: 'print',
      subject: { de: 'Angebot {{booking.offerNo}}', en: 'Offer {{booking.offerNo}}' },
      body: {
        de:
          `${address}<p>{{today}}</p><h1>Angebot {{booking.offerNo}}</h1><p>{{#if customer.fullName}}Guten Tag {{customer.fullName}}{{else}}Sehr geehrte Damen und Herren{{/if}},</p><p>gerne bieten wir Ihnen folgenden Aufenthalt in {{booking.place}} vom {{booking.checkIn}} bis {{booking.checkOut}} an:</p>` +
          linesTable(DE_LINES) +
          '<p>Das Angebot gilt bis {{booking.optionDate}}.</p><p>Mit freundlichen Grüßen<br>{{company.name}}</p>',
        en:
          `${address}<p>{{today}}</p><h1>Offer {{booking.offerNo}}</h1><p>Dear {{#if customer.fullName}}{{customer.fullName}}{{else}}Sir or Madam{{/if}},</p><p>we are pleased to offer you the following stay at {{booking.place}} from {{booking.checkIn}} to {{booking.checkOut}}:</p>` +
          linesTable(EN_LINES) +
          '<p>This offer is valid until {{booking.optionDate}}.</p><p>Kind regards<br>{{company.name}}</p>',
      },
    }),
  ],
  [
    'pt-passenger-list',
    ZMailTemplate.parse({
      name: 'Passenger list (print)',
      key: 'print.passengerList',
      context: 'schedule',
      kind: 'print',
      subject: { de: 'Passagierliste {{schedule.vessel}} {{schedule.from}}', en: 'Passenger list {{schedule.vessel}} {{schedule.from}}' },
      body: {
        de:
          '<h1>Passagierliste</h1><p><b>{{schedule.vessel}}</b> – {{schedule.tour}}<br>Abfahrt: {{schedule.from}}, Rückkehr: {{schedule.to}}<br>Passagiere: {{schedule.count}}</p>' +
          guestTable(DE_GUESTS, 'schedule.guests') +
          '<p>Erstellt am {{today}} – {{company.name}}</p>',
        en:
          '<h1>Passenger list</h1><p><b>{{schedule.vessel}}</b> – {{schedule.tour}}<br>Departure: {{schedule.from}}, return: {{schedule.to}}<br>Passengers: {{schedule.count}}</p>' +
          guestTable(EN_GUESTS, 'schedule.guests') +
          '<p>Made on {{today}} – {{company.name}}</p>',
      },
      description: 'The manifest for the harbour office: every guest of a departure with nationality, birth date, passport, cabin and bed',
    }),
  ],
  [
    'pt-customer-letter',
    ZMailTemplate.parse({
      name: 'Customer letter (print)',
      key: 'print.customerLetter',
      context: 'customer',
      kind: 'print',
      subject: { de: 'Brief an {{customer.fullName}}', en: 'Letter to {{customer.fullName}}' },
      body: {
        de:
          `${address}<p>{{company.address}}, {{today}}</p><h1>Ihre Angaben für die nächste Reise</h1><p>{{#if customer.fullName}}Guten Tag {{customer.fullName}}{{else}}Sehr geehrte Damen und Herren{{/if}},</p>` +
          '<p>vielen Dank, dass Sie mit uns reisen. Damit wir Ihre nächste Reise reibungslos vorbereiten können, bitten wir Sie, die Angaben zu prüfen, die wir von Ihnen gespeichert haben:</p>' +
          '<table><tr><td width="30%">E-Mail</td><td width="70%">{{customer.email}}</td></tr><tr><td>Telefon</td><td>{{customer.phone}}</td></tr><tr><td>Anschrift</td><td>{{customer.address.lines}}</td></tr><tr><td>Geburtsdatum</td><td>{{customer.birthday}}</td></tr><tr><td>Reisepass</td><td>{{customer.passport}}</td></tr></table>' +
          '<p>Stimmt etwas nicht mehr, antworten Sie uns einfach an {{company.email}} oder rufen Sie uns an unter {{company.phone}}. Für Tauchreisen brauchen wir außerdem eine Kopie Ihres Tauchbrevets und ein ärztliches Attest, das nicht älter als ein Jahr ist.</p>' +
          '<p>Wir freuen uns darauf, Sie bald wieder bei uns zu begrüßen.</p><p>Mit freundlichen Grüßen<br>{{company.name}}</p>',
        en:
          `${address}<p>{{company.address}}, {{today}}</p><h1>Your details for the next trip</h1><p>Dear {{#if customer.fullName}}{{customer.fullName}}{{else}}Sir or Madam{{/if}},</p>` +
          '<p>thank you for travelling with us. So that we can prepare your next trip smoothly, please check the details we hold for you:</p>' +
          '<table><tr><td width="30%">E-mail</td><td width="70%">{{customer.email}}</td></tr><tr><td>Phone</td><td>{{customer.phone}}</td></tr><tr><td>Address</td><td>{{customer.address.lines}}</td></tr><tr><td>Date of birth</td><td>{{customer.birthday}}</td></tr><tr><td>Passport</td><td>{{customer.passport}}</td></tr></table>' +
          '<p>If anything has changed, simply reply to {{company.email}} or call us on {{company.phone}}. For diving trips we also need a copy of your diving certification and a medical statement not older than one year.</p>' +
          '<p>We look forward to welcoming you back soon.</p><p>Kind regards<br>{{company.name}}</p>',
      },
    }),
  ],
];
