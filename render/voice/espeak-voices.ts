// Which espeak-ng voice speaks each language, and how: the same settings for Debian's binary and the
// WebAssembly build, so a film sounds alike whichever of them is on the machine.
import type { Language } from "#domain/language.ts";

/**
 * Latin American Spanish (es-419) rather than Spain's (es): the shop sells in the US, and es-419 says
 * "c" and "z" as "s" as its families do. English is en-us like Festival's kal. Variant m3 is a lower
 * male voice present in both builds (decision 044).
 */
export const ESPEAK_VOICES: Record<Language, string> = { en: "en-us+m3", es: "es-419+m3" };

/** Words per minute (espeak-ng's default is 175): Santa takes his time. */
export const ESPEAK_SPEED = 150;
/** 0–99, default 50: lower, before the Santa processing lowers it further. */
export const ESPEAK_PITCH = 35;

/** The options both builds take, after the voice: speed, pitch, and no reading of markup. */
export function espeakOptions(language: Language): string[] {
  return ["-v", ESPEAK_VOICES[language], "-s", String(ESPEAK_SPEED), "-p", String(ESPEAK_PITCH)];
}
