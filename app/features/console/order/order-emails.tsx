// Every e-mail written for the order: its kind, recipient, when it was written, and whether it left
// or why not yet (the mailer's attempts and last error).
import { useLanguage } from "../../../i18n/language-provider.tsx";
import type { MessageKey } from "../../../i18n/en.ts";
import type { ConsoleEmail, ConsoleOrder } from "../console-order.ts";
import { useConsoleFormats } from "./console-formats.ts";

const cell = "py-2 pr-4 max-sm:block max-sm:py-0.5";

const KINDS: Record<string, MessageKey> = {
  order_confirmation: "console.order.email.order_confirmation",
  film_ready: "console.order.email.film_ready",
};

function EmailStatus({ email }: { email: ConsoleEmail }) {
  const { t } = useLanguage();
  const { moment } = useConsoleFormats();
  if (email.sentAt) return <>{t("console.order.emails.sent", { date: moment(email.sentAt) })}</>;
  if (email.lastError) {
    return (
      <span className="text-red-300">
        {t("console.order.emails.failing", { attempts: email.attempts, error: email.lastError })}
      </span>
    );
  }
  return <>{t("console.order.emails.waiting")}</>;
}

export function OrderEmails({ order }: { order: ConsoleOrder }) {
  const { t } = useLanguage();
  const { moment } = useConsoleFormats();
  const kind = (email: ConsoleEmail) => {
    const key = KINDS[email.kind];
    return key ? t(key) : email.kind;
  };
  return (
    <section aria-labelledby="order-emails" className="rounded-2xl bg-night-900 p-6 ring-1 ring-white/10">
      <h2 id="order-emails" className="mb-4 text-xl font-extrabold">
        {t("console.order.emails")}
      </h2>
      {order.emails.length === 0 ? (
        <p className="text-snow-200">{t("console.order.emails.none")}</p>
      ) : (
        // On a phone each e-mail reads as a short block: four columns do not fit its width.
        <table className="w-full text-left text-sm max-sm:block">
          <thead className="text-snow-300 max-sm:sr-only">
            <tr>
              <th scope="col" className="py-2 pr-4">
                {t("console.order.emails.kind")}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t("console.order.emails.recipient")}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t("console.order.emails.created")}
              </th>
              <th scope="col" className="py-2">
                {t("console.order.emails.status")}
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {order.emails.map((email) => (
              <tr key={email.id} className="border-t border-white/10 align-top max-sm:block max-sm:py-2">
                <td className={`${cell} font-semibold sm:font-normal`}>{kind(email)}</td>
                <td className={`${cell} break-all`}>{email.recipient}</td>
                <td className={cell}>
                  <time dateTime={email.createdAt}>{moment(email.createdAt)}</time>
                </td>
                <td className={cell}>
                  <EmailStatus email={email} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
