// The landing page: its ten sections in the spec's order.
import type { Route } from "./+types/home";
import { publicPageHeaders } from "../http-cache.ts";
import { SCRIPTS_WHEN_NEEDED } from "../shared/script-start.ts";
import { formatCents } from "#domain/number-shape.ts";
import { FILM_PRICE_CENTS } from "#domain/shop.ts";
import { landingContent } from "../content/landing.server.ts";
import { resolveLanguage } from "../i18n/language.server.ts";
import { services } from "../services-context.ts";
import { examplePlayers, orderFormSettings, siteSettings } from "../site.server.ts";
import { pageMeta } from "../seo/page-meta.ts";
import { rootDataFrom } from "../seo/root-data.ts";
import { landingStructuredData } from "../seo/structured-data.ts";
import { Hero } from "../features/landing/hero.tsx";
import { HERO_POSTER_AVIF } from "../features/landing/hero-video.tsx";
import { HowItWorks } from "../features/landing/how-it-works.tsx";
import { Journey } from "../features/landing/journey.tsx";
import { Countdown } from "../features/landing/countdown.tsx";
import { Examples } from "../features/landing/examples.tsx";
import { Values } from "../features/landing/values.tsx";
import { Testimonials } from "../features/landing/testimonials.tsx";
import { Faq } from "../features/landing/faq.tsx";
import { FinalCta } from "../features/landing/final-cta.tsx";
import { OrderSection } from "../features/order-form/order-section.tsx";

export function loader({ request, url, context }: Route.LoaderArgs) {
  const { config } = services(context);
  const language = resolveLanguage(request, url);
  const content = landingContent[language];
  const players = examplePlayers(config, language);
  return {
    content,
    films: content.examples.flatMap((copy, index) => {
      const player = players[index];
      return player ? [{ ...copy, player }] : [];
    }),
    orderForm: orderFormSettings(config, language),
    contactEmail: siteSettings(config).contact.ordersEmail,
    serverNow: Date.now(),
  };
}

export const headers = publicPageHeaders;

/** Its parts that need the modules say so; a visitor who only reads never runs them (decision 031). */
export const handle = SCRIPTS_WHEN_NEEDED;

/** The hero poster is the largest paint: fetch it before the scripts. */
export const links: Route.LinksFunction = () => [
  { rel: "preload", as: "image", href: HERO_POSTER_AVIF, type: "image/avif", fetchPriority: "high" },
];

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataFrom(matches);
  if (!root || !loaderData) return [];
  const price = formatCents(FILM_PRICE_CENTS, root.numberShape);
  return [
    ...pageMeta(root, {
      path: "/",
      title: "meta.home.title",
      description: "meta.home.description",
      values: { price },
    }),
    ...landingStructuredData(root, loaderData.content.faq),
  ];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      <Hero />
      <HowItWorks steps={content.howItWorks} />
      <Journey steps={content.journey} />
      <Countdown serverNow={loaderData.serverNow} />
      <Examples films={loaderData.films} />
      <Values values={content.values} />
      <Testimonials testimonials={content.testimonials} />
      <Faq categories={content.faq} />
      <OrderSection form={loaderData.orderForm} contactEmail={loaderData.contactEmail} />
      <FinalCta />
    </>
  );
}
