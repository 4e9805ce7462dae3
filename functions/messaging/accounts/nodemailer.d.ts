/**
 * The part of nodemailer (no types of its own, no @types installed) the SMTP sender uses
 * (functions/messaging/accounts/smtp.ts): its SMTP client alone, without the mailer and its MIME composer (the
 * whole package would put the send-mail Lambda 200 KB over its bundle budget; the message is built by mime.ts).
 */
declare module 'nodemailer/lib/smtp-connection' {
  interface SmtpConnectionOptions {
    host: string;
    port: number;
    secure: boolean;
    requireTLS?: boolean;
    ignoreTLS?: boolean;
    name?: string;
    connectionTimeout?: number;
    greetingTimeout?: number;
    socketTimeout?: number;
  }
  interface OAuth2Provider {
    getToken(renew: boolean, callback: (err: Error | null, accessToken?: string) => void): void;
    buildXOAuth2Token(accessToken: string): string;
  }
  interface SmtpError extends Error {
    code?: string;
    responseCode?: number;
    response?: string;
    command?: string;
  }
  class SMTPConnection {
    constructor(options: SmtpConnectionOptions);
    connect(callback: () => void): void;
    login(auth: { credentials: { user: string; pass: string } } | { oauth2: OAuth2Provider; user: string }, callback: (err?: SmtpError | null) => void): void;
    send(
      envelope: { from: string; to: string[] },
      message: string,
      callback: (err: SmtpError | null, info: { accepted: string[]; rejected: string[]; response: string }) => void,
    ): void;
    quit(): void;
    close(): void;
    on(event: 'error', listener: (err: SmtpError) => void): this;
    once(event: 'end', listener: () => void): this;
  }
  export = SMTPConnection;
}
