// The screen for a request the server refused before reading it: a body over its limit (413) or an
// address that does not decode (400). Says what happened and what to do, and leads home.
import { useLanguage } from "../../i18n/language-provider.tsx";

export type RefusedStatus = 400 | 413;

export function isRefusedStatus(value: unknown): value is RefusedStatus {
  return value === 400 || value === 413;
}

export function RequestRefused({ status }: { status: RefusedStatus }) {
  const { t } = useLanguage();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <p aria-hidden="true" className="text-7xl font-extrabold text-berry-500">
        {status.toString()}
      </p>
      <h1 className="mt-4 text-3xl font-extrabold sm:text-4xl">{t(`refused.${status}.title`)}</h1>
      <p className="mt-3 text-lg text-snow-200">{t(`refused.${status}.text`)}</p>
      {/* A plain link: the page that sent the refused request may be in any state. */}
      <a
        href="/"
        className="mt-8 rounded-full bg-berry-600 px-6 py-3 text-lg font-bold text-white hover:bg-berry-700"
      >
        {t("refused.home")}
      </a>
    </div>
  );
}
