// The shared zod validation, fetched on the first touch of the form: zod stays out of the landing
// page's first script, and is there before the visitor could press a button.
import type { validateDraft } from "#domain/order-form-data.ts";

let loading: Promise<typeof validateDraft> | undefined;

export function loadValidation(): Promise<typeof validateDraft> {
  loading ??= import("#domain/order-form-data.ts").then(
    (module) => module.validateDraft,
    (error: unknown) => {
      // A failed download (the phone went offline) may succeed on the next touch.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
