// Asks the shop for Santa's greeting of a name and plays it: loaded only when a parent taps "Hear
// Santa say it", so no page pays for it before (issue 44).
import type { Language } from "#domain/language.ts";
import type { MessageKey } from "../../i18n/en.ts";

export type GreetingOutcome = { played: true } | { played: false; reason: MessageKey };

export async function playGreeting(
  name: string,
  respelling: string,
  language: Language,
): Promise<GreetingOutcome> {
  const body = new FormData();
  body.set("name", name);
  if (respelling) body.set("respelling", respelling);
  body.set("language", language);
  let answer: Response;
  try {
    answer = await fetch("/order/greeting", { method: "POST", body });
  } catch {
    return { played: false, reason: "order.hear.failed" };
  }
  if (!answer.ok) {
    const refusal = (await answer.json().catch(() => ({}))) as { reason?: MessageKey };
    return { played: false, reason: refusal.reason ?? "order.hear.failed" };
  }
  const url = URL.createObjectURL(await answer.blob());
  const audio = new Audio(url);
  audio.addEventListener("ended", () => URL.revokeObjectURL(url), { once: true });
  try {
    await audio.play();
  } catch {
    URL.revokeObjectURL(url);
    return { played: false, reason: "order.hear.failed" };
  }
  return { played: true };
}
