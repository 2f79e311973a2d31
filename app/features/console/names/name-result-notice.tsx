// What came of the name library's last save (a recording or a pronunciation), delete or remake, in
// words.
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { fillPlaceholders } from "../../../i18n/translate.ts";
import { ResultNotice } from "../result-notice.tsx";
import type { NameActionResult, NameLibraryView } from "./name-library-view.ts";

export function NameResultNotice({
  result,
  limits,
}: {
  result: NameActionResult;
  limits: NameLibraryView["limits"];
}) {
  const { t, plural } = useLanguage();
  const text = (() => {
    switch (result.outcome) {
      case "saved":
      case "pronounced":
      case "unpronounced":
        return t(`console.names.result.${result.outcome}`, {
          name: result.name,
          language: t(`console.language.${result.language}`),
        });
      case "remade":
        return result.queued === 0
          ? t("console.names.result.remadeNone", { name: result.name })
          : fillPlaceholders(plural("console.names.result.remade", result.queued), {
              count: result.queued,
              name: result.name,
            });
      case "deleted":
        return t("console.names.result.deleted", { name: result.name });
      case "refused": {
        const max =
          result.reason === "console.names.error.name" ? limits.maxNameLength : limits.maxPronunciation;
        return t(result.reason, { mb: limits.maxMb, seconds: limits.maxSeconds, max });
      }
    }
  })();
  return <ResultNotice text={text} refused={result.outcome === "refused"} result={result} />;
}
