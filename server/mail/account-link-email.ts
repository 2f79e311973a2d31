// The account's one-time link e-mails (sign in, confirm a new address), in the account's language.
import type { Language } from "../../domain/language.ts";
import { ACCOUNT_LINK_MINUTES } from "../../domain/account.ts";
import { escapeHtml as e, mailDocument } from "./html.ts";
import { mailTranslator } from "./mail-copy.ts";
import type { AccountLinkPayload } from "./mail-kinds.ts";
import type { RenderedMail } from "./mail-transport.ts";

type LinkCopy = "signIn" | "emailChange";

function renderAccountLink(copyKey: LinkCopy, payload: AccountLinkPayload, language: Language): RenderedMail {
  const t = mailTranslator(language);
  const copy = {
    subject: t(`${copyKey}.subject`),
    preview: t(`${copyKey}.preview`),
    intro: t(`${copyKey}.intro`),
    button: t(`${copyKey}.button`),
    expiry: t(`${copyKey}.expiry`, { minutes: ACCOUNT_LINK_MINUTES }),
    ignore: t(`${copyKey}.ignore`),
    brand: t("brand.name"),
  };
  const text = [copy.intro, `${copy.button}: ${payload.url}`, copy.expiry, copy.ignore, copy.brand].join(
    "\n\n",
  );
  const html = mailDocument({
    language,
    subject: copy.subject,
    preview: copy.preview,
    brand: copy.brand,
    body: `<p style="margin:0 0 16px;">${e(copy.intro)}</p>
<p style="margin:24px 0;"><a href="${e(payload.url)}" style="display:inline-block;padding:12px 24px;border-radius:6px;background-color:#b3261e;color:#ffffff;font-weight:bold;text-decoration:none;">${e(copy.button)}</a></p>
<p style="margin:0 0 16px;">${e(copy.expiry)}</p>
<p style="margin:0 0 16px;font-size:14px;color:#52606d;">${e(copy.ignore)}</p>`,
  });
  return { subject: copy.subject, html, text: `${text}\n` };
}

export const renderSignInLink = (payload: AccountLinkPayload, language: Language) =>
  renderAccountLink("signIn", payload, language);

export const renderEmailChangeLink = (payload: AccountLinkPayload, language: Language) =>
  renderAccountLink("emailChange", payload, language);
