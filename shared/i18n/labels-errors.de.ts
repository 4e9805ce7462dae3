import type { enErrorLabels } from './labels-errors.en';

/** Deutsche Texte der Fehlercodes, die noch keinen hatten (Issue 30). In ./de zusammengeführt. */
export const deErrorLabels: Record<keyof typeof enErrorLabels, string> = {
  'errors.UPLOAD_MISSING': 'Die Datei wurde noch nicht hochgeladen. Bitte laden Sie sie erneut hoch.',
  'errors.UPLOAD_DONE': 'Diese Datei wurde bereits hochgeladen.',
  'errors.FILE_TYPE_MISMATCH': 'Der Inhalt der Datei passt nicht zu ihrem Typ (zum Beispiel eine umbenannte Datei).',
  'errors.FIELD_NOT_IN_GROUP': 'Dieses Feld gehört nicht zu der Kundendatengruppe.',
  'errors.GROUP_FULL': 'Die Kundendatengruppe ist voll; sie kann kein weiteres Feld aufnehmen.',
  'errors.REFUND_EXCEEDS_RECEIVED': 'Eine Erstattung darf nicht höher sein als das, was zur Buchung eingegangen ist.',
  'errors.QR_CURRENCY_NOT_EUR': 'Ein EPC-QR-Code gilt nur für Zahlungen in Euro.',
  'errors.NO_IBAN': 'Im Firmenprofil ist keine IBAN hinterlegt.',
  'errors.FORM_LOCKED': 'Dieses Formular ist gesperrt und nimmt keine Antworten mehr an.',
  'errors.HOLD_EXPIRED': 'Ihre Reservierung ist abgelaufen, die Kabine oder das Zimmer wurde freigegeben. Bitte wählen Sie erneut.',
  'errors.HOLD_NOT_EXTENDABLE': 'Ihre Reservierung kann nicht weiter verlängert werden. Bitte schließen Sie die Zahlung ab, bevor sie abläuft.',
};
