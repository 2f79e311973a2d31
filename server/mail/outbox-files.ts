// The .eml files the mailer writes when no SMTP server is configured, read back for the development
// server's outbox page.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config.ts";

export interface OutboxFile {
  name: string;
  subject: string;
  to: string;
  date: Date;
  sizeBytes: number;
}

/**
 * The outbox pages exist only on the development server (`--dev`), and only while e-mails go to files
 * rather than out. Not NODE_ENV, which a server started another way may lack: its sign-in links
 * would be anybody's to read (decision 022).
 */
export function outboxPagesEnabled(config: Pick<Config, "dev" | "SMTP_URL">): boolean {
  return config.dev && !config.SMTP_URL;
}

// Only names the transport writes: no separators, no dot-files (half-written ones), nothing to climb out with.
const FILE_NAME = /^[\w-][\w.-]*\.eml$/;

/** The messages, newest first; none when nothing was written yet. */
export async function listOutboxFiles(outboxDir: string): Promise<OutboxFile[]> {
  const names = await readdir(outboxDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const files = await Promise.all(
    names
      .filter((name) => FILE_NAME.test(name))
      .map(async (name): Promise<OutboxFile> => {
        const file = path.join(outboxDir, name);
        const [raw, info] = await Promise.all([readFile(file, "latin1"), stat(file)]);
        const headers = parseHeaders(headerBlock(raw));
        const date = new Date(headers.get("date") ?? "");
        return {
          name,
          subject: headers.get("subject") ?? "",
          to: headers.get("to") ?? "",
          date: Number.isNaN(date.getTime()) ? info.mtime : date,
          sizeBytes: info.size,
        };
      }),
  );
  return files.sort((a, b) => b.date.getTime() - a.date.getTime() || b.name.localeCompare(a.name));
}

/** The whole message as written, or undefined for a name that is not an outbox file. */
export async function readOutboxFile(outboxDir: string, name: string): Promise<string | undefined> {
  if (!FILE_NAME.test(name) || name !== path.basename(name)) return undefined;
  return readFile(path.join(outboxDir, name), "latin1").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
}

/** The HTML alternative of a message as nodemailer composes it (multipart, quoted-printable or base64). */
export function htmlPartOf(raw: string): string | undefined {
  const headers = parseHeaders(headerBlock(raw));
  const contentType = headers.get("content-type") ?? "text/plain";
  const body = raw.slice(headerBlock(raw).length).replace(/^\r?\n\r?\n/, "");
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith("--")) break;
      const html = htmlPartOf(part.replace(/^\r?\n/, ""));
      if (html !== undefined) return html;
    }
    return undefined;
  }
  if (!/^text\/html/i.test(contentType)) return undefined;
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const bytes =
    encoding === "base64"
      ? Buffer.from(body, "base64")
      : encoding === "quoted-printable"
        ? quotedPrintableBytes(body)
        : Buffer.from(body, "latin1");
  return bytes.toString("utf8");
}

function headerBlock(raw: string): string {
  const end = /\r?\n\r?\n/.exec(raw);
  return end ? raw.slice(0, end.index) : raw;
}

/** Header names in lower case, folded lines joined, encoded words (`=?UTF-8?Q?…?=`) decoded. */
function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(
      /=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g,
      (_word, charset: string, encoding: string, text: string) => {
        const bytes =
          encoding.toUpperCase() === "B"
            ? Buffer.from(text, "base64")
            : quotedPrintableBytes(text.replaceAll("_", " "));
        return new TextDecoder(charset.toLowerCase() === "utf-8" ? "utf-8" : charset).decode(bytes);
      },
    );
}

function quotedPrintableBytes(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(joined.charCodeAt(index) & 0xff);
    }
  }
  return Buffer.from(bytes);
}
