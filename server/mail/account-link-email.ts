// The account's one-time link e-mails (sign in, confirm a new address), in the account's language.
import type { Language } from "#domain/language.ts";
import { ACCOUNT_LINK_MINUTES } from "#domain/account.ts";
import { escapeHtml as e, mailDocument } from "./html.ts";
import { mailTranslator } from "./mail-copy.ts";
import type { AccountLinkPayload, EmailChangeLinkPayload } from "./mail-kinds.ts";
import type { RenderedMail } from "./mail-transport.ts";

interface LinkCopy {
  subject: string;
  preview: string;
  /** What the link does, one paragraph each, before the button. */
  paragraphs: string[];
  button: string;
  expiry: string;
  ignore: string;
  brand: string;
}

function renderAccountLink(copy: LinkCopy, url: string, language: Language): RenderedMail {
  const text = [...copy.paragraphs, `${copy.button}: ${url}`, copy.expiry, copy.ignore, copy.brand].join(
    "\n\n",
  );
  const paragraphs = copy.paragraphs.map((paragraph) => `<p style="margin:0 0 16px;">${e(paragraph)}</p>`);
  const html = mailDocument({
    language,
    subject: copy.subject,
    preview: copy.preview,
    brand: copy.brand,
    body: `${paragraphs.join("\n")}
<p style="margin:24px 0;"><a href="${e(url)}" style="display:inline-block;padding:12px 24px;border-radius:6px;background-color:#b3261e;color:#ffffff;font-weight:bold;text-decoration:none;">${e(copy.button)}</a></p>
<p style="margin:0 0 16px;">${e(copy.expiry)}</p>
<p style="margin:0 0 16px;font-size:14px;color:#52606d;">${e(copy.ignore)}</p>`,
  });
  return { subject: copy.subject, html, text: `${text}\n` };
}

export function renderSignInLink(payload: AccountLinkPayload, language: Language): RenderedMail {
  const t = mailTranslator(language);
  const copy = {
    subject: t("signIn.subject"),
    preview: t("signIn.preview"),
    paragraphs: [t("signIn.intro")],
    button: t("signIn.button"),
    expiry: t("signIn.expiry", { minutes: ACCOUNT_LINK_MINUTES }),
    ignore: t("signIn.ignore"),
    brand: t("brand.name"),
  };
  return renderAccountLink(copy, payload.url, language);
}

/** Names the account that asked and what it would see, since whoever confirms lets it in. */
export function renderEmailChangeLink(payload: EmailChangeLinkPayload, language: Language): RenderedMail {
  const t = mailTranslator(language);
  const account = { account: payload.account };
  const copy = {
    subject: t("emailChange.subject", account),
    preview: t("emailChange.preview", account),
    paragraphs: [t("emailChange.intro", account), t("emailChange.sees"), t("emailChange.signedIn", account)],
    button: t("emailChange.button"),
    expiry: t("emailChange.expiry", { minutes: ACCOUNT_LINK_MINUTES }),
    ignore: t("emailChange.ignore", account),
    brand: t("brand.name"),
  };
  return renderAccountLink(copy, payload.url, language);
}
