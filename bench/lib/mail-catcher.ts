// A real SMTP server inside a benchmark (the `smtp-server` package, as the tests use): the shop
// sends its e-mails to it over the network, and each one is noted with the moment it arrived, which
// is the moment it has left the shop.
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  /** performance.now() in this process when the message's last byte arrived. */
  arrivedAt: number;
}

export interface MailCatcher {
  /** For the shop's SMTP_URL. */
  url: string;
  mails: CaughtMail[];
  /** The first e-mail, arrived or still to come, that `matches`; rejects after `timeoutMs`. */
  waitFor(matches: (mail: CaughtMail) => boolean, timeoutMs: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // The shop's pooled connection must not hold up the end of the benchmark.
    closeTimeout: 200,
    onData(stream, session, callback) {
      let arrivedAt = 0;
      // Taken when the data ends, not when parsing ends: parsing is our cost, not the shop's.
      stream.once("end", () => (arrivedAt = performance.now()));
      simpleParser(stream).then(
        (mail) => {
          mails.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            arrivedAt: arrivedAt || performance.now(),
          });
          for (const listener of listeners) listener();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  const listening = server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => listening.once("listening", () => resolve()));
  const address = listening.address();
  if (!address || typeof address === "string") throw new Error("The SMTP server has no port");
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    waitFor(matches, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = mails.find(matches);
          if (!mail) return;
          cleanup();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`The e-mail did not arrive within ${Math.round(timeoutMs / 1000)} s`));
        }, timeoutMs);
        // A run that failed elsewhere must not wait out this timer before it can end.
        timer.unref();
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
