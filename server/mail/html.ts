// The e-mails' HTML: escaping, and the frame every message shares.

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Every value in an e-mail's HTML passes here: a child's name is the buyer's text, not markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** A paragraph of already-escaped HTML, with extra inline style. */
export function mailParagraph(content: string, style = ""): string {
  return `<p style="margin:0 0 16px;${style}">${content}</p>`;
}

/** The shop's red button, as mail clients render it: a link with inline padding and colour. */
export function mailButton(label: string, url: string): string {
  return `<p style="margin:24px 0 8px;"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 24px;border-radius:6px;background-color:#b3261e;color:#ffffff;font-weight:bold;text-decoration:none;">${escapeHtml(label)}</a></p>`;
}

/** The sign-off every message ends with. */
export function mailSignoff(signoff: string, team: string): string {
  return mailParagraph(`${escapeHtml(signoff)}<br>${escapeHtml(team)}`, "margin-top:24px;");
}

export interface MailDocument {
  language: string;
  subject: string;
  /** The line mail clients show after the subject. */
  preview: string;
  brand: string;
  /** The message's own HTML, its values already escaped. */
  body: string;
}

/** The frame every e-mail shares: a light, narrow, single column that mail clients render alike. */
export function mailDocument({ language, subject, preview, brand, body }: MailDocument): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${e(language)}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f6f1ea;">
<div style="display:none;max-height:0;overflow:hidden;">${e(preview)}</div>
<div role="article" aria-roledescription="email" aria-label="${e(subject)}" lang="${e(language)}" style="max-width:560px;margin:0 auto;padding:32px 24px;background-color:#ffffff;color:#1f2933;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;">
<h1 style="margin:0 0 24px;font-size:24px;line-height:1.2;color:#b3261e;">${e(brand)}</h1>
${body}
</div>
</body>
</html>
`;
}
