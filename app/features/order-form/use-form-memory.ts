// What the order form remembers (decision 060): once, as its scripts start, the page's fields (typed,
// picked or ticked before) and a draft the browser kept from an earlier visit; then, at every change,
// the draft kept again in the browser's storage.
import { useEffect, useLayoutEffect, type Dispatch, type RefObject } from "react";
import { readOrderForm } from "#domain/order-draft.ts";
import { newDraftKey } from "./draft-key.ts";
import { keepDraft, keptDraft } from "./draft-memory.ts";
import { mergeTypedDraft } from "./draft-merge.ts";
import type { FormAction, FormModel } from "./form-model.ts";
import { postedFields } from "./posted-fields.ts";
import { stagedPhotos } from "./staged-photos.ts";

export function useFormMemory({
  form,
  model,
  dispatch,
  restorable,
  draftKey,
  setDraftKey,
}: {
  form: RefObject<HTMLFormElement | null>;
  model: FormModel;
  dispatch: Dispatch<FormAction>;
  /** The server sent a blank form: a draft the browser kept may fill it. */
  restorable: boolean;
  draftKey: string;
  setDraftKey: (key: string) => void;
}): void {
  // The server's HTML works without scripts, so its fields may hold the parent's typing already:
  // the form takes it up before its first update could write its own state over it. The landing
  // page comes from a shared cache without a key: the browser makes one here.
  useLayoutEffect(() => {
    const typed = form.current ? readOrderForm(postedFields(form.current)).draft : model.draft;
    const kept = restorable ? keptDraft() : undefined;
    dispatch({ type: "adopt", draft: mergeTypedDraft(model.draft, typed, kept?.draft) });
    if (kept?.draft.films.some((film) => film.photos.length > 0)) {
      stagedPhotos(kept.draftKey).then(
        (tokens) => dispatch({ type: "staged", tokens }),
        () => {},
      );
    }
    setDraftKey(kept?.draftKey ?? (draftKey || newDraftKey()));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the page as it was when the scripts started
  }, []);

  useEffect(() => {
    if (model.adopted && draftKey) keepDraft({ draftKey, draft: model.draft });
  }, [model.adopted, model.draft, draftKey]);
}
