// The page an e-mailed one-time link opens (sign in, confirm a new address): opening it uses
// nothing, since mail scanners open links too; its one button posts the token. A used, altered or
// expired link says so and offers the way back.
import { Form, useNavigation } from "react-router";
import { ACCOUNT_LINK_MINUTES } from "#domain/account.ts";
import { buttonStyles, ButtonLink } from "../../components/ui/button-link.tsx";
import { useLanguage } from "../../i18n/language-provider.tsx";
import type { MessageKey } from "../../i18n/en.ts";

export interface LinkPageCopy {
  title: MessageKey;
  text: MessageKey;
  /** What the button does besides, said before it is pressed. */
  note?: MessageKey;
  button: MessageKey;
  invalidTitle: MessageKey;
  /** Has a {minutes} placeholder: how long such a link works. */
  invalidText: MessageKey;
  back: MessageKey;
}

export function LinkPage({
  copy,
  invalid,
  textValues,
  fields,
  backTo,
}: {
  copy: LinkPageCopy;
  invalid: boolean;
  /** Fills the text's placeholders (the address a sign-in link signs into). */
  textValues?: Record<string, string>;
  /** Hidden fields the button posts: the token, and where to go afterwards. */
  fields: Record<string, string>;
  backTo: string;
}) {
  const { t } = useLanguage();
  const submitting = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <div className="rounded-2xl bg-night-900 p-6 ring-1 ring-white/10 sm:p-10">
        {invalid ? (
          <>
            <h1 className="text-3xl font-extrabold">{t(copy.invalidTitle)}</h1>
            <p role="alert" className="text-snow-100 mt-4">
              {t(copy.invalidText, { minutes: ACCOUNT_LINK_MINUTES })}
            </p>
            <div className="mt-8">
              <ButtonLink to={backTo}>{t(copy.back)}</ButtonLink>
            </div>
          </>
        ) : (
          <>
            <h1 className="text-3xl font-extrabold">{t(copy.title)}</h1>
            <p className="text-snow-100 mt-4">{t(copy.text, textValues)}</p>
            {copy.note && <p className="text-snow-100 mt-4">{t(copy.note)}</p>}
            <Form method="post" className="mt-8">
              {Object.entries(fields).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <button
                type="submit"
                disabled={submitting}
                className={`inline-flex min-h-12 w-full items-center justify-center rounded-full px-6 py-3 text-lg font-bold disabled:opacity-70 ${buttonStyles.primary}`}
              >
                {t(copy.button)}
              </button>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The token is in the URL: keep it out of caches, other sites' logs and search engines. The
 * referrer stays on our own origin, so the form's POST without JavaScript still carries an Origin.
 */
export function linkPageHeaders() {
  return {
    "Cache-Control": "private, no-store",
    "Referrer-Policy": "same-origin",
    "X-Robots-Tag": "noindex",
  };
}
