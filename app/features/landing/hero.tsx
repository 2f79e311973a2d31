// The hero: a looping snowy film behind the promise, the price badge and the two ways in.
import ShieldCheck from "lucide-react/icons/shield-check";
import Zap from "lucide-react/icons/zap";
import { FILM_PRICE_CENTS, TRUSTED_FAMILIES, USUAL_DELIVERY_HOURS } from "#domain/shop.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { ButtonLink } from "../../components/ui/button-link.tsx";
import { HOW_IT_WORKS_ID, ORDER_SECTION_ID } from "../../shared/landing-anchors.ts";
import { HeroVideo } from "./hero-video.tsx";

export function Hero() {
  const { t, money, number } = useLanguage();
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <HeroVideo />
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-night-950/70 via-night-950/60 to-night-950" />
      <div className="mx-auto flex min-h-[34rem] max-w-6xl flex-col items-start justify-center px-4 py-16 sm:min-h-[40rem]">
        <p className="rounded-full bg-gold-300 px-4 py-1 text-lg font-extrabold text-night-950 shadow">
          {t("hero.badge", { price: money(FILM_PRICE_CENTS) })}
        </p>
        <h1
          id="hero-title"
          className="mt-5 max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-6xl"
        >
          {t("hero.title")}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-snow-200 sm:text-xl">{t("hero.description")}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={`#${ORDER_SECTION_ID}`}>{t("hero.order")}</ButtonLink>
          <ButtonLink to={`#${HOW_IT_WORKS_ID}`} variant="secondary">
            {t("hero.how")}
          </ButtonLink>
        </div>
        <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-snow-200">
          <li className="flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="size-5 text-pine-400" />
            {t("hero.secure")}
          </li>
          <li className="flex items-center gap-2">
            <Zap aria-hidden="true" className="size-5 text-gold-300" />
            {t("hero.fast", { hours: USUAL_DELIVERY_HOURS })}
          </li>
        </ul>
        <p className="mt-3 text-sm text-snow-300">
          {t("hero.trust", { families: number(TRUSTED_FAMILIES) })}
        </p>
      </div>
    </section>
  );
}
