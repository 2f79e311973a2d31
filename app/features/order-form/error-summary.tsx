// After a submit, the list of what to fix, announced at once, each item a link to its field.
import type { MessageKey } from "../../i18n/en.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { fieldLabel } from "./error-list.ts";
import { fieldId } from "./field-ids.ts";

export function ErrorSummary({ errors, headingLevel }: { errors: [string, string][]; headingLevel: 2 | 3 }) {
  const { t } = useLanguage();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // The alert region is always there, so screen readers announce what appears in it.
  return (
    <div role="alert">
      {errors.length > 0 && (
        <div className="rounded-2xl border-2 border-red-300 bg-night-950 p-4 sm:p-6">
          <Heading className="text-lg font-extrabold text-red-300">{t("order.errors.title")}</Heading>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {errors.map(([path, key]) => {
              const label = fieldLabel(t, path);
              const message = t(key as MessageKey);
              const text = label ? `${label}: ${message}` : message;
              return (
                <li key={path}>
                  {path === "form" ? (
                    text
                  ) : (
                    <a
                      href={`#${fieldId(path)}`}
                      onClick={(event) => {
                        const field = document.getElementById(fieldId(path));
                        if (!field) return;
                        event.preventDefault();
                        field.focus();
                      }}
                      className="text-snow-50 underline"
                    >
                      {text}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
