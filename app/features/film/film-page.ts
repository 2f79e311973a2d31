// What the private film page shows: the view its loader sends to the browser.
import type { Language } from "#domain/language.ts";

export interface FilmPageData {
  childName: string;
  language: Language;
  videoUrl: string;
  downloadUrl: string;
  /** The film's own language first (shown by default), then any other language it has captions in. */
  captions: { language: Language; url: string }[];
  /** The page's own address, for sharing. */
  pageUrl: string;
  /** The last day (YYYY-MM-DD) the film is kept after delivery (the privacy policy); unknown before delivery. */
  availableUntil?: string | undefined;
}
