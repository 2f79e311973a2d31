// The operator's actions on an order and on each of its films, only those the order's state allows
// now (domain/console-actions.ts, which the server checks again): plain forms that post to the
// order's route, with a ticked confirmation where the action costs money or loses work.
import { useActionData } from "react-router";
import { childDraft } from "#domain/child-details.ts";
import {
  correctionRemakes,
  filmActionsAllowed,
  NOTE_LENGTH,
  orderActionsAllowed,
} from "#domain/console-actions.ts";
import { CORRECTION_DETAILS } from "#domain/customer-order.ts";
import { profileInputClass } from "../../../components/ui/labelled-field.tsx";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import type { ConsoleFilm, ConsoleOrder } from "../console-order.ts";
import { ActionButton, ActionForm, Confirmation } from "./action-form.tsx";
import { ActionNotice } from "./action-notice.tsx";
import type { ConsoleActionResult } from "./console-action-result.ts";
import { FilmCorrectionForm } from "./film-correction-form.tsx";

const card = "space-y-3 rounded-xl bg-night-800/60 p-4 ring-1 ring-white/10";

function ResendForm({ reference }: { reference: string }) {
  const { t } = useLanguage();
  return (
    <ActionForm reference={reference} intent="email.resend">
      <ActionButton>{t("console.actions.resend")}</ActionButton>
    </ActionForm>
  );
}

function NoteForm({ reference, result }: { reference: string; result: ConsoleActionResult | undefined }) {
  const { t } = useLanguage();
  const refused = result?.outcome === "invalid_note" ? result : undefined;
  return (
    <ActionForm reference={reference} intent="note.add" className={`${card} sm:col-span-2`}>
      <label htmlFor="console-note" className="block font-semibold">
        {t("console.actions.note")}
      </label>
      <p id="console-note-hint" className="text-sm text-snow-300">
        {t("console.actions.note.hint", { max: NOTE_LENGTH.max })}
      </p>
      <textarea
        id="console-note"
        name="text"
        rows={3}
        required
        maxLength={NOTE_LENGTH.max}
        // A refused note comes back as typed; an added one leaves the box empty for the next.
        key={result?.outcome === "note_added" ? "added" : "typing"}
        defaultValue={refused?.text ?? ""}
        aria-invalid={refused ? true : undefined}
        aria-describedby="console-note-hint"
        className={profileInputClass}
      />
      <ActionButton>{t("console.actions.note.submit")}</ActionButton>
    </ActionForm>
  );
}

export function OrderActionForms({
  order,
  result,
}: {
  order: ConsoleOrder;
  result: ConsoleActionResult | undefined;
}) {
  const { t, money } = useLanguage();
  const allowed = orderActionsAllowed(order);
  const { reference } = order;
  return (
    <section aria-labelledby="console-actions-title" className="mt-8">
      <h2 id="console-actions-title" className="mb-4 text-2xl font-bold">
        {t("console.actions.title")}
      </h2>
      {result && (
        <ActionNotice result={result}>
          {result.outcome === "link_reissued" && allowed.resendEmail && (
            <>
              <p className="font-normal">{t("console.actions.result.linkReissued.resend")}</p>
              <ResendForm reference={reference} />
            </>
          )}
        </ActionNotice>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {allowed.startProduction && (
          <ActionForm reference={reference} intent="production.start" className={card}>
            <p className="text-sm text-snow-200">{t("console.actions.start.hint")}</p>
            <ActionButton variant="primary">{t("console.actions.start")}</ActionButton>
          </ActionForm>
        )}
        {allowed.retryRefund && (
          <ActionForm reference={reference} intent="refund.retry" className={card}>
            <p className="text-sm text-snow-200">{t("console.actions.retryRefund.hint")}</p>
            <ActionButton variant="primary">{t("console.actions.retryRefund")}</ActionButton>
          </ActionForm>
        )}
        {allowed.resendEmail && (
          <div className={card}>
            <p className="text-sm text-snow-200">{t("console.actions.resend.hint")}</p>
            <ResendForm reference={reference} />
          </div>
        )}
        {allowed.cancel && (
          <ActionForm reference={reference} intent="order.cancel" className={card}>
            <Confirmation id="console-cancel">
              {allowed.cancel === "refund"
                ? t("console.actions.refund.confirm", { total: money(order.totalCents) })
                : t("console.actions.cancel.confirm")}
            </Confirmation>
            <ActionButton>
              {allowed.cancel === "refund" ? t("console.actions.refund") : t("console.actions.cancel")}
            </ActionButton>
          </ActionForm>
        )}
        <NoteForm reference={reference} result={result} />
      </div>
    </section>
  );
}

export function FilmActionForms({ order, film }: { order: ConsoleOrder; film: ConsoleFilm }) {
  const { t } = useLanguage();
  const result = useActionData<ConsoleActionResult>();
  const allowed = filmActionsAllowed(order, film);
  if (!allowed.rerender && !allowed.correct && !allowed.reissueLink) return null;
  const { reference } = order;
  const name = film.child.childName;
  const refused =
    result?.outcome === "invalid_correction" && result.film === film.position ? result : undefined;
  const headingId = `console-film-actions-${film.position}`;
  return (
    <section aria-labelledby={headingId} className="mt-4 space-y-3">
      <h3 id={headingId} className="sr-only">
        {t("console.actions.film.title", { name })}
      </h3>
      <div className="flex flex-wrap gap-4">
        {allowed.rerender && (
          <ActionForm reference={reference} intent="film.rerender" film={film.position} className={card}>
            <Confirmation id={`console-rerender-${film.position}`}>
              {t("console.actions.rerender.confirm", { name })}
            </Confirmation>
            <ActionButton>{t("console.actions.rerender")}</ActionButton>
          </ActionForm>
        )}
        {allowed.reissueLink && (
          <ActionForm reference={reference} intent="film.reissueLink" film={film.position} className={card}>
            <Confirmation id={`console-reissue-${film.position}`}>
              {t("console.actions.reissue.confirm")}
            </Confirmation>
            <ActionButton>{t("console.actions.reissue")}</ActionButton>
          </ActionForm>
        )}
      </div>
      {allowed.correct && (
        <FilmCorrectionForm
          // A saved correction shows the film's new details; a refused one what was typed.
          key={refused ? "refused" : JSON.stringify(film.child)}
          reference={reference}
          position={film.position}
          childName={name}
          values={refused?.values ?? childDraft(film.child, CORRECTION_DETAILS)}
          errors={refused?.errors}
          remakes={correctionRemakes(film)}
        />
      )}
    </section>
  );
}
