// The payment settings' rules, checked with the rest of the configuration (server/config.ts): the
// address links are made from, and when test mode, which gives every film away, is allowed (decision 022).
export type PaymentSettings = {
  PORT: number;
  PUBLIC_URL?: string | undefined;
  PAYMENTS?: "stripe" | "test" | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
};

/** The address links are made from: PUBLIC_URL, else this port on localhost; no trailing slash. */
export function publicUrlOf(env: Pick<PaymentSettings, "PORT" | "PUBLIC_URL">): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
}

/** An address only this machine reaches: a shop there can give films away to nobody but its tester. */
export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host === "[::1]" ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * What is wrong with the payment settings, each for the variable to change. Test mode gives every
 * film away, so a shop falls back to it only where nobody else can reach it (decision 022).
 */
export function paymentProblems(env: PaymentSettings): { variable: string; message: string }[] {
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    return [{ variable: "STRIPE_WEBHOOK_SECRET", message: "required with STRIPE_SECRET_KEY" }];
  }
  if (env.PAYMENTS === "stripe" && !env.STRIPE_SECRET_KEY) {
    return [
      { variable: "STRIPE_SECRET_KEY", message: "required with PAYMENTS=stripe (and STRIPE_WEBHOOK_SECRET)" },
    ];
  }
  if (env.PAYMENTS === "test" && env.STRIPE_SECRET_KEY) {
    return [
      {
        variable: "PAYMENTS",
        message: "PAYMENTS=test and STRIPE_SECRET_KEY both set: remove one (test mode gives every film away)",
      },
    ];
  }
  const publicUrl = publicUrlOf(env);
  // An address that is not one is reported as PUBLIC_URL's own problem.
  if (!URL.canParse(publicUrl) || !/^https?:/.test(publicUrl)) return [];
  if (env.PAYMENTS === undefined && !env.STRIPE_SECRET_KEY && !isLocalUrl(publicUrl)) {
    return [
      {
        variable: "PAYMENTS",
        message:
          `no Stripe key, so payments would run in test mode, where any buyer can press "Pay" and get ` +
          `a film free; that is allowed on a local PUBLIC_URL only, and it is ${publicUrl}. ` +
          `Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments, or PAYMENTS=test ` +
          `to run this shop in test mode on purpose.`,
      },
    ];
  }
  return [];
}
