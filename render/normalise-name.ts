// The key a name recording is filed under: "José  María" and "jose maria" find the same file.

/** Lower case, accents stripped, runs of white space collapsed to one space, trimmed. */
export function normaliseName(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/gu, " ").trim();
}
