// The order form: a plain multipart POST that works without JavaScript; with it, children are
// added and removed in place, photos upload as they are picked, and errors show before sending.
import { useCallback, useEffect, useReducer, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { emptyDraft, readOrderForm, type FieldErrors, type OrderFormState } from "#domain/order-draft.ts";
import { MAX_FILMS_PER_ORDER } from "#domain/order-fields.ts";
import type { MessageKey } from "../../i18n/en.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { BuyerFields } from "./buyer-fields.tsx";
import { newDraftKey } from "./draft-key.ts";
import { forgetDraft } from "./draft-memory.ts";
import { postedFields } from "./posted-fields.ts";
import { useFormMemory } from "./use-form-memory.ts";
import { ErrorSummary } from "./error-summary.tsx";
import { orderedErrors } from "./error-list.ts";
import { fieldId } from "./field-ids.ts";
import { FilmFields } from "./film-fields.tsx";
import { formReducer, initialModel, withField } from "./form-model.ts";
import { loadValidation } from "./lazy-validation.ts";
import { OrderSummary } from "./order-summary.tsx";
import { PhotoPicker } from "./photo-picker.tsx";
import { useHydrated } from "../../shared/use-hydrated.ts";

const ADD_FILM_ID = "order-add-film";

const preloadValidation = () => void loadValidation().catch(() => {});

export function OrderForm({
  initial,
  discountPercent,
  action = "/order",
  headingLevel = 3,
  restorable = false,
}: {
  initial: OrderFormState;
  discountPercent: number;
  action?: string;
  /** The server sent a blank form: a draft the browser kept may fill it. */
  restorable?: boolean;
  /** The level of the form's own headings: one below the section's. */
  headingLevel?: 2 | 3;
}) {
  const { t, language } = useLanguage();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [model, dispatch] = useReducer(formReducer, initial, (state) => initialModel(state, language));
  const [shown, setShown] = useState(initial);
  const [draftKey, setDraftKey] = useState(initial.draftKey);
  const [checking, setChecking] = useState(false);
  const [focusId, setFocusId] = useState<{ id: string }>();
  const form = useRef<HTMLFormElement>(null);
  /** Fields the visitor has changed: leaving one of them checks it. */
  const changed = useRef(new Set<string>());
  /** Uploads in flight per film key: the order waits for them. */
  const uploading = useRef(new Map<number, number>());

  // The server answered (an error, a refused photo, a request to review): show its state.
  if (shown !== initial) {
    setShown(initial);
    setDraftKey(initial.draftKey);
    dispatch({ type: "reset", state: initial, language });
  }

  useFormMemory({ form, model, dispatch, restorable, draftKey, setDraftKey });

  useEffect(() => {
    if (model.focusInvalid > 0) form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [model.focusInvalid]);

  useEffect(() => {
    if (focusId) document.getElementById(focusId.id)?.focus();
  }, [focusId]);

  const errorOf = (path: string) => {
    const key = model.errors[path];
    return key ? t(key as MessageKey) : undefined;
  };

  /** Re-checks `paths` against `draft`; a shown error updates or goes as soon as it is fixed. */
  const check = (draft: typeof model.draft, paths: string[]) => {
    if (paths.length === 0) return;
    loadValidation().then(
      (validate) => {
        const result = validate(draft);
        dispatch({ type: "checked", paths, errors: result.ok ? {} : result.errors });
      },
      () => {},
    );
  };

  const onField = (path: string, value: string | boolean) => {
    changed.current.add(path);
    dispatch({ type: "field", path, value });
    const shownErrors = Object.keys(model.errors).filter((each) => each !== "form");
    check(withField(model.draft, path, value), shownErrors);
  };

  const onPending = useCallback((key: number, count: number) => {
    uploading.current.set(key, count);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Only "Continue to payment" (or Enter) gets here: the other buttons act in place.
    const element = event.currentTarget;
    const data = new FormData(element);
    data.set("intent", "submit");
    const waiting: FieldErrors = {};
    model.keys.forEach((key, index) => {
      if ((uploading.current.get(key) ?? 0) > 0) waiting[`films.${index}.photos`] = "order.photos.wait";
    });
    if (Object.keys(waiting).length > 0) {
      dispatch({ type: "submitted", errors: waiting });
      return;
    }
    setChecking(true);
    const validate = await loadValidation().catch(() => undefined);
    setChecking(false);
    // Offline before the check arrived: the server checks everything again anyway.
    // What goes is what the page's fields hold, checked as the server will check it.
    const result = validate?.(readOrderForm(postedFields(element)).draft);
    if (result && !result.ok) {
      dispatch({ type: "submitted", errors: result.errors });
      return;
    }
    void submit(data, {
      method: "post",
      encType: "multipart/form-data",
      action,
    });
  };

  const addFilm = (event: MouseEvent) => {
    event.preventDefault();
    dispatch({ type: "intent", intent: { kind: "add-film" }, language });
    setFocusId({ id: fieldId(`films.${model.draft.films.length}.childName`) });
  };

  const startAgain = () => {
    forgetDraft();
    changed.current.clear();
    dispatch({
      type: "reset",
      state: { draftKey: "", draft: emptyDraft(language), errors: {}, rejectedPhotos: [] },
      language,
    });
    setDraftKey(newDraftKey());
    setFocusId({ id: fieldId("films.0.childName") });
  };

  const removeFilm = (index: number) => {
    dispatch({ type: "intent", intent: { kind: "remove-film", index }, language });
    setFocusId({ id: ADD_FILM_ID });
  };

  const sending =
    checking || (navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST");
  const films = model.draft.films;
  const errors = orderedErrors(model.errors);

  return (
    <Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      action={action}
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadValidation}
      onBlur={(event) => {
        const path: unknown = (event.target as Partial<HTMLInputElement>).name;
        if (typeof path === "string" && changed.current.has(path)) check(model.draft, [path]);
      }}
      className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]"
    >
      <input type="hidden" name="draftKey" value={draftKey} />
      {/* Enter in a text field presses the form's first submit button: this one, not a "remove". */}
      <button type="submit" name="intent" value="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
        {t("order.submit")}
      </button>
      <div className="min-w-0 space-y-6">
        {initial.notice === "review" && (
          <p role="status" className="rounded-2xl border-2 border-gold-300 p-4 font-semibold text-gold-300">
            {t("order.notice.review")}
          </p>
        )}
        <ErrorSummary errors={model.showSummary ? errors : []} headingLevel={headingLevel} />
        <p className="text-sm text-snow-300">{t("order.form.required")}</p>
        {films.map((film, index) => {
          const key = model.keys[index] ?? index;
          const name = film.childName.trim();
          return (
            <FilmFields
              key={key}
              index={index}
              film={film}
              removable={films.length > 1}
              hydrated={hydrated}
              errorOf={errorOf}
              onField={onField}
              onRemove={removeFilm}
              photos={
                <PhotoPicker
                  filmIndex={index}
                  filmKey={key}
                  tokens={film.photos}
                  childLabel={name || t("order.film.legend", { number: index + 1 })}
                  draftKey={draftKey}
                  hydrated={hydrated}
                  error={errorOf(`films.${index}.photos`)}
                  // Film keys start as the server's film indexes, and stay with their film after.
                  rejected={shown.rejectedPhotos.filter((photo) => photo.filmIndex === key)}
                  onPhotos={(update) => dispatch({ type: "photos", key, update })}
                  onPending={onPending}
                />
              }
            />
          );
        })}
        {films.length < MAX_FILMS_PER_ORDER ? (
          <button
            id={ADD_FILM_ID}
            type="submit"
            name="intent"
            value="add-film"
            onClick={addFilm}
            className="rounded-full border-2 border-gold-300 px-6 py-3 font-bold text-gold-300 hover:bg-white/10"
          >
            {t("order.film.add")}
          </button>
        ) : (
          <p className="text-snow-200">{t("order.film.addLimit", { count: MAX_FILMS_PER_ORDER })}</p>
        )}
        <BuyerFields draft={model.draft} errorOf={errorOf} onField={onField} />
      </div>
      <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
        <OrderSummary films={films} discountPercent={discountPercent} headingLevel={headingLevel} />
        <button
          type="submit"
          name="intent"
          value="submit"
          disabled={sending}
          className="w-full rounded-full bg-berry-600 px-6 py-3 text-lg font-bold text-white shadow-lg shadow-berry-900/30 hover:bg-berry-700 disabled:opacity-70"
        >
          {sending ? t("order.submitting") : t("order.submit")}
        </button>
        {hydrated && (
          // Last, so that nothing the parent is about to tap moves when it appears.
          <button
            type="button"
            onClick={startAgain}
            className="w-full rounded-full border-2 border-snow-200/70 px-6 py-2 font-bold hover:bg-white/10"
          >
            {t("order.startAgain")}
          </button>
        )}
      </aside>
    </Form>
  );
}
