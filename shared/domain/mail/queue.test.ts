import { describe, expect, it } from 'vitest';
import { backoffSeconds, classifySendError, HIDDEN_LINK, redactRecord, resendMode } from './queue';

const named = (name: string, message: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(message), { name, ...extra });

describe('classifySendError', () => {
  it.each([
    ['SMTP 421', named('SMTPError', '421 4.7.0 Try again later'), 'transient', 'retrying', '421'],
    ['SMTP 451', named('SMTPError', '451 4.3.0 Local error in processing'), 'transient', 'retrying', '451'],
    ['SMTP 550', named('SMTPError', '550 5.1.1 User unknown'), 'permanent', 'bounced', '550'],
    ['SMTP 553', named('SMTPError', '553 5.1.3 Bad recipient address syntax'), 'permanent', 'bounced', '553'],
    ['an SMTP reply code property', named('Error', 'rejected', { responseCode: 554 }), 'permanent', 'bounced', '554'],
    ['SES throttling', named('ThrottlingException', 'Maximum sending rate exceeded'), 'transient', 'retrying', 'ThrottlingException'],
    ['SES MessageRejected', named('MessageRejected', 'Email address is not verified'), 'permanent', 'bounced', 'MessageRejected'],
    ['a refused connection', named('Error', 'connect ECONNREFUSED 127.0.0.1:25', { code: 'ECONNREFUSED' }), 'transient', 'retrying', 'ECONNREFUSED'],
    ['an unusable template', named('MailTemplateUnusableError', 'missing'), 'permanent', 'failed', 'MailTemplateUnusableError'],
    ['anything unknown', named('Error', 'something odd'), 'transient', 'retrying', 'Error'],
  ])('%s', (_label, err, kind, state, code) => {
    expect(classifySendError(err)).toMatchObject({ kind, state, code });
  });

  it('does not read a number inside an address or a version as an SMTP code', () => {
    expect(classifySendError(named('Error', 'timeout to mx550.example.com after 4.5 s')).kind).toBe('transient');
  });
});

describe('backoffSeconds', () => {
  it('doubles from 30 s and stops at 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(backoffSeconds)).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });
});

describe('resend and redaction', () => {
  it('resends a mail SES never accepted under its key, an accepted one as a new mail', () => {
    expect(resendMode({ state: 'failed' })).toBe('same-key');
    expect(resendMode({ state: 'bounced', sentAt: '2026-11-29T10:00:00Z' })).toBe('new-mail');
  });

  it('hides the links of the sign-in mails, and only theirs', () => {
    const mail = (builtIn: 'auth.passwordReset' | 'payment.receipt') => ({
      mail: {
        to: ['a@example.com'],
        locale: 'en' as const,
        template: { builtIn },
        params: { link: 'https://x.test/reset?token=secret', bookingNo: 7 },
        purpose: 'p',
      },
    });
    expect(redactRecord(mail('auth.passwordReset')).mail.params).toEqual({ link: HIDDEN_LINK, bookingNo: 7 });
    expect(redactRecord(mail('payment.receipt')).mail.params.link).toBe('https://x.test/reset?token=secret');
  });
});
