// A real SMTP server for the browser tests (the `smtp-server` package): the shop sends its e-mails
// here, and the tests read what arrived over a small HTTP endpoint, parsed by mailparser.
import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { SMTP_SINK_HTTP_PORT, SMTP_SINK_PORT } from "./servers.ts";

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  language: string | undefined;
}

const received: ReceivedMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: mail.subject ?? "",
          text: mail.text ?? "",
          html: typeof mail.html === "string" ? mail.html : "",
          messageId: mail.messageId ?? "",
          language: mail.headers.get("content-language")?.toString(),
        });
        callback();
      })
      .catch((error: unknown) => callback(error as Error));
  },
});
smtp.listen(SMTP_SINK_PORT, "127.0.0.1");

createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  const to = url.searchParams.get("to")?.toLowerCase();
  const mails = to ? received.filter((mail) => mail.to.includes(to)) : received;
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify(mails));
}).listen(SMTP_SINK_HTTP_PORT, "127.0.0.1");
