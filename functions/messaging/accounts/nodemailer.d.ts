/**
 * The part of nodemailer (no types of its own, no @types installed) the SMTP sender uses
 * (functions/messaging/accounts/smtp.ts): an SMTP transport, its login check and one send.
 */
declare module 'nodemailer' {
  export interface SmtpOptions {
    host: string;
    port: number;
    secure: boolean;
    requireTLS?: boolean;
    ignoreTLS?: boolean;
    auth?: { user: string; pass: string } | { type: 'OAuth2'; user: string; accessToken: string };
    connectionTimeout?: number;
    greetingTimeout?: number;
    socketTimeout?: number;
    tls?: { rejectUnauthorized?: boolean };
  }
  export interface SendOptions {
    from: string;
    to: string[];
    subject: string;
    text: string;
    html?: string;
    messageId?: string;
    headers?: Record<string, string>;
    attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
  }
  export interface Transporter {
    sendMail(message: SendOptions): Promise<{ messageId: string; accepted: string[]; rejected: string[]; response: string }>;
    verify(): Promise<true>;
    close(): void;
  }
  export function createTransport(options: SmtpOptions): Transporter;
  const nodemailer: { createTransport: typeof createTransport };
  export default nodemailer;
}
