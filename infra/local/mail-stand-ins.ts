import type { RuntimeEnvironment } from '../../functions/config';
import { startOAuthStandIn, type OAuthStandIn } from './oauth-stand-in';
import { startSmtpStandIn, type SmtpStandIn } from './smtp-stand-in';

/** The local SMTP account's login (`npm start`; docs/decisions/mail-accounts.md): host and port are printed at start. */
export const LOCAL_SMTP_USER = 'mail@demo.test';
export const LOCAL_SMTP_PASSWORD = 'demo-pass-1';

export interface MailStandIns {
  smtp: SmtpStandIn;
  oauth: OAuthStandIn;
  /** What the Lambdas read of them (functions/config.ts). */
  env: Pick<RuntimeEnvironment, 'MAIL_OAUTH_LOCAL_URL' | 'MAIL_LOCAL_SMTP'>;
  stop(): Promise<void>;
}

/** The local SMTP server and OAuth provider of mail accounts, wired: the SMTP server takes the provider's access tokens. */
export async function startMailStandIns(opts: { users?: Record<string, string> } = {}): Promise<MailStandIns> {
  const smtp = await startSmtpStandIn({ users: opts.users ?? { [LOCAL_SMTP_USER]: LOCAL_SMTP_PASSWORD } });
  const oauth = await startOAuthStandIn().catch(async (err: unknown) => {
    await smtp.stop();
    throw err;
  });
  smtp.checkToken = (user, token) => oauth.validAccessToken(user, token);
  return {
    smtp,
    oauth,
    env: { MAIL_OAUTH_LOCAL_URL: oauth.url, MAIL_LOCAL_SMTP: smtp.hostPort },
    stop: async () => {
      await Promise.all([smtp.stop(), oauth.stop()]);
    },
  };
}
