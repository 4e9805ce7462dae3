/**
 * English texts of the built-in mails (functions/messaging, docs/recipes-mail.md): `mail.<key>.subject` and
 * `mail.<key>.body` for each key of BUILT_IN_MAILS (shared/domain/mail/mail.ts), written in the placeholder language
 * of the operator templates (shared/domain/mail/template-language.ts). Bodies are plain text. Merged into ./en.
 * Auth mails carry the operator's name and links the server built only, never text a caller chose.
 */
export const enMailLabels = {
  'mail.auth.passwordReset.subject': '{{tenantName}}: reset your password',
  'mail.auth.passwordReset.body':
    'Hello,\n\nsomeone (hopefully you) asked for a new password. Open this link to set it:\n\n{{link}}\n\nThe link works once and for one hour. If you did not ask for this, ignore this message.\n\n{{tenantName}}',
  'mail.auth.verifyEmail.subject': '{{tenantName}}: confirm your e-mail address',
  'mail.auth.verifyEmail.body':
    'Hello,\n\nplease confirm your e-mail address with this link:\n\n{{link}}\n\nThe link works for seven days. If you did not register, ignore this message.\n\n{{tenantName}}',
  'mail.auth.alreadyRegistered.subject': '{{tenantName}}: you already have an account',
  'mail.auth.alreadyRegistered.body':
    'Hello,\n\nsomeone (hopefully you) tried to register with this e-mail address. You already have an account. Sign in here:\n\n{{loginLink}}\n\nForgot your password? Ask for a new one here:\n\n{{resetLink}}\n\nIf this was not you, ignore this message; nothing about your account has changed.\n\n{{tenantName}}',
  'mail.payment.receipt.subject': 'Payment receipt booking {{bookingNo}}',
  'mail.payment.receipt.body':
    'Thank you! We have received your payment.\n\nBooking: {{bookingNo}}\nAmount: {{amount}}\nFor: {{description}}\nDate: {{date}}\nReference: {{sessionId}}\n',
  'mail.payment.reminder.subject': 'Payment reminder for booking {{bookingNo}}',
  'mail.payment.reminder.body':
    'Dear guest,\n\nthe {{#if deposit}}deposit{{else}}payment{{/if}} of {{open}} {{currency}} for booking {{bookingNo}} was due on {{due}} and has not reached us yet. Please transfer it soon; if you have paid already, thank you and please ignore this mail.',
  'mail.booking.optionExpired.subject': 'Option {{bookingNo}} expired',
  'mail.booking.optionExpired.body': 'The option of booking {{bookingNo}} expired on {{date}}; its rooms are free again.',
  'mail.booking.waitingOffered.subject': 'Booking {{bookingNo}} can be confirmed now',
  'mail.booking.waitingOffered.body': 'Rooms for waiting booking {{bookingNo}} are free now; it can be confirmed in the booking file.',
  'mail.document.invoice.subject': '{{#if subject}}{{subject}}{{else}}Your invoice {{number}} for booking {{booking}}{{/if}}',
  'mail.document.invoice.body':
    '{{#if text}}{{text}}\n\n{{link}}{{else}}Hello{{#if name}} {{name}}{{/if}},\n\nplease find attached your invoice {{number}} for booking {{booking}} as PDF.\nOpen amount: {{open}}\n\nYou can also view and pay the invoice online:\n{{link}}\n\nKind regards\n{{company}}{{/if}}',
  'mail.document.voucher.subject': '{{#if subject}}{{subject}}{{else}}Your voucher for booking {{booking}}{{/if}}',
  'mail.document.voucher.body':
    '{{#if text}}{{text}}{{else}}Hello{{#if name}} {{name}}{{/if}},\n\nplease find attached your voucher for booking {{booking}} as PDF.\n\nKind regards\n{{company}}{{/if}}',
  'mail.guestform.reminder.subject': '{{company}}: your forms for {{arrival}}',
  'mail.guestform.reminder.body':
    'Hello{{#if name}} {{name}}{{/if}},\n\nyou arrive on {{arrival}} (booking {{bookingNo}}). Some of your forms are not complete yet: {{forms}}.\n\nPlease fill them in here:\n{{link}}\n\nKind regards\n{{company}}',
  'mail.guestform.summary.subject': '{{company}}: forms still missing for booking {{bookingNo}}',
  'mail.guestform.summary.body':
    'Hello{{#if name}} {{name}}{{/if}},\n\nyour group arrives on {{arrival}} (booking {{bookingNo}}). These forms are not complete yet:\n\n{{missing}}\n{{#if unreachable}}\n* We have no e-mail address for this guest: please forward the link or fill in the forms for them.\n{{/if}}\nYou can fill in the forms for everyone here:\n{{link}}\n\nKind regards\n{{company}}',
  'mail.booking.onlineConfirmed.subject': '{{company}}: your booking {{bookingNo}} is confirmed',
  'mail.booking.onlineConfirmed.body':
    'Hello{{#if name}} {{name}}{{/if}},\n\nthank you for your booking. We have received your payment of {{paid}} and your booking is confirmed.\n\nBooking: {{bookingNo}}\nWhat: {{what}}\nFrom {{from}} to {{to}}\nGuests: {{guests}}\nTotal: {{total}}\n\nYour invoice:\n{{invoice}}\n\nPlease fill in the guest forms before you arrive, each guest with their own link:\n{{forms}}\n\nKind regards\n{{company}}',
  'mail.schedule.notice.subject': '{{company}}: your booking {{bookingNo}}',
  'mail.schedule.notice.body':
    'Hello{{#if name}} {{name}}{{/if}},\n\na note about your booking {{bookingNo}}{{#if arrival}}: you arrive on {{arrival}}{{#if departure}} and leave on {{departure}}{{/if}}{{/if}}.\n\nKind regards\n{{company}}',
  'mail.account.test.subject': '{{company}}: test mail from {{account}}',
  'mail.account.test.body':
    'Hello,\n\nthis is a test mail sent through the mail account {{account}} ({{from}}). If you read it, the account sends.\n\n{{company}}',
  'mail.mailbox.answer.subject': '{{subject}}',
  'mail.mailbox.answer.body': '{{text}}',
} as const;
