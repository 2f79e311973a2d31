// The queue's table: one row per order, the reference opening its detail, sortable column headers
// as links (aria-sort says which and how). On a phone it scrolls sideways in a labelled region the
// keyboard can reach.
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import ArrowUpDown from "lucide-react/icons/arrow-up-down";
import { Link } from "react-router";
import { QUEUE_PAGE_SIZE, sortedBy, type QueueQuery, type QueueSort } from "#domain/console-queue.ts";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { consoleQueuePath } from "../console-links.ts";
import type { QueueFilmView, QueueOrderView, QueueView } from "./queue-view.ts";
import { consoleOrderPath } from "../console-links.ts";

const dateTime = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

function SortHeader({ query, sort }: { query: QueueQuery; sort: QueueSort }) {
  const { t } = useLanguage();
  const current = query.sort === sort;
  const Icon = !current ? ArrowUpDown : query.direction === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={current ? (query.direction === "asc" ? "ascending" : "descending") : undefined}
      className="px-3 py-3"
    >
      <Link
        to={consoleQueuePath(sortedBy(query, sort))}
        className="inline-flex items-center gap-1 hover:text-gold-300"
      >
        {t(`console.queue.col.${sort}`)}
        <Icon aria-hidden="true" className={`size-4 ${current ? "text-gold-300" : "text-snow-300/60"}`} />
      </Link>
    </th>
  );
}

function Film({ film }: { film: QueueFilmView }) {
  const { t } = useLanguage();
  return (
    <li className="whitespace-nowrap">
      <span className="font-semibold">{film.childName}</span>{" "}
      <span className="text-snow-300">
        ({t(`console.language.${film.language}`)}
        {film.renderState && (
          <>, {t(`console.render.${film.renderState}`, { percent: film.renderProgress })}</>
        )}
        )
      </span>
    </li>
  );
}

function OrderRow({ order }: { order: QueueOrderView }) {
  const { t, money, locale } = useLanguage();
  return (
    <tr className="border-t border-white/10 align-top">
      <th scope="row" className="px-3 py-3 text-left font-mono font-bold">
        <Link to={consoleOrderPath(order.reference)} className="text-gold-300 underline hover:text-gold-400">
          {order.reference}
        </Link>
      </th>
      <td className="px-3 py-3 whitespace-nowrap">
        <time dateTime={order.createdAt}>{dateTime(locale).format(new Date(order.createdAt))}</time>
      </td>
      <td className="px-3 py-3">
        <span className="block font-semibold">{order.buyerName}</span>
        <span className="block break-all text-snow-300">{order.buyerEmail}</span>
      </td>
      <td className="px-3 py-3">
        <ul>
          {order.films.map((film, index) => (
            <Film key={index} film={film} />
          ))}
        </ul>
      </td>
      <td className="px-3 py-3 whitespace-nowrap">{t(`console.state.${order.state}`)}</td>
      <td className="px-3 py-3 whitespace-nowrap">
        {order.productionMode ? t(`console.mode.${order.productionMode}`) : t("console.queue.mode.none")}
      </td>
      <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">{money(order.totalCents)}</td>
    </tr>
  );
}

export function QueueTable({ view }: { view: QueueView }) {
  const { t, number } = useLanguage();
  const { query, orders, total } = view;
  const first = (query.page - 1) * QUEUE_PAGE_SIZE + 1;
  const caption = orders.length
    ? t("console.queue.caption", {
        first: number(first),
        last: number(first + orders.length - 1),
        total: number(total),
      })
    : t("console.queue.caption.none");
  return (
    <div
      role="region"
      aria-labelledby="queue-caption"
      tabIndex={0}
      className="overflow-x-auto rounded-2xl bg-night-900 ring-1 ring-white/10"
    >
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption id="queue-caption" className="text-snow-100 px-3 pt-4 pb-2 text-left text-base font-bold">
          {caption}
        </caption>
        <thead className="text-snow-200">
          <tr>
            <SortHeader query={query} sort="reference" />
            <SortHeader query={query} sort="created" />
            <SortHeader query={query} sort="buyer" />
            <th scope="col" className="px-3 py-3">
              {t("console.queue.col.films")}
            </th>
            <SortHeader query={query} sort="state" />
            <th scope="col" className="px-3 py-3">
              {t("console.queue.col.mode")}
            </th>
            <SortHeader query={query} sort="total" />
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <OrderRow key={order.reference} order={order} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
