// Share the film's private link: the device's own share sheet where there is one, otherwise the
// link copied to the clipboard, and said either way.
import { useState } from "react";
import Share2 from "lucide-react/icons/share-2";
import { buttonStyles } from "../../components/ui/button-link.tsx";
import { useLanguage } from "../../i18n/language-provider.tsx";

export function ShareButton({ url, title }: { url: string; title: string }) {
  const { t } = useLanguage();
  const [said, setSaid] = useState("");
  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is the person's choice, not a failure to report.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setSaid(t("film.copied"));
    } catch {
      setSaid(t("film.copyFailed", { url }));
    }
  }
  return (
    <>
      <button
        type="button"
        onClick={() => void share()}
        className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-lg font-bold ${buttonStyles.secondary}`}
      >
        <Share2 aria-hidden="true" className="size-5" />
        {t("film.share")}
      </button>
      <p role="status" className="w-full text-center text-sm text-snow-200 empty:hidden">
        {said}
      </p>
    </>
  );
}
