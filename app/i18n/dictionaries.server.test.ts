import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { filmEn } from "./film.en.ts";
import { accountExportEn } from "./account-export.en.ts";
import { consoleKeys } from "./console-keys.ts";
import { consoleMessages, messagesFor } from "./dictionaries.server.ts";
import { dictionaryScope } from "./dictionary-scope.ts";

describe("the messages a page receives", () => {
  it("leave the account's and the outbox's messages out of the shop's pages", () => {
    for (const path of ["/", "/order", "/orders/abc", "/privacy", "/terms", "/no-such-page"]) {
      const messages = messagesFor("es", dictionaryScope(path));
      expect(messages["hero.title"], path).toBe(es["hero.title"]);
      expect(messages["order.price"], path).toBe(es["order.price"]);
      expect(messages["account.signIn.title"], path).toBeUndefined();
      expect(messages["devOutbox.meta.title"], path).toBeUndefined();
      expect(messages["film.download"], path).toBeUndefined();
    }
    // A film's progress shows on the order page.
    expect(messagesFor("es", dictionaryScope("/orders/abc"))["film.stage.ready"]).toBe(
      es["film.stage.ready"],
    );
  });

  it("give the private film page its own messages and the shop's, and not the account's", () => {
    const messages = messagesFor("es", dictionaryScope("/films/abc"));
    expect(messages["film.download"]).toBe(es["film.download"]);
    expect(messages["nav.home"]).toBe(es["nav.home"]);
    expect(messages["account.signIn.title"]).toBeUndefined();
  });

  it("give every page under /account the whole dictionary but the outbox's, the film page's, the console's and the data export's parts", () => {
    for (const path of ["/account", "/account/sign-in", "/account/email/confirm"]) {
      const messages = messagesFor("en", dictionaryScope(path));
      expect(Object.keys(messages).length, path).toBe(
        Object.keys(en).filter(
          (key) =>
            !key.startsWith("devOutbox.") &&
            !(key in filmEn) &&
            !consoleKeys.includes(key) &&
            !(key in accountExportEn),
        ).length,
      );
    }
    expect(dictionaryScope("/accounting")).toBe("shop");
  });

  it("give the development outbox its own messages and the shop's", () => {
    const messages = messagesFor("en", dictionaryScope("/dev/outbox"));
    expect(messages["devOutbox.meta.title"]).toBe(en["devOutbox.meta.title"]);
    expect(messages["nav.home"]).toBe(en["nav.home"]);
    expect(messages["account.signIn.title"]).toBeUndefined();
  });

  it("give the console's messages with its own layout alone: no scope of the root's holds them", () => {
    const operator = consoleMessages("es");
    expect(operator["console.nav.queue"]).toBe(es["console.nav.queue"]);
    expect(Object.keys(operator).sort()).toEqual([...consoleKeys].sort());
    for (const path of ["/console", "/console/dashboard", "/", "/account", "/films/abc", "/dev/outbox"]) {
      expect(messagesFor("es", dictionaryScope(path))["console.nav.queue"], path).toBeUndefined();
    }
  });
});
