import type { Language } from '../../shared/constants';

interface Mail {
  subject: string;
  text: string;
}

/** Mails of the sign-in flows, in the user's language. */
export const authMails = {
  passwordReset(lang: Language, p: { name: string; link: string; tenantName: string }): Mail {
    return lang === 'de'
      ? {
          subject: `${p.tenantName}: Passwort zurücksetzen`,
          text: `Hallo ${p.name},\n\njemand (hoffentlich Sie) hat ein neues Passwort angefordert. Öffnen Sie diesen Link, um es zu setzen:\n\n${p.link}\n\nDer Link gilt eine Stunde und nur einmal. Wenn Sie nichts angefordert haben, ignorieren Sie diese Nachricht.\n\n${p.tenantName}`,
        }
      : {
          subject: `${p.tenantName}: reset your password`,
          text: `Hello ${p.name},\n\nsomeone (hopefully you) asked for a new password. Open this link to set it:\n\n${p.link}\n\nThe link works once and for one hour. If you did not ask for this, ignore this message.\n\n${p.tenantName}`,
        };
  },
  verifyEmail(lang: Language, p: { name: string; link: string; tenantName: string }): Mail {
    return lang === 'de'
      ? {
          subject: `${p.tenantName}: E-Mail-Adresse bestätigen`,
          text: `Hallo ${p.name},\n\nbitte bestätigen Sie Ihre E-Mail-Adresse mit diesem Link:\n\n${p.link}\n\nDer Link gilt sieben Tage.\n\n${p.tenantName}`,
        }
      : {
          subject: `${p.tenantName}: confirm your e-mail address`,
          text: `Hello ${p.name},\n\nplease confirm your e-mail address with this link:\n\n${p.link}\n\nThe link works for seven days.\n\n${p.tenantName}`,
        };
  },
};
