import { describe, expect, it } from 'vitest';
import { MailParamsMissingError, renderBuiltIn } from '../built-in';

/** The account's test mail (`account.test`, sent by POST /api/mailaccount/{id}/test) in both languages. */
describe('the test mail of a mail account', () => {
  const params = { account: 'Office mail', from: 'office@bluereef.test', company: 'Blue Reef' };

  it.each([
    ['en', 'Blue Reef: test mail from Office mail', 'through the mail account Office mail (office@bluereef.test)'],
    ['de', 'Blue Reef: Testmail von Office mail', 'über das Mailkonto Office mail (office@bluereef.test)'],
  ] as const)('reads in %s', (locale, subject, body) => {
    const mail = renderBuiltIn('account.test', locale, params);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(body);
    expect(mail.text.trim().endsWith('Blue Reef')).toBe(true);
  });

  it('is refused without the account it names', () => {
    expect(() => renderBuiltIn('account.test', 'en', { from: 'x@y.test', company: 'C' })).toThrow(MailParamsMissingError);
  });
});
