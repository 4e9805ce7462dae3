import type { Language } from '../../../shared/constants';

interface Mail {
  subject: string;
  text: string;
}

/**
 * Mails of the sign-in flows, in the user's language. They hold template text, the operator's company
 * name and links built by the server only: never text a caller chose (a name typed into the registration
 * form could carry a link or markup, and the mail would carry it to whoever owns the address).
 */
export const authMails = {
  passwordReset(lang: Language, p: { link: string; tenantName: string }): Mail {
    return lang === 'de'
      ? {
          subject: `${p.tenantName}: Passwort zurücksetzen`,
          text: `Hallo,\n\njemand (hoffentlich Sie) hat ein neues Passwort angefordert. Öffnen Sie diesen Link, um es zu setzen:\n\n${p.link}\n\nDer Link gilt eine Stunde und nur einmal. Wenn Sie nichts angefordert haben, ignorieren Sie diese Nachricht.\n\n${p.tenantName}`,
        }
      : {
          subject: `${p.tenantName}: reset your password`,
          text: `Hello,\n\nsomeone (hopefully you) asked for a new password. Open this link to set it:\n\n${p.link}\n\nThe link works once and for one hour. If you did not ask for this, ignore this message.\n\n${p.tenantName}`,
        };
  },
  verifyEmail(lang: Language, p: { link: string; tenantName: string }): Mail {
    return lang === 'de'
      ? {
          subject: `${p.tenantName}: E-Mail-Adresse bestätigen`,
          text: `Hallo,\n\nbitte bestätigen Sie Ihre E-Mail-Adresse mit diesem Link:\n\n${p.link}\n\nDer Link gilt sieben Tage. Wenn Sie sich nicht registriert haben, ignorieren Sie diese Nachricht.\n\n${p.tenantName}`,
        }
      : {
          subject: `${p.tenantName}: confirm your e-mail address`,
          text: `Hello,\n\nplease confirm your e-mail address with this link:\n\n${p.link}\n\nThe link works for seven days. If you did not register, ignore this message.\n\n${p.tenantName}`,
        };
  },
  /** To the owner of an address someone tried to register again: the registration answer does not tell. */
  alreadyRegistered(lang: Language, p: { loginLink: string; resetLink: string; tenantName: string }): Mail {
    return lang === 'de'
      ? {
          subject: `${p.tenantName}: Sie haben bereits ein Konto`,
          text: `Hallo,\n\njemand (hoffentlich Sie) wollte sich mit dieser E-Mail-Adresse registrieren. Sie haben bereits ein Konto. Melden Sie sich hier an:\n\n${p.loginLink}\n\nPasswort vergessen? Hier können Sie ein neues anfordern:\n\n${p.resetLink}\n\nWenn Sie das nicht waren, ignorieren Sie diese Nachricht; an Ihrem Konto hat sich nichts geändert.\n\n${p.tenantName}`,
        }
      : {
          subject: `${p.tenantName}: you already have an account`,
          text: `Hello,\n\nsomeone (hopefully you) tried to register with this e-mail address. You already have an account. Sign in here:\n\n${p.loginLink}\n\nForgot your password? Ask for a new one here:\n\n${p.resetLink}\n\nIf this was not you, ignore this message; nothing about your account has changed.\n\n${p.tenantName}`,
        };
  },
};
