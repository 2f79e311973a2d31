// The queue's pages: previous and next as links, and where the operator is.
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { Link } from "react-router";
import type { QueueQuery } from "#domain/console-queue.ts";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { consoleQueuePath } from "../console-links.ts";

const linkClass =
  "inline-flex min-h-11 items-center gap-1 rounded-full px-4 py-2 font-semibold ring-1 ring-white/20 hover:text-gold-300";

export function QueuePagination({ query, pages }: { query: QueueQuery; pages: number }) {
  const { t, number } = useLanguage();
  if (pages <= 1 && query.page === 1) return null;
  const previous = Math.min(query.page - 1, pages);
  return (
    <nav
      aria-label={t("console.queue.pages")}
      className="mt-6 flex flex-wrap items-center justify-between gap-3"
    >
      {previous >= 1 ? (
        <Link to={consoleQueuePath({ ...query, page: previous })} rel="prev" className={linkClass}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t("console.queue.pages.previous")}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-snow-200">
        {t("console.queue.pages.status", { page: number(query.page), pages: number(pages) })}
      </p>
      {query.page < pages ? (
        <Link to={consoleQueuePath({ ...query, page: query.page + 1 })} rel="next" className={linkClass}>
          {t("console.queue.pages.next")}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
