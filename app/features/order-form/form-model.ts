// The order form's state in the browser and every change to it, as one pure reducer.
import type { Language } from "#domain/language.ts";
import {
  applyIntent,
  emptyFilm,
  type FieldErrors,
  type FilmDraft,
  type FormIntent,
  type OrderDraft,
  type OrderFormState,
} from "#domain/order-draft.ts";

export interface FormModel {
  draft: OrderDraft;
  /** React keys of the films: stable while films come and go, so a late upload finds its film. */
  keys: number[];
  nextKey: number;
  errors: FieldErrors;
  /** After a submit the error summary lists what to fix. */
  showSummary: boolean;
  /** Bumped to move the focus to the first invalid field once it has rendered. */
  focusInvalid: number;
  /**
   * Whether the form has taken up what the page held when its scripts started (typing done before
   * then, a draft kept in the browser): only then is it the parent's form, to keep and to show.
   */
  adopted: boolean;
}

export type FormAction =
  | { type: "reset"; state: OrderFormState; language: Language }
  | { type: "adopt"; draft: OrderDraft }
  /** The server's word on which photos a kept draft still has: the others are gone (a day old). */
  | { type: "staged"; tokens: readonly string[] }
  | { type: "field"; path: string; value: string | boolean }
  | { type: "intent"; intent: FormIntent; language: Language }
  | { type: "photos"; key: number; update: (tokens: string[]) => string[] }
  | { type: "submitted"; errors: FieldErrors }
  | { type: "checked"; paths: readonly string[]; errors: FieldErrors };

export function initialModel(state: OrderFormState, language: Language): FormModel {
  const films = state.draft.films.length > 0 ? state.draft.films : [emptyFilm(language)];
  const hasErrors = Object.keys(state.errors).length > 0;
  return {
    draft: { ...state.draft, films },
    keys: films.map((_, index) => index),
    nextKey: films.length,
    errors: state.errors,
    showSummary: hasErrors,
    focusInvalid: hasErrors ? 1 : 0,
    adopted: false,
  };
}

/** Errors after film `removed` is gone: its own go, later films' move up one place. */
function withoutFilmErrors(errors: FieldErrors, removed: number): FieldErrors {
  const kept: FieldErrors = {};
  for (const [path, key] of Object.entries(errors)) {
    const match = /^films\.(\d+)\.(.+)$/.exec(path);
    const index = Number(match?.[1]);
    if (!match) kept[path] = key;
    else if (index < removed) kept[path] = key;
    else if (index > removed) kept[`films.${index - 1}.${match[2]}`] = key;
  }
  return kept;
}

export function withField(draft: OrderDraft, path: string, value: string | boolean): OrderDraft {
  const [root, index, field] = path.split(".");
  if (root === "films" && field && field !== "photos") {
    return {
      ...draft,
      films: draft.films.map((film, at) =>
        String(at) === index ? { ...film, [field as keyof FilmDraft]: value } : film,
      ),
    };
  }
  return root && root in draft && root !== "films" ? { ...draft, [root]: value } : draft;
}

export function formReducer(model: FormModel, action: FormAction): FormModel {
  switch (action.type) {
    case "reset": {
      const fresh = initialModel(action.state, action.language);
      return { ...fresh, focusInvalid: model.focusInvalid + fresh.focusInvalid, adopted: model.adopted };
    }
    case "adopt": {
      const films = action.draft.films.length > 0 ? action.draft.films : model.draft.films;
      // Films the page already showed keep their keys (and their pickers); more get new ones.
      const keys = films.map((_, index) => model.keys[index] ?? model.nextKey + index);
      return {
        ...model,
        draft: { ...action.draft, films },
        keys,
        nextKey: Math.max(model.nextKey, ...keys.map((key) => key + 1)),
        adopted: true,
      };
    }
    case "field":
      return { ...model, draft: withField(model.draft, action.path, action.value) };
    case "intent": {
      const draft = applyIntent(model.draft, action.intent, action.language);
      const { intent } = action;
      if (intent.kind === "add-film" && draft.films.length > model.draft.films.length) {
        return { ...model, draft, keys: [...model.keys, model.nextKey], nextKey: model.nextKey + 1 };
      }
      if (intent.kind === "remove-film" && draft.films.length < model.draft.films.length) {
        return {
          ...model,
          draft,
          keys: model.keys.filter((_, index) => index !== intent.index),
          errors: withoutFilmErrors(model.errors, intent.index),
        };
      }
      return { ...model, draft };
    }
    case "photos": {
      const index = model.keys.indexOf(action.key);
      const film = model.draft.films[index];
      if (!film) return model;
      const films = model.draft.films.map((each, at) =>
        at === index ? { ...film, photos: action.update(film.photos) } : each,
      );
      const errors = { ...model.errors };
      delete errors[`films.${index}.photos`];
      return { ...model, draft: { ...model.draft, films }, errors };
    }
    case "staged": {
      const films = model.draft.films.map((film) => ({
        ...film,
        photos: film.photos.filter((token) => action.tokens.includes(token)),
      }));
      return { ...model, draft: { ...model.draft, films } };
    }
    case "submitted":
      return { ...model, errors: action.errors, showSummary: true, focusInvalid: model.focusInvalid + 1 };
    case "checked": {
      const errors = { ...model.errors };
      for (const path of action.paths) {
        if (action.errors[path]) errors[path] = action.errors[path];
        else delete errors[path];
      }
      return { ...model, errors };
    }
  }
}
