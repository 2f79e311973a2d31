// What came of the last save (a recording or a pronunciation) or delete, said at the top of the page and given the focus, since the
// entry acted on may have moved to the other list or gone.
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { useArrivalFocus } from "../../../shared/use-arrival-focus.ts";
import type { NameActionResult, NameLibraryView } from "./name-library-view.ts";

export function NameResultNotice({
  result,
  limits,
}: {
  result: NameActionResult;
  limits: NameLibraryView["limits"];
}) {
  const { t } = useLanguage();
  const notice = useArrivalFocus<HTMLParagraphElement>(result);
  const refused = result.outcome === "refused";
  const text = (() => {
    switch (result.outcome) {
      case "saved":
      case "pronounced":
      case "unpronounced":
        return t(`console.names.result.${result.outcome}`, {
          name: result.name,
          language: t(`console.language.${result.language}`),
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
  return (
    <p
      ref={notice}
      tabIndex={-1}
      autoFocus
      role={refused ? "alert" : "status"}
      className={`mb-6 rounded-xl p-4 font-semibold ring-1 ${
        refused ? "bg-berry-900/60 text-white ring-berry-500" : "bg-night-800 text-snow-50 ring-gold-300/50"
      }`}
    >
      {text}
    </p>
  );
}
