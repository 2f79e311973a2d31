// POST /order/greeting — Santa saying the child's name, as the film will, for the parent to hear
// before paying (form fields: name, language, and respelling when the parent wrote how it sounds). Answers the audio, or a translation key saying why
// not: 400 for a name the order would refuse, 429 past the address's limit, 503 when the shop is busy
// or no voice can say it.
import { Readable } from "node:stream";
import { data } from "react-router";
import type { Route } from "./+types/order-greeting";
import { greetingRequestSchema } from "#domain/name-greeting.ts";
import { GREETING_CONTENT_TYPE } from "#server/greetings/greeting-audio-args.ts";
import { greetingAudio, GreetingBusy, GreetingUnavailable } from "#server/greetings/name-greeting.ts";
import { greetingsPerIp } from "#server/rate-limits/rate-limit.ts";
import { services } from "../services-context.ts";
import { retryAfterSeconds, withinClientLimit } from "../shared/client-rate-limit.server.ts";
import { postedForm } from "../shared/form-body.server.ts";
import { assertSameOrigin } from "../shared/session.server.ts";
import type { MessageKey } from "../i18n/en.ts";

const BUSY_RETRY_AFTER_SECONDS = "5";
const NO_STORE = { "Cache-Control": "no-store" };

const refuse = (reason: MessageKey, status: number, headers: Record<string, string> = {}) =>
  data({ reason }, { status, headers: { ...NO_STORE, ...headers } });

export async function action({ request, context }: Route.ActionArgs) {
  const shop = services(context);
  // Another site's page must not spend a visitor's greetings, nor the shop's voices.
  assertSameOrigin(context, request);
  const limit = greetingsPerIp(shop.config);
  if (!(await withinClientLimit(shop.db, request, limit))) {
    await request.body?.cancel().catch(() => undefined);
    return refuse("order.hear.tooMany", 429, { "Retry-After": retryAfterSeconds(limit) });
  }
  const form = await postedForm(request);
  const asked = greetingRequestSchema.safeParse({
    name: form.get("name"),
    respelling: form.get("respelling") ?? undefined,
    language: form.get("language"),
  });
  if (!asked.success)
    return refuse((asked.error.issues[0]?.message ?? "order.error.required") as MessageKey, 400);
  try {
    const key = await greetingAudio(
      {
        db: shop.db,
        storage: shop.storage,
        voices: shop.santaVoices(),
        ffmpeg: shop.ffmpegTools.ffmpeg(),
        workDir: shop.uploadsTmpDir,
      },
      asked.data,
    );
    const audio = await shop.storage.read(key);
    if (!audio) return refuse("order.hear.busy", 503, { "Retry-After": BUSY_RETRY_AFTER_SECONDS });
    return new Response(Readable.toWeb(audio) as ReadableStream, {
      headers: { ...NO_STORE, "Content-Type": GREETING_CONTENT_TYPE },
    });
  } catch (error) {
    if (error instanceof GreetingBusy)
      return refuse("order.hear.busy", 503, { "Retry-After": BUSY_RETRY_AFTER_SECONDS });
    if (error instanceof GreetingUnavailable) return refuse("order.hear.unavailable", 503);
    throw error;
  }
}
