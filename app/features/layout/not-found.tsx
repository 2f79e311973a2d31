// The 404 screen: the spec's words and a way home; the path is logged in the browser too.
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { useLanguage } from "../../i18n/language-provider.tsx";

export function NotFound() {
  const { t } = useLanguage();
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <p aria-hidden="true" className="text-7xl font-extrabold text-berry-500">
        {(404).toString()}
      </p>
      <h1 className="mt-4 text-3xl font-extrabold sm:text-4xl">{t("notFound.title")}</h1>
      <p className="mt-3 text-lg text-snow-200">{t("notFound.text")}</p>
      <Link
        to="/"
        className="mt-8 rounded-full bg-berry-600 px-6 py-3 text-lg font-bold text-white hover:bg-berry-700"
      >
        {t("notFound.home")}
      </Link>
    </div>
  );
}
