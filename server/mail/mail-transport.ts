// The one way e-mail leaves the shop: an SMTP server when configured, otherwise .eml files on disk.
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Language } from "#domain/language.ts";

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
  /**
   * Resolves once the SMTP server accepted the message or its file is in place. Rejects when
   * `signal` aborts or MAIL_SEND_LIMIT_MS have passed, whichever comes first: the conversation is
   * cut off then, so nothing of this send reaches the server afterwards.
   */
  send(mail: OutgoingMail, signal?: AbortSignal): Promise<void>;
  close(): Promise<void>;
}

export interface MailTransportOptions {
  /** smtp://user:pass@host:587 or smtps://…; without it messages become files in outboxDir. */
  smtpUrl?: string | undefined;
  /** "Name <address>" the messages come from; its domain also names the Message-IDs. */
  from: string;
  outboxDir: string;
}

/**
 * Every limit of one SMTP conversation, explicit rather than nodemailer's defaults (two minutes to
 * connect, ten of silence): a worker holds its outbox row claimed while it sends, and a killed
 * worker's row waits for that claim to run out. `connectionTimeout` covers the DNS lookup, every
 * address tried and (with `greetingTimeout`) the server's greeting; `socketTimeout` is one silence
 * in the conversation after that, the wait for the answer to the message's last line included.
 */
export const SMTP_TIMEOUTS = {
  dnsTimeout: 10_000,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

/**
 * The longest one send may take: connecting, then one silence's worth of conversation. A server
 * that answers every command just in time (which no socket timeout notices) is cut off here too,
 * so a row's claim can be derived from it (SEND_CLAIM_SECONDS in outbox.repository.ts).
 */
export const MAIL_SEND_LIMIT_MS = SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.socketTimeout;

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
      async send(mail, signal) {
        // nodemailer closes the connection delivering an aborted message: the server never sees
        // its end, so it delivers nothing of it (unless its acceptance was already on the way).
        await smtp.sendMail({ ...message(mail), signal: sendLimit(signal) });
      },
      async close() {
        smtp.close();
      },
    };
  }

  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    async send(mail, signal) {
      const limit = sendLimit(signal);
      const info = await files.sendMail({ ...message(mail), signal: limit });
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.messageId}.eml`;
      // Written aside and renamed: the outbox page never lists half a message.
      const temporary = path.join(outboxDir, `.${name}.tmp`);
      await writeFile(temporary, info.message, { signal: limit });
      limit.throwIfAborted();
      await rename(temporary, path.join(outboxDir, name));
    },
    async close() {
      files.close();
    },
  };
}

/** The caller's signal, if any, bounded by the transport's own limit. */
function sendLimit(signal: AbortSignal | undefined): AbortSignal {
  const limit = AbortSignal.timeout(MAIL_SEND_LIMIT_MS);
  return signal ? AbortSignal.any([signal, limit]) : limit;
}

/** The domain of the sender's address: Message-IDs are `<id@domain>`. */
function messageIdDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split("@")[1]?.trim() || "localhost";
}
