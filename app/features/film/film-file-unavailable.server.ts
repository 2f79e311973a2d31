// The family's film files when storage does not answer (a bucket's server stopped): 503 with
// Retry-After and a line in the film's language, where React Router would answer a bare 500
// (decision 057).
import type { Language } from "#domain/language.ts";
import { StoredFileUnavailable } from "#server/http/stored-file-response.ts";
import { logger } from "#server/logger.ts";
import { messagesFor } from "../../i18n/dictionaries.server.ts";
import { translate } from "../../i18n/translate.ts";
import { PRIVATE_FILE_CACHE } from "../../seo/private-page.ts";

/** "In a minute", as the line says: a server that restarts is back by then. */
export const STORAGE_RETRY_AFTER_SECONDS = 60;

/** What `sending` answers, or, when storage did not answer, the visitor told to try again soon. */
export async function unlessStorageDown(
  language: Language,
  sending: Promise<Response | undefined>,
): Promise<Response | undefined> {
  try {
    return await sending;
  } catch (error) {
    if (!(error instanceof StoredFileUnavailable)) throw error;
    // Not the request's failure but the storage's: a warning for the operators, with its cause.
    logger.warn({ err: error }, "storage did not answer; a film's file was not sent");
    return new Response(translate(messagesFor(language, "film"), "film.unavailable"), {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS),
        "Cache-Control": PRIVATE_FILE_CACHE,
        "X-Robots-Tag": "noindex",
      },
    });
  }
}
