// The one way e-mail leaves the shop: an SMTP server when configured, otherwise .eml files on disk.
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Language } from "../../domain/language.ts";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** The outbox row's id: the same row always carries the same Message-ID, so a repeat can be spotted. */
  messageId: string;
  language: Language;
}

export interface MailTransport {
  /** Resolves once the SMTP server accepted the message or its file is in place. */
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

export interface MailTransportOptions {
  /** smtp://user:pass@host:587 or smtps://…; without it messages become files in outboxDir. */
  smtpUrl?: string | undefined;
  /** "Name <address>" the messages come from; its domain also names the Message-IDs. */
  from: string;
  outboxDir: string;
}

// A worker holds an outbox row locked while it sends: an unreachable server must fail fast.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailTransport({ smtpUrl, from, outboxDir }: MailTransportOptions): MailTransport {
  const domain = messageIdDomain(from);
  const message = (mail: OutgoingMail) => ({
    from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: `<${mail.messageId}@${domain}>`,
    headers: { "Content-Language": mail.language },
  });

  if (smtpUrl) {
    // One pooled transport for the whole process, reusing its connections from one e-mail to the next.
    const smtp = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 2,
      ...SMTP_TIMEOUTS,
    });
    return {
      async send(mail) {
        await smtp.sendMail(message(mail));
      },
      async close() {
        smtp.close();
      },
    };
  }

  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    async send(mail) {
      const info = await files.sendMail(message(mail));
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.messageId}.eml`;
      // Written aside and renamed: the outbox page never lists half a message.
      const temporary = path.join(outboxDir, `.${name}.tmp`);
      await writeFile(temporary, info.message);
      await rename(temporary, path.join(outboxDir, name));
    },
    async close() {
      files.close();
    },
  };
}

/** The domain of the sender's address: Message-IDs are `<id@domain>`. */
function messageIdDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split("@")[1]?.trim() || "localhost";
}
