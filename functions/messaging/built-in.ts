import { type BuiltInMail, type MailLocale } from '../../shared/domain/mail/mail';
import { renderTemplate } from '../../shared/domain/mail/template-language';
import { deMailLabels } from '../../shared/i18n/labels-mail.de';
import { enMailLabels } from '../../shared/i18n/labels-mail.en';

/** Only the mail dictionaries, not the screens': a Lambda that sends mail carries a few kilobytes of text. */
const TEXTS: Record<MailLocale, Record<keyof typeof enMailLabels, string>> = { en: enMailLabels, de: deMailLabels };

export interface RenderedMail {
  subject: string;
  text: string;
  html?: string;
}

/** A built-in mail that reads a value it was not given: the caller's mistake, so nothing is sent. */
export class MailParamsMissingError extends Error {
  override name = 'MailParamsMissingError';
}

/**
 * A built-in mail's subject and plain-text body in the locale, rendered with the one placeholder language
 * (the subject on one line, the body keeping its line breaks). Throws MailParamsMissingError when a placeholder has no
 * value (a condition's path may be absent: that is what it is for).
 */
export function renderBuiltIn(key: BuiltInMail, locale: MailLocale, params: Record<string, unknown>): RenderedMail {
  const texts = TEXTS[locale];
  const subject = renderTemplate(texts[`mail.${key}.subject`], params, { html: false });
  const text = renderTemplate(texts[`mail.${key}.body`], params, { html: false, lines: true });
  const missing = [...new Set([...subject.missing, ...text.missing])];
  if (missing.length > 0) throw new MailParamsMissingError(`The mail ${key} lacks ${missing.join(', ')}`);
  return { subject: subject.text, text: text.text };
}
