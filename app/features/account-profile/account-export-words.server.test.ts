// "Download my data" as the customer reads it, in English and Spanish: each film's video and Santa's
// voice in words, the order's status and history in words, the e-mails by what they were; a render
// that failed reads as a film still being made, and no storage key, id or engine text is written.
import { describe, expect, it } from "vitest";
import { anOrderFor, signedIn, testAuth, uniqueEmail } from "#server/accounts/account-data.test-support.ts";
import { exportAccountData } from "#server/accounts/account-export.ts";
import { aFailedRender, aFilmMade, eventsOn } from "#server/accounts/account-export.test-support.ts";
import { testDatabaseDrivers, useTestDatabase } from "#server/db/databases.test-support.ts";
import { findOrder } from "#server/orders/order-loaders.repository.ts";
import { exportInWords } from "./account-export-words.server.ts";

describe.each(testDatabaseDrivers())("the data export in words on $kind", (driver) => {
  const database = useTestDatabase(driver);

  it("says what was made for the customer and what happened, in their language", async () => {
    const { db } = database();
    const { user } = await signedIn(db, testAuth(db), uniqueEmail("words"));
    const order = await anOrderFor(db, user.email, ["Bea", "Teo"]);
    const [made, failed] = (await findOrder(db, { reference: order.reference }))!.films;
    await aFilmMade(db, made!.id, {
      renderedAt: new Date("2026-12-02T08:30:00Z"),
      durationMs: 95_400,
      videoKey: "films/be/bec1f00d0a1b2c3d4e5f60718293a4b5.mp4",
      speech: {
        voices: [
          { engine: "recording", voice: "", phrases: 3 },
          { engine: "polly", voice: "Matthew", phrases: 6 },
        ],
        fallbacks: [{ engine: "festival", reason: "failed", detail: "setpriv: failed to execute festival" }],
        spokenSeconds: 41.2,
      },
    });
    await aFailedRender(db, failed!.id, "ffmpeg exited with code 1 (encoding scene intro)");
    await eventsOn(db, order.id, [
      { type: "checkout_started", data: { provider: "stripe", sessionId: "cs_test_a1B2" } },
      { type: "refund_failed", data: { from: "paid", to: "paid", reason: "Stripe: no such charge" } },
      { type: "corrected", data: { film: 2, fields: ["wishes"], remake: true, by: "customer" } },
    ]);
    const data = (await exportAccountData(db, user.id))!;

    const english = exportInWords(data, "en");
    const [bea, teo] = english.orders[0]!.films;
    expect(english.orders[0]!.status).toBe("Paid");
    expect([bea!.video, bea!.santasVoice]).toEqual([
      "Made on December 2, 2026, 95 seconds long",
      "recordings by our Santa and Amazon Polly, a cloud voice service that received the words to say",
    ]);
    expect([teo!.video, teo!.santasVoice]).toEqual(["Being made", "Not recorded for this video"]);
    expect(english.orders[0]!.history.map((row) => row.what)).toEqual([
      "Order placed",
      "Payment received",
      "Payment page opened",
      "The refund could not be made automatically: our staff handles it",
      "Details of Teo corrected: the video will be made again",
    ]);
    expect(english.emails.map((email) => email.what)).toEqual(["Sign-in link", "Order confirmation"]);

    const spanish = exportInWords(data, "es");
    expect(spanish.orders[0]!.status).toBe("Pagado");
    expect(spanish.orders[0]!.films.map((film) => film.video)).toEqual([
      "Hecho el 2 de diciembre de 2026, de 95 segundos",
      "En preparación",
    ]);
    expect(spanish.orders[0]!.history[3]!.what).toBe(
      "El reembolso no se pudo hacer automáticamente: se ocupa nuestro equipo",
    );
    expect(spanish.emails.map((email) => email.what)).toEqual([
      "Enlace para iniciar sesión",
      "Confirmación del pedido",
    ]);

    for (const document of [english, spanish]) {
      const text = JSON.stringify(document);
      expect(text).not.toMatch(/films\/be|setpriv|ffmpeg|Stripe|cs_test|Matthew|"engine"|Key"|"id"/);
      expect(text).not.toContain(order.id);
      expect(text).not.toContain(user.id);
    }
  });
});
