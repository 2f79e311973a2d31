// The order page's actions: the posted form read (an `intent`, the film, the confirmation, a note
// or a correction), handed to the console's use-case in the operator's name, and its outcome
// answered for the page to say. An order that does not exist is the 404 page.
import { data } from "react-router";
import { noteSchema } from "#domain/console-actions.ts";
import { correctionDraft, validateCorrection } from "#domain/customer-order.ts";
import { z } from "#domain/zod.ts";
import {
  runOrderAction,
  type OrderActionIntent,
  type OrderActionRequest,
} from "#server/console/actions/run-order-action.ts";
import { services } from "../../../services-context.ts";
import { operatorActor, requireOperator } from "../../../shared/operator.server.ts";
import { assertSameOrigin } from "../../../shared/session.server.ts";
import { postedForm } from "../../../shared/form-body.server.ts";
import type { ConsoleActionResult } from "./console-action-result.ts";

interface ActionArgs {
  request: Request;
  context: Parameters<typeof requireOperator>[0];
  params: { reference?: string };
}

const INTENTS = [
  "production.start",
  "order.cancel",
  "refund.retry",
  "email.resend",
  "note.add",
  "film.rerender",
  "film.correct",
  "film.reissueLink",
] as const satisfies readonly OrderActionIntent[];

/** The actions that cost money or lose work (the film made, the link the family has): ticked first. */
const CONFIRMED: ReadonlySet<OrderActionIntent> = new Set([
  "order.cancel",
  "film.rerender",
  "film.reissueLink",
]);

const FILM_INTENTS: ReadonlySet<OrderActionIntent> = new Set([
  "film.rerender",
  "film.correct",
  "film.reissueLink",
]);

const posted = z.object({
  intent: z.enum(INTENTS),
  film: z.coerce.number().int().min(1).max(100).optional(),
  confirm: z.literal("yes").optional(),
});

const badRequest = () => data(null, { status: 400 });

/** The use-case's request, or the answer that stops it here (not confirmed, not valid). */
function readRequest(reference: string, form: FormData): OrderActionRequest | ConsoleActionResult {
  const fields = posted.safeParse({
    intent: form.get("intent") ?? undefined,
    film: form.get("film") || undefined,
    confirm: form.get("confirm") ?? undefined,
  });
  if (!fields.success) throw badRequest();
  const { intent, film, confirm } = fields.data;
  if (FILM_INTENTS.has(intent) && film === undefined) throw badRequest();
  if (CONFIRMED.has(intent) && !confirm) return { intent, film, outcome: "unconfirmed" };
  switch (intent) {
    case "note.add": {
      const raw = String(form.get("text") ?? "");
      const text = noteSchema.safeParse(raw);
      return text.success
        ? { intent, reference, text: text.data }
        : { intent, outcome: "invalid_note", text: raw };
    }
    case "film.correct": {
      const values = correctionDraft((field) => form.get(field));
      const checked = validateCorrection(values);
      if (!checked.ok) return { intent, film, outcome: "invalid_correction", values, errors: checked.errors };
      return { intent, reference, film: film!, correction: checked.correction };
    }
    case "film.rerender":
    case "film.reissueLink":
      return { intent, reference, film: film! };
    default:
      return { intent, reference };
  }
}

export async function consoleOrderAction({
  request,
  context,
  params,
}: ActionArgs): Promise<ConsoleActionResult> {
  const operator = requireOperator(context, request);
  assertSameOrigin(context, request);
  const reference = (params.reference ?? "").slice(0, 40);
  const read = readRequest(reference, await postedForm(request));
  if ("outcome" in read) return read;
  const shop = services(context);
  const answer = await runOrderAction(
    {
      db: shop.db,
      payments: shop.payments,
      renderJobs: shop.renderJobs,
      publicUrl: shop.config.PUBLIC_URL,
      wakeMailer: shop.wakeMailer,
    },
    operatorActor(operator),
    read,
  );
  if (answer.outcome === "not_found") throw data(null, { status: 404 });
  return { intent: read.intent, ...("film" in read && { film: read.film }), ...answer };
}
