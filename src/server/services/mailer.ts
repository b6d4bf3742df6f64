import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the mail (a galley sent to a Kindle). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
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

/** nodemailer is loaded with the first mail, not at start-up (it is one of the slowest modules to load). */
function lazyTransport(create: (nodemailer: typeof import('nodemailer')) => Transporter): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => {
    if (!transport) {
      transport = import('nodemailer').then(create);
      // A failed load is retried with the next mail.
      transport.catch(() => (transport = undefined));
    }
    return transport;
  };
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    const host = new URL(smtpUrl).host;
    const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
    return {
      description: `SMTP ${host}`,
      async send(message) {
        await (await transport()).sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  const log = options.log ?? ((line: string) => console.log(line));
  return {
    description: `.eml files in ${path.resolve(options.mailDir)}`,
    async send(message) {
      const info = await (await transport()).sendMail({ from: options.from, ...message });
      await mkdir(options.mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.mailDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log(`Mail to ${message.to} "${message.subject}" written to ${file}${links.length ? ` (link: ${links.join(' ')})` : ''}`);
    },
  };
}
