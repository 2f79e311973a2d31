// Element ids for the order form's fields, made from their names so errors can link to them.

/** "films.0.childName" → "order-films-0-childName": the same on the server and in the browser. */
export function fieldId(path: string): string {
  return `order-${path.replaceAll(".", "-")}`;
}

export const errorId = (path: string) => `${fieldId(path)}-error`;
export const hintId = (path: string) => `${fieldId(path)}-hint`;
export const counterId = (path: string) => `${fieldId(path)}-counter`;
