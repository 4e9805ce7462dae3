import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { CsvMapping } from './bank';
import { mapRow } from './csv';
import { columnsByHeader, guessCsvMapping, type CsvSplitter } from './guess-mapping';

const split: CsvSplitter = (text, delimiter) => Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false }).data;
const firstRow = (text: string, m: CsvMapping) => {
  const rows = split(text.replace(/^\uFEFF/, ''), m.delimiter).slice(m.skipRows);
  return mapRow(rows[0] ?? [], m, 'EUR');
};

describe('guessing the column mapping of a bank export', () => {
  it('maps the German export that put the amount on the payer (Buchungstag;Auftraggeber/Empfänger;Verwendungszweck;Betrag)', () => {
    const csv = [
      'Buchungstag;Auftraggeber/Empfänger;Verwendungszweck;Betrag',
      '02.03.2027;Elena Kowalski;Buchung 88 Anzahlung;217,50',
      '03.03.2027;Stadtwerke Kiel;Abschlag März;-1.204,00',
    ].join('\n');
    const m = guessCsvMapping(csv, split);
    expect(m).toEqual({
      delimiter: ';',
      decimal: 'comma',
      dateFormat: 'DD.MM.YYYY',
      skipRows: 1,
      columns: { date: 0, counterparty: 1, reference: 2, amount: 3 },
    });
    expect(firstRow(csv, m)).toEqual({
      ok: true,
      row: { date: '2027-03-02', amount: '217.50', currency: 'EUR', reference: 'Buchung 88 Anzahlung', counterparty: 'Elena Kowalski', iban: '' },
    });
  });

  it('maps a Sparkasse CSV-CAMT export (quoted, two-digit years, Valutadatum beside Buchungstag)', () => {
    const csv = [
      '"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Glaeubiger ID";"Mandatsreferenz";"Kundenreferenz (End-to-End)";"Sammlerreferenz";"Lastschrift Ursprungsbetrag";"Auslagenersatz Ruecklastschrift";"Beguenstigter/Zahlungspflichtiger";"Kontonummer/IBAN";"BIC (SWIFT-Code)";"Betrag";"Waehrung";"Info"',
      '"DE12500105170648489890";"04.03.27";"04.03.27";"GUTSCHR. UEBERWEISUNG";"Buchung 1042 Anzahlung";"";"";"NOTPROVIDED";"";"";"";"Anna Schmidt";"DE89370400440532013000";"COBADEFFXXX";"300,00";"EUR";"Umsatz gebucht"',
      '"DE12500105170648489890";"05.03.27";"05.03.27";"FOLGELASTSCHRIFT";"Strom 03/2027";"DE98ZZZ09999999999";"M-123";"";"";"";"";"Stadtwerke";"DE02120300000000202051";"BYLADEM1001";"-89,90";"EUR";"Umsatz gebucht"',
    ].join('\r\n');
    const m = guessCsvMapping(csv, split);
    expect(m).toMatchObject({ delimiter: ';', decimal: 'comma', dateFormat: 'DD.MM.YYYY', skipRows: 1 });
    expect(m.columns).toEqual({ date: 1, reference: 4, counterparty: 11, iban: 12, amount: 14, currency: 15 });
    expect(firstRow(csv, m)).toMatchObject({
      ok: true,
      row: { date: '2027-03-04', amount: '300.00', counterparty: 'Anna Schmidt', iban: 'DE89370400440532013000' },
    });
  });

  it('maps a Deutsche Bank export (preamble lines, Betrag beside Soll and Haben, Währung last)', () => {
    const csv = [
      'Umsätze Girokonto;Zeitraum: 01.03.2027 - 31.03.2027;',
      'Letzter Kontostand;;;;12.345,67;EUR',
      '',
      'Buchungstag;Wert;Umsatzart;Begünstigter / Auftraggeber;Verwendungszweck;IBAN;BIC;Kundenreferenz;Mandatsreferenz ;Gläubiger ID;Fremde Gebühren;Betrag;Abweichender Empfänger;Anzahl der Aufträge;Anzahl der Schecks;Soll;Haben;Währung',
      '06.03.2027;06.03.2027;SEPA-Überweisung von;John Miller;Booking 1043 deposit;GB33BUKB20201555555555;BUKBGB22;;;;;1.240,00;;;;;1.240,00;EUR',
      '07.03.2027;07.03.2027;Kartenzahlung;Bäckerei Nord;Brötchen;;;;;;;-4,20;;;;-4,20;;EUR',
    ].join('\n');
    const m = guessCsvMapping(csv, split);
    expect(m).toMatchObject({ delimiter: ';', decimal: 'comma', dateFormat: 'DD.MM.YYYY', skipRows: 4 });
    expect(m.columns).toMatchObject({ date: 0, counterparty: 3, reference: 4, iban: 5, amount: 11, currency: 17 });
    expect(firstRow(csv, m)).toMatchObject({
      ok: true,
      row: { date: '2027-03-06', amount: '1240.00', counterparty: 'John Miller', reference: 'Booking 1043 deposit' },
    });
  });

  it('maps an N26-like export (commas, ISO dates, point decimals, Betrag (EUR) before the foreign amount)', () => {
    const csv = [
      '"Datum","Empfänger","Kontonummer","Transaktionstyp","Verwendungszweck","Betrag (EUR)","Betrag (Fremdwährung)","Fremdwährung","Wechselkurs"',
      '"2027-03-08","Maria Rossi","IT60X0542811101000000123456","Gutschrift","Prenotazione 1050","450.0","","",""',
      '"2027-03-09","Hafenkiosk","","MasterCard Zahlung","","-12.5","-12.5","EUR","1.0"',
    ].join('\n');
    const m = guessCsvMapping(csv, split);
    expect(m).toMatchObject({ delimiter: ',', decimal: 'point', dateFormat: 'YYYY-MM-DD', skipRows: 1 });
    expect(m.columns).toEqual({ date: 0, counterparty: 1, iban: 2, reference: 4, amount: 5 });
    expect(firstRow(csv, m)).toMatchObject({
      ok: true,
      row: { date: '2027-03-08', amount: '450.00', counterparty: 'Maria Rossi', iban: 'IT60X0542811101000000123456' },
    });
  });

  it('maps an English export with a running balance (Date, Description, Reference, Payer, Amount, Currency, Balance)', () => {
    const csv = [
      'Date,Description,Reference,Payer,Amount,Currency,Balance',
      '03/10/2027,Transfer,Booking 1044,Paul Smith,"1,250.00",GBP,"10,250.00"',
      '03/11/2027,Card payment,Fuel,Harbour Garage,-60.00,GBP,"10,190.00"',
    ].join('\n');
    const m = guessCsvMapping(csv, split);
    expect(m).toMatchObject({ delimiter: ',', decimal: 'point', dateFormat: 'MM/DD/YYYY', skipRows: 1 });
    // Reference is the better-named text of the two; the description becomes nothing (one column per field).
    expect(m.columns).toEqual({ date: 0, reference: 2, counterparty: 3, amount: 4, currency: 5 });
    expect(firstRow(csv, m)).toMatchObject({ ok: true, row: { date: '2027-03-10', amount: '1250.00', currency: 'GBP', counterparty: 'Paul Smith' } });
  });

  it('maps a file without a header by the shapes of its values', () => {
    const csv = [
      '01.03.2027;Anna Schmidt;DE89370400440532013000;Buchung 1042 Anzahlung für die Woche;300,00',
      '02.03.2027;Tankstelle;;Diesel am Hafen;-75,10',
    ].join('\n');
    const m = guessCsvMapping(csv, split);
    expect(m).toEqual({
      delimiter: ';',
      decimal: 'comma',
      dateFormat: 'DD.MM.YYYY',
      skipRows: 0,
      columns: { date: 0, amount: 4, iban: 2, reference: 3, counterparty: 1 },
    });
  });

  it('takes IBAN before the payer and never a balance for the amount', () => {
    expect(columnsByHeader(['Datum', 'Auftraggeber IBAN', 'Auftraggeber', 'Saldo', 'Umsatz'])).toEqual({ date: 0, iban: 1, counterparty: 2, amount: 4 });
    expect(columnsByHeader(['Valuta', 'Buchungstag', 'Betrag'])).toEqual({ date: 1, amount: 2 });
  });
});
