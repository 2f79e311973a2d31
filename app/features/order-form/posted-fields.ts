// The order form's fields as the browser would post them now: what the parent sees, files left out.

export function postedFields(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form).entries()].filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
}
