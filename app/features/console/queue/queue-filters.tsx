// The queue's filters as a GET form: the URL holds every choice, so a view can be shared and
// reloaded, and it works without JavaScript. Filtering keeps the sort and starts at page 1.
import Search from "lucide-react/icons/search";
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { DEFAULT_QUEUE_QUERY, QUEUE_SEARCH_MAX, type QueueQuery } from "#domain/console-queue.ts";
import { LANGUAGES } from "#domain/language.ts";
import { ORDER_STATES } from "#domain/order-states.ts";
import { PRODUCTION_MODES } from "#domain/production-mode.ts";
import { buttonStyles } from "../../../components/ui/button-link.tsx";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { CONSOLE_PATHS } from "../console-links.ts";

const fieldClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-snow-300/60 bg-night-950 px-3 py-2 text-snow-50";

const FIELDS = ["q", "state", "language", "from", "to", "mode"] as const;

/**
 * Shows the URL's choices after a navigation (back, a count link) without remounting the form, so
 * the focus stays in the field the operator pressed Enter in. A field changed since the last URL
 * is the operator's and keeps what they typed.
 */
function useFieldsFollow(query: QueueQuery) {
  const form = useRef<HTMLFormElement>(null);
  const shown = useRef<string[] | null>(null);
  const values = FIELDS.map((name) => query[name] ?? "");
  useEffect(() => {
    const before = shown.current;
    shown.current = values;
    if (!before) return;
    for (const [index, name] of FIELDS.entries()) {
      const field = form.current?.elements.namedItem(name);
      if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) continue;
      if (field.value === before[index]) field.value = values[index]!;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the values, not the array's identity
  }, values);
  return form;
}

export function QueueFilters({ query }: { query: QueueQuery }) {
  const { t } = useLanguage();
  const form = useFieldsFollow(query);
  return (
    <Form
      ref={form}
      method="get"
      action={CONSOLE_PATHS.queue}
      role="search"
      aria-label={t("console.queue.filters")}
      className="mb-6 grid grid-cols-2 gap-4 rounded-2xl bg-night-900 p-4 ring-1 ring-white/10 sm:p-6 lg:grid-cols-4"
    >
      <div className="col-span-2 lg:col-span-4">
        <label htmlFor="queue-q" className="block font-semibold">
          {t("console.queue.filter.q")}
        </label>
        <p id="queue-q-hint" className="text-sm text-snow-300">
          {t("console.queue.filter.qHint")}
        </p>
        <input
          id="queue-q"
          name="q"
          type="search"
          defaultValue={query.q ?? ""}
          maxLength={QUEUE_SEARCH_MAX}
          aria-describedby="queue-q-hint"
          autoComplete="off"
          className={fieldClass}
        />
      </div>
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor="queue-state" className="block font-semibold">
          {t("console.queue.filter.state")}
        </label>
        <select id="queue-state" name="state" defaultValue={query.state ?? ""} className={fieldClass}>
          <option value="">{t("console.queue.filter.anyState")}</option>
          {ORDER_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`console.state.${state}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor="queue-language" className="block font-semibold">
          {t("console.queue.filter.language")}
        </label>
        <select
          id="queue-language"
          name="language"
          defaultValue={query.language ?? ""}
          className={fieldClass}
        >
          <option value="">{t("console.queue.filter.anyLanguage")}</option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`console.language.${language}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="queue-from" className="block font-semibold">
          {t("console.queue.filter.from")}
        </label>
        <input
          id="queue-from"
          name="from"
          type="date"
          defaultValue={query.from ?? ""}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor="queue-to" className="block font-semibold">
          {t("console.queue.filter.to")}
        </label>
        <input id="queue-to" name="to" type="date" defaultValue={query.to ?? ""} className={fieldClass} />
      </div>
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor="queue-mode" className="block font-semibold">
          {t("console.queue.filter.mode")}
        </label>
        <select id="queue-mode" name="mode" defaultValue={query.mode ?? ""} className={fieldClass}>
          <option value="">{t("console.queue.filter.anyMode")}</option>
          {PRODUCTION_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`console.mode.${mode}`)}
            </option>
          ))}
        </select>
      </div>
      {query.sort !== DEFAULT_QUEUE_QUERY.sort && <input type="hidden" name="sort" value={query.sort} />}
      {query.direction !== DEFAULT_QUEUE_QUERY.direction && (
        <input type="hidden" name="direction" value={query.direction} />
      )}
      <div className="col-span-2 flex flex-wrap items-end gap-3 sm:col-span-1 lg:col-span-3">
        <button
          type="submit"
          className={`inline-flex min-h-11 items-center gap-2 rounded-full px-5 py-2 font-bold ${buttonStyles.primary}`}
        >
          <Search aria-hidden="true" className="size-4" />
          {t("console.queue.filter.apply")}
        </button>
        <Link
          to={CONSOLE_PATHS.queue}
          className="inline-flex min-h-11 items-center px-2 font-semibold underline hover:text-gold-300"
        >
          {t("console.queue.filter.clear")}
        </Link>
      </div>
    </Form>
  );
}
