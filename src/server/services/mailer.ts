import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The one way mail leaves the app: reset links now, Kindle sends and alerts later. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes, for the start-up log (no secrets). */
  readonly description: string;
}

export interface MailerOptions {
  /** smtp://user:pass@host:port or smtps://...; without it mail is written as .eml files. */
  smtpUrl?: string;
  /** Mail folder for .eml files (DATA_DIR/mail). */
  mailDir: string;
  from: string;
  /** Called with a line for each mail written to a file (default console.log). */
  log?: (line: string) => void;
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const host = new URL(options.smtpUrl).host;
    return {
      description: `SMTP ${host}`,
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const log = options.log ?? ((line: string) => console.log(line));
  return {
    description: `.eml files in ${path.resolve(options.mailDir)}`,
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.mailDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log(`Mail to ${message.to} "${message.subject}" written to ${file}${links.length ? ` (link: ${links.join(' ')})` : ''}`);
    },
  };
}
