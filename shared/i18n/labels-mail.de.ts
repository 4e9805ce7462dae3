import type { enMailLabels } from './labels-mail.en';

/** German texts of the built-in mails (see ./labels-mail.en). */
export const deMailLabels: Record<keyof typeof enMailLabels, string> = {
  'mail.auth.passwordReset.subject': '{{tenantName}}: Passwort zurücksetzen',
  'mail.auth.passwordReset.body':
    'Hallo,\n\njemand (hoffentlich Sie) hat ein neues Passwort angefordert. Öffnen Sie diesen Link, um es zu setzen:\n\n{{link}}\n\nDer Link gilt eine Stunde und nur einmal. Wenn Sie nichts angefordert haben, ignorieren Sie diese Nachricht.\n\n{{tenantName}}',
  'mail.auth.verifyEmail.subject': '{{tenantName}}: E-Mail-Adresse bestätigen',
  'mail.auth.verifyEmail.body':
    'Hallo,\n\nbitte bestätigen Sie Ihre E-Mail-Adresse mit diesem Link:\n\n{{link}}\n\nDer Link gilt sieben Tage. Wenn Sie sich nicht registriert haben, ignorieren Sie diese Nachricht.\n\n{{tenantName}}',
  'mail.auth.alreadyRegistered.subject': '{{tenantName}}: Sie haben bereits ein Konto',
  'mail.auth.alreadyRegistered.body':
    'Hallo,\n\njemand (hoffentlich Sie) wollte sich mit dieser E-Mail-Adresse registrieren. Sie haben bereits ein Konto. Melden Sie sich hier an:\n\n{{loginLink}}\n\nPasswort vergessen? Hier können Sie ein neues anfordern:\n\n{{resetLink}}\n\nWenn Sie das nicht waren, ignorieren Sie diese Nachricht; an Ihrem Konto hat sich nichts geändert.\n\n{{tenantName}}',
  'mail.payment.receipt.subject': 'Zahlungsbestätigung Buchung {{bookingNo}}',
  'mail.payment.receipt.body':
    'Vielen Dank! Wir haben Ihre Zahlung erhalten.\n\nBuchung: {{bookingNo}}\nBetrag: {{amount}}\nFür: {{description}}\nDatum: {{date}}\nReferenz: {{sessionId}}\n',
  'mail.payment.reminder.subject': 'Zahlungserinnerung zur Buchung {{bookingNo}}',
  'mail.payment.reminder.body':
    'Liebe Gäste,\n\ndie {{#if deposit}}Anzahlung{{else}}Zahlung{{/if}} über {{open}} {{currency}} zur Buchung {{bookingNo}} war am {{due}} fällig und ist bei uns noch nicht eingegangen. Bitte überweisen Sie sie bald; falls Sie schon gezahlt haben, danke und betrachten Sie diese Mail als gegenstandslos.',
  'mail.booking.optionExpired.subject': 'Option {{bookingNo}} abgelaufen',
  'mail.booking.optionExpired.body': 'Die Option der Buchung {{bookingNo}} ist am {{date}} abgelaufen; ihre Zimmer sind wieder frei.',
  'mail.booking.waitingOffered.subject': 'Buchung {{bookingNo}} kann jetzt bestätigt werden',
  'mail.booking.waitingOffered.body': 'Für die wartende Buchung {{bookingNo}} sind jetzt Zimmer frei; sie kann in der Buchungsakte bestätigt werden.',
  'mail.document.invoice.subject': '{{#if subject}}{{subject}}{{else}}Ihre Rechnung {{number}} zur Buchung {{booking}}{{/if}}',
  'mail.document.invoice.body':
    '{{#if text}}{{text}}\n\n{{link}}{{else}}Guten Tag{{#if name}} {{name}}{{/if}},\n\nanbei erhalten Sie Ihre Rechnung {{number}} zur Buchung {{booking}} als PDF.\nOffener Betrag: {{open}}\n\nSie können die Rechnung auch online ansehen und bezahlen:\n{{link}}\n\nMit freundlichen Grüßen\n{{company}}{{/if}}',
  'mail.document.voucher.subject': '{{#if subject}}{{subject}}{{else}}Ihr Voucher zur Buchung {{booking}}{{/if}}',
  'mail.document.voucher.body':
    '{{#if text}}{{text}}{{else}}Guten Tag{{#if name}} {{name}}{{/if}},\n\nanbei erhalten Sie Ihren Voucher zur Buchung {{booking}} als PDF.\n\nMit freundlichen Grüßen\n{{company}}{{/if}}',
  'mail.guestform.reminder.subject': '{{company}}: Ihre Formulare für den {{arrival}}',
  'mail.guestform.reminder.body':
    'Hallo{{#if name}} {{name}}{{/if}},\n\nSie reisen am {{arrival}} an (Buchung {{bookingNo}}). Einige Ihrer Formulare sind noch nicht vollständig: {{forms}}.\n\nBitte füllen Sie sie hier aus:\n{{link}}\n\nViele Grüße\n{{company}}',
  'mail.guestform.summary.subject': '{{company}}: Noch fehlende Formulare für Buchung {{bookingNo}}',
  'mail.guestform.summary.body':
    'Hallo{{#if name}} {{name}}{{/if}},\n\nIhre Gruppe reist am {{arrival}} an (Buchung {{bookingNo}}). Diese Formulare sind noch nicht vollständig:\n\n{{missing}}\n{{#if unreachable}}\n* Für diesen Gast haben wir keine E-Mail-Adresse: Bitte leiten Sie den Link weiter oder füllen Sie die Formulare für ihn aus.\n{{/if}}\nSie können die Formulare für alle hier ausfüllen:\n{{link}}\n\nViele Grüße\n{{company}}',
  'mail.booking.onlineConfirmed.subject': '{{company}}: Ihre Buchung {{bookingNo}} ist bestätigt',
  'mail.booking.onlineConfirmed.body':
    'Hallo{{#if name}} {{name}}{{/if}},\n\nvielen Dank für Ihre Buchung. Wir haben Ihre Zahlung über {{paid}} erhalten, Ihre Buchung ist bestätigt.\n\nBuchung: {{bookingNo}}\nWas: {{what}}\nVom {{from}} bis {{to}}\nGäste: {{guests}}\nGesamt: {{total}}\n\nIhre Rechnung:\n{{invoice}}\n\nBitte füllen Sie vor der Anreise die Gästeformulare aus, jeder Gast mit seinem eigenen Link:\n{{forms}}\n\nViele Grüße\n{{company}}',
  'mail.schedule.notice.subject': '{{company}}: Ihre Buchung {{bookingNo}}',
  'mail.schedule.notice.body':
    'Hallo{{#if name}} {{name}}{{/if}},\n\neine Nachricht zu Ihrer Buchung {{bookingNo}}{{#if arrival}}: Sie reisen am {{arrival}} an{{#if departure}} und am {{departure}} ab{{/if}}{{/if}}.\n\nViele Grüße\n{{company}}',
  'mail.account.test.subject': '{{company}}: Testmail von {{account}}',
  'mail.account.test.body': 'Hallo,\n\ndies ist eine Testmail über das Mailkonto {{account}} ({{from}}). Wenn Sie sie lesen, sendet das Konto.\n\n{{company}}',
  'mail.mailbox.answer.subject': '{{subject}}',
  'mail.mailbox.answer.body': '{{text}}',
};
