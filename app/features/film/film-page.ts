// What the private film page shows: the view its loader sends to the browser.
import type { Language } from "../../../domain/language.ts";

export interface FilmPageData {
  childName: string;
  language: Language;
  videoUrl: string;
  downloadUrl: string;
  captionsUrl: string;
  /** The page's own address, for sharing. */
  pageUrl: string;
}
