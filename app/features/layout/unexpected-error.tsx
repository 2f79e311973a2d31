// The screen for a failure while rendering: a plain explanation and a way home, never a stack trace.
import { useLanguage } from "../../i18n/language-provider.tsx";

export function UnexpectedError() {
  const { t } = useLanguage();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold sm:text-4xl">{t("error.title")}</h1>
      <p className="mt-3 text-lg text-snow-200">{t("error.text")}</p>
      {/* A plain link: after a failure the router's own state may not be trustworthy. */}
      <a
        href="/"
        className="mt-8 rounded-full bg-berry-600 px-6 py-3 text-lg font-bold text-white hover:bg-berry-700"
      >
        {t("error.home")}
      </a>
    </div>
  );
}
