// The buyer's part of the order form: name, e-mail (with a did-you-mean for typos), the 18+ box
// and the terms box with links to the terms and the privacy policy.
import { useState, type ReactNode } from "react";
import { suggestEmail } from "#domain/email-suggestion.ts";
import type { OrderDraft } from "#domain/order-draft.ts";
import { TEXT_LIMITS } from "#domain/order-fields.ts";
import { searchWithLanguage } from "../../i18n/language-cookie.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { fieldId } from "./field-ids.ts";
import { Field, FieldError, RequiredMark, controlClass, describedBy } from "./form-field.tsx";

/** A message whose `{name}` placeholders are elements, such as links inside a sentence. */
function withParts(template: string, parts: Record<string, ReactNode>): ReactNode[] {
  return template
    .split(/\{(\w+)\}/)
    .map((piece, index) => (index % 2 === 1 ? <span key={index}>{parts[piece] ?? piece}</span> : piece));
}

function Checkbox({
  path,
  checked,
  error,
  onField,
  children,
}: {
  path: "confirmsAdult" | "acceptsTerms";
  checked: boolean;
  error: string | undefined;
  onField: (path: string, value: boolean) => void;
  children: ReactNode;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={fieldId(path)}
          name={path}
          type="checkbox"
          required
          checked={checked}
          onChange={(event) => onField(path, event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(path, false, Boolean(error))}
          className="mt-1 size-5 shrink-0 accent-gold-300"
        />
        <label htmlFor={fieldId(path)}>
          {children}
          <RequiredMark />
        </label>
      </div>
      <FieldError path={path} message={error} />
    </div>
  );
}

export function BuyerFields({
  draft,
  errorOf,
  onField,
}: {
  draft: OrderDraft;
  errorOf: (path: string) => string | undefined;
  onField: (path: string, value: string | boolean) => void;
}) {
  const { t, language } = useLanguage();
  const [emailLeft, setEmailLeft] = useState(false);
  const suggestion = emailLeft ? suggestEmail(draft.buyerEmail.trim()) : undefined;
  const search = searchWithLanguage("", language);
  const legalLink = (href: string, text: string) => (
    <a href={`${href}${search}`} target="_blank" rel="noopener" className="font-bold text-gold-300 underline">
      {text}
      <span className="sr-only"> {t("order.buyer.newTab")}</span>
    </a>
  );
  return (
    <fieldset className="space-y-4 rounded-2xl border border-white/15 p-4 sm:p-6">
      <legend className="px-2 text-xl font-extrabold text-gold-300">{t("order.buyer.legend")}</legend>
      <Field path="buyerName" label={t("order.buyer.name")} required error={errorOf("buyerName")}>
        {(control) => (
          <input
            {...control}
            type="text"
            required
            autoComplete="name"
            maxLength={TEXT_LIMITS.buyerName}
            value={draft.buyerName}
            onChange={(event) => onField("buyerName", event.target.value)}
            className={controlClass}
          />
        )}
      </Field>
      <div>
        <Field
          path="buyerEmail"
          label={t("order.buyer.email")}
          required
          hint={t("order.buyer.emailHint")}
          error={errorOf("buyerEmail")}
        >
          {(control) => (
            <input
              {...control}
              type="email"
              required
              autoComplete="email"
              maxLength={TEXT_LIMITS.email}
              value={draft.buyerEmail}
              onChange={(event) => onField("buyerEmail", event.target.value)}
              onFocus={() => setEmailLeft(false)}
              onBlur={() => setEmailLeft(true)}
              className={controlClass}
            />
          )}
        </Field>
        <div aria-live="polite">
          {suggestion && (
            <button
              type="button"
              onClick={() => {
                onField("buyerEmail", suggestion);
                document.getElementById(fieldId("buyerEmail"))?.focus();
              }}
              className="mt-2 rounded-full border-2 border-gold-300 px-4 py-1 font-bold text-gold-300 hover:bg-white/10"
            >
              {t("order.buyer.suggestion", { email: suggestion })}
            </button>
          )}
        </div>
      </div>
      <Checkbox
        path="confirmsAdult"
        checked={draft.confirmsAdult}
        error={errorOf("confirmsAdult")}
        onField={onField}
      >
        {t("order.buyer.adult")}
      </Checkbox>
      <Checkbox
        path="acceptsTerms"
        checked={draft.acceptsTerms}
        error={errorOf("acceptsTerms")}
        onField={onField}
      >
        {withParts(t("order.buyer.terms"), {
          terms: legalLink("/terms", t("order.buyer.termsLink")),
          privacy: legalLink("/privacy", t("order.buyer.privacyLink")),
        })}
      </Checkbox>
    </fieldset>
  );
}
