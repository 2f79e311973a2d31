// "Hear Santa say it" beside a child's name: Santa's greeting of the name as the film will say it,
// before the parent pays (issue 44). Only this button needs the scripts, and says so without them.
import { useState } from "react";
import Volume2 from "lucide-react/icons/volume-2";
import type { Language } from "#domain/language.ts";
import type { MessageKey } from "../../i18n/en.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";

type Hearing = { status: "idle" | "saying" | "played" } | { status: "refused"; reason: MessageKey };

export function HearName({
  name,
  respelling,
  language,
  hydrated,
  statusId,
}: {
  name: string;
  /** The parent's "How do you say it?": Santa says the name that way (decision 071). */
  respelling: string;
  language: Language;
  hydrated: boolean;
  statusId: string;
}) {
  const { t } = useLanguage();
  const [hearing, setHearing] = useState<Hearing>({ status: "idle" });
  const hear = async () => {
    if (hearing.status === "saying") return;
    if (!name.trim()) {
      setHearing({ status: "refused", reason: "order.hear.nameFirst" });
      return;
    }
    setHearing({ status: "saying" });
    const { playGreeting } = await import("./play-greeting.ts");
    const outcome = await playGreeting(name.trim(), respelling.trim(), language);
    setHearing(outcome.played ? { status: "played" } : { status: "refused", reason: outcome.reason });
  };
  const said =
    hearing.status === "saying"
      ? t("order.hear.saying")
      : hearing.status === "refused"
        ? t(hearing.reason)
        : "";
  return (
    <div className="mt-2">
      <button
        type="button"
        disabled={!hydrated}
        aria-disabled={hearing.status === "saying" || undefined}
        aria-describedby={statusId}
        onClick={() => void hear()}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-gold-300/70 px-3 py-2 text-sm font-bold text-gold-300 hover:bg-white/5 disabled:opacity-60"
      >
        <Volume2 aria-hidden="true" className="size-4" />
        {t(hearing.status === "played" ? "order.hear.again" : "order.hear.button")}
      </button>
      <p id={statusId} role="status" className="mt-1 min-h-5 text-sm text-snow-200">
        {said}
      </p>
      <noscript>
        <p className="text-sm text-snow-200">{t("order.hear.needsScript")}</p>
      </noscript>
    </div>
  );
}
