import type { DocumentLanguage } from '../../lib/documents/texts';

/** The signed PDF's words (docs/decisions/forms.md "The signed PDF"), German and English. */
export const PRINT_TEXTS: Record<DocumentLanguage, Record<PrintWord, string>> = {
  de: {
    operator: 'Veranstalter',
    booking: 'Buchung',
    guest: 'Gast',
    lead: 'Hauptbucher',
    form: 'Formular',
    version: 'Version',
    state: 'Stand',
    none: 'nicht begonnen',
    draft: 'Entwurf',
    submitted: 'abgeschickt',
    submittedAt: 'Abgeschickt am (UTC)',
    physician: 'Ärztliche Freigabe erforderlich',
    noAnswers: 'Noch keine Antworten.',
    signatures: 'Unterschriften',
    noSignatures: 'Keine Unterschrift.',
    signer: 'Unterzeichnet von',
    guardian: 'Erziehungsberechtigte Person',
    signedAt: 'Zeit (UTC)',
    ip: 'IP-Adresse',
    userAgent: 'Browser (User-Agent)',
    language: 'Sprache',
    sha256: 'SHA-256 des unterzeichneten Textes',
    check: 'Prüfung',
    verified: 'verifiziert',
    notVerified: 'NICHT verifiziert',
    verifiedNote: 'Der Hash wurde beim Drucken aus der gespeicherten Formularversion und den gespeicherten Antworten neu berechnet.',
    drawn: 'gezeichnet',
    typed: 'getippt',
    upload: 'Datei hochgeladen',
    agency: 'Verband',
    level: 'Stufe',
    number: 'Nummer',
    date: 'Datum',
    card: 'Karte',
    printedAt: 'Gedruckt am (UTC)',
    yes: 'ja',
    no: 'nein',
  },
  en: {
    operator: 'Operator',
    booking: 'Booking',
    guest: 'Guest',
    lead: 'Lead booker',
    form: 'Form',
    version: 'Version',
    state: 'State',
    none: 'not started',
    draft: 'draft',
    submitted: 'submitted',
    submittedAt: 'Submitted at (UTC)',
    physician: 'Physician sign-off required',
    noAnswers: 'No answers yet.',
    signatures: 'Signatures',
    noSignatures: 'No signature.',
    signer: 'Signed by',
    guardian: 'Guardian',
    signedAt: 'Time (UTC)',
    ip: 'IP address',
    userAgent: 'Browser (user agent)',
    language: 'Language',
    sha256: 'SHA-256 of the signed text',
    check: 'Check',
    verified: 'verified',
    notVerified: 'NOT verified',
    verifiedNote: 'The hash was recomputed when printing, from the stored form version and the stored answers.',
    drawn: 'drawn',
    typed: 'typed',
    upload: 'file uploaded',
    agency: 'Agency',
    level: 'Level',
    number: 'Number',
    date: 'Date',
    card: 'Card',
    printedAt: 'Printed at (UTC)',
    yes: 'yes',
    no: 'no',
  },
};

export type PrintWord =
  | 'operator'
  | 'booking'
  | 'guest'
  | 'lead'
  | 'form'
  | 'version'
  | 'state'
  | 'none'
  | 'draft'
  | 'submitted'
  | 'submittedAt'
  | 'physician'
  | 'noAnswers'
  | 'signatures'
  | 'noSignatures'
  | 'signer'
  | 'guardian'
  | 'signedAt'
  | 'ip'
  | 'userAgent'
  | 'language'
  | 'sha256'
  | 'check'
  | 'verified'
  | 'notVerified'
  | 'verifiedNote'
  | 'drawn'
  | 'typed'
  | 'upload'
  | 'agency'
  | 'level'
  | 'number'
  | 'date'
  | 'card'
  | 'printedAt'
  | 'yes'
  | 'no';
