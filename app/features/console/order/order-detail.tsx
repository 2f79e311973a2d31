// The console's order page: its reference and state, the operator's actions, the buyer, each film,
// a zip of every photo, the history and the e-mails. While a film is queued or rendering the page
// asks the server again every few seconds; without JavaScript a reload shows the same.
import FileArchive from "lucide-react/icons/file-archive";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { fillPlaceholders } from "../../../i18n/translate.ts";
import { usePolling } from "../../../shared/use-polling.ts";
import { OrderActionForms } from "../actions/operator-action-forms.tsx";
import type { ConsoleActionResult } from "../actions/console-action-result.ts";
import type { ConsoleOrder } from "../console-order.ts";
import { consolePhotosZipPath } from "../console-links.ts";
import { OrderBuyer } from "./order-buyer.tsx";
import { OrderEmails } from "./order-emails.tsx";
import { OrderFilm } from "./order-film.tsx";
import { OrderTimeline } from "./order-timeline.tsx";

const POLL_MS = 3_000;

export function OrderDetail({
  order,
  result,
}: {
  order: ConsoleOrder;
  result: ConsoleActionResult | undefined;
}) {
  const { t, plural } = useLanguage();
  const photos = order.films.reduce((sum, film) => sum + film.photos.length, 0);
  usePolling(
    order.films.some((film) => film.renderState === "queued" || film.renderState === "rendering"),
    POLL_MS,
  );
  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold">
          {t("console.order.title", { reference: order.reference })}
        </h1>
        <p className="flex items-center gap-2">
          <span className="text-snow-200">{t("console.order.state")}</span>
          <span
            className="rounded-full bg-white/10 px-3 py-1 font-bold ring-1 ring-white/25"
            data-testid="order-state"
          >
            {t(`console.state.${order.state}`)}
          </span>
        </p>
      </header>
      <OrderActionForms order={order} result={result} />
      <OrderBuyer order={order} />
      {photos > 0 && (
        <p className="flex flex-wrap items-center gap-3">
          <a
            href={consolePhotosZipPath(order.reference)}
            download
            className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-snow-200/70 px-5 py-2 font-bold hover:border-white hover:bg-white/10"
          >
            <FileArchive aria-hidden="true" className="size-5" />
            {t("console.order.photos.zip")}
          </a>
          <span className="text-sm text-snow-200">
            {fillPlaceholders(plural("console.order.photos", photos), { count: photos })}
          </span>
        </p>
      )}
      {order.films.map((film) => (
        <OrderFilm key={film.id} order={order} film={film} />
      ))}
      <OrderTimeline order={order} />
      <OrderEmails order={order} />
    </div>
  );
}
