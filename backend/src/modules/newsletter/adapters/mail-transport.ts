import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../../config.js';
import type { MailTransport } from '../ports.js';

/**
 * Outgoing email through nodemailer: SMTP when SMTP_HOST is configured; otherwise each message is built
 * by nodemailer's stream transport and written as an .eml file under MAIL_DIR, so a local run shows
 * exactly what would have been sent.
 */
export function createMailTransport(mail: Config['mail']): MailTransport {
  if (mail.smtp) {
    const { host, port, secure, user, pass } = mail.smtp;
    const transporter = nodemailer.createTransport({
      host,
      port,
      secure,
      ...(user ? { auth: { user, pass: pass ?? '' } } : {}),
      pool: true,
      maxConnections: 2,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      kind: 'smtp',
      async send(message) {
        const info = await transporter.sendMail({ from: mail.from, ...message });
        if (info.rejected.length > 0) throw new Error(`The SMTP server rejected ${info.rejected.join(', ')}`);
        return { messageId: info.messageId };
      },
      close: async () => transporter.close(),
    };
  }
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'files',
    async send(message) {
      const info = await transporter.sendMail({ from: mail.from, ...message });
      await mkdir(mail.dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.to.replace(/[^A-Za-z0-9@._-]/g, '_')}.eml`;
      const file = join(mail.dir, name);
      await writeFile(file, info.message as Buffer);
      return { messageId: info.messageId, file };
    },
    close: async () => {},
  };
}
