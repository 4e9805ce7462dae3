import type { enDocumentLabels } from './labels-documents.en';

/** German texts of printed documents (docs/decisions.md "Document templates"). Merged into ./de. */
export const deDocumentLabels: Record<keyof typeof enDocumentLabels, string> = {
  'documents.print': 'Drucken…',
  'documents.printLabel': 'Ein Dokument dieser Buchung drucken',
  'documents.loading': 'Vorlagen werden geladen…',
  'documents.none': 'Keine Druckvorlage passt zu dieser Buchung. Legen Sie eine unter Konfiguration › E-Mail-Vorlagen an (Art Druck, Kontext Buchung).',
  'documents.language': 'Sprache',
  'documents.downloaded': '{name} wurde heruntergeladen.',
  'documents.passengerList': 'Passagierliste (PDF)',
  'documents.noPassengerList': 'Keine Vorlage für die Passagierliste: Legen Sie eine Druckvorlage mit dem Schlüssel print.passengerList an.',
  'documents.livePreview': 'Live-Vorschau',
  'documents.livePreviewHint': 'Während der Eingabe mit Beispieldaten gerendert.',
  'documents.livePreviewFrame': 'Live-Vorschau der Druckvorlage',
  'documents.withBooking': 'Vorschau mit einer Buchung',
  'documents.bookingNo': 'Buchungsnummer',
  'documents.pdfWithBooking': 'PDF mit dieser Buchung',
  'documents.bookingNotFound': 'Keine Buchung {number}.',
  'documents.savedOnly': 'Das PDF verwendet die gespeicherte Vorlage.',
  'documents.kind.confirmation': 'Buchungsbestätigung',
  'documents.kind.voucher': 'Voucher',
  'documents.kind.offer': 'Angebot',
  'documents.kind.customerLetter': 'Kundenbrief',
  'documents.kind.passengerList': 'Passagierliste',
  'label.mailTemplates.schedule': 'Abfahrt',
};
