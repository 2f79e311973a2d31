// /checkout/test/:session — the shop's own checkout in test mode (no Stripe key): the buyer chooses
// whether the payment succeeds or is declined, and the same "payment succeeded" path as Stripe's runs.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/checkout-test";
import { completeTestCheckout, findCheckoutBySession } from "#server/payments/checkout.ts";
import { buttonStyles } from "../components/ui/button-link.tsx";
import { useLanguage } from "../i18n/language-provider.tsx";
import { privatePageHeaders, privatePageMeta } from "../seo/private-page.ts";
import { relativeRedirect } from "../shared/relative-redirect.ts";
import { services } from "../services-context.ts";

function testCheckoutServices(context: Route.LoaderArgs["context"]) {
  const shop = services(context);
  // With Stripe configured this page does not exist, whatever session id is typed in.
  if (shop.payments.kind !== "test") throw data(null, { status: 404 });
  return shop;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const shop = testCheckoutServices(context);
  const checkout = await findCheckoutBySession(shop.db, params.session);
  if (!checkout) throw data(null, { status: 404 });
  return {
    reference: checkout.reference,
    totalCents: checkout.totalCents,
    films: checkout.films.map((film) => film.childName),
    payable: checkout.state === "awaiting_payment",
    orderPath: `/orders/${checkout.accessToken}`,
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const shop = testCheckoutServices(context);
  const outcome = (await request.formData()).get("outcome");
  if (outcome !== "pay" && outcome !== "decline") throw data(null, { status: 400 });
  const result = await completeTestCheckout(shop.checkout, params.session, outcome);
  if (result.outcome === "not_found") throw data(null, { status: 404 });
  // A path: the buyer stays on the address they used, whatever PUBLIC_URL says (decision 022).
  throw redirect(relativeRedirect(result.url, shop.config.PUBLIC_URL));
}

// One buyer's checkout.
export const headers = privatePageHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return privatePageMeta(matches, {
    title: "checkout.meta.title",
    description: "checkout.meta.description",
    values: { reference: loaderData.reference },
  });
}

const buttonBase =
  "inline-flex min-h-12 w-full items-center justify-center rounded-full px-6 py-3 text-lg font-bold disabled:opacity-60 sm:w-auto";

export default function TestCheckout({ loaderData }: Route.ComponentProps) {
  const { t, money } = useLanguage();
  const busy = useNavigation().state !== "idle";
  const { reference, totalCents, films, payable, orderPath } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <section
        aria-labelledby="test-mode-banner"
        className="rounded-2xl border-2 border-dashed border-gold-400 bg-gold-400/10 p-5 text-gold-300"
      >
        <h2 id="test-mode-banner" className="text-xl font-extrabold tracking-wide">
          {t("checkout.banner")}
        </h2>
        <p className="mt-2 text-snow-200">{t("checkout.bannerText")}</p>
      </section>

      <h1 className="mt-10 text-3xl font-extrabold sm:text-4xl">{t("checkout.title")}</h1>
      <p className="mt-2 text-lg text-snow-200">{t("checkout.reference", { reference })}</p>

      <div className="mt-8 rounded-2xl bg-night-900/80 p-6 ring-1 ring-night-700">
        <h2 className="text-xl font-bold">{t("checkout.films")}</h2>
        <ul className="mt-3 space-y-1 text-snow-200">
          {films.map((name, index) => (
            <li key={index}>{t("checkout.film", { name })}</li>
          ))}
        </ul>
        <p className="mt-4 flex justify-between border-t border-night-700 pt-4 text-xl font-extrabold">
          <span>{t("checkout.total")}</span>
          <span>{money(totalCents)}</span>
        </p>
      </div>

      {payable ? (
        <Form method="post" className="mt-8">
          <fieldset disabled={busy}>
            <legend className="text-lg font-bold">{t("checkout.choose")}</legend>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              <button
                type="submit"
                name="outcome"
                value="pay"
                className={`${buttonBase} ${buttonStyles.primary}`}
              >
                {t("checkout.pay", { total: money(totalCents) })}
              </button>
              <button
                type="submit"
                name="outcome"
                value="decline"
                className={`${buttonBase} ${buttonStyles.secondary}`}
              >
                {t("checkout.decline")}
              </button>
            </div>
          </fieldset>
        </Form>
      ) : (
        <div className="mt-8">
          <p className="text-lg">{t("checkout.notPayable")}</p>
          <Link to={orderPath} className="mt-4 inline-block font-bold text-gold-300 underline">
            {t("checkout.backToOrder")}
          </Link>
        </div>
      )}
    </div>
  );
}
