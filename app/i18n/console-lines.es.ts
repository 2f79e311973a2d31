// Spanish copy of the console's Santa's lines screen (spread into es.ts), typed against the English.
import type { consoleLinesEn } from "./console-lines.en.ts";
import type { Translation } from "./translation.ts";

export const consoleLinesEs: Translation<typeof consoleLinesEn> = {
  "console.nav.lines": "Frases de Santa",
  "console.lines.meta.title": "Frases de Santa · Consola",
  "console.lines.title": "Frases de Santa",
  "console.lines.intro":
    "Las frases que oye cada niño, historia por historia. Grábalas con la voz de su propio Santa: una frase grabada se dice en cada video hecho después de guardarla, en lugar de la voz sintetizada, en todas las historias que tienen esas palabras.",
  "console.lines.choose.title": "Qué frases",
  "console.lines.choose.storyline": "Historia",
  "console.lines.choose.option": "{template} · {storyline} ({recorded} de {total} grabadas)",
  "console.lines.choose.language": "Idioma del video",
  "console.lines.choose.submit": "Mostrar estas frases",
  "console.lines.list.title": "Frases de {storyline} en {language}",
  "console.lines.list.count": "{recorded} de {total} frases grabadas.",
  "console.lines.fallback":
    "Se dice en lugar de una frase personal cuando los datos del niño no se pueden decir.",
  "console.lines.notRecorded": "Sin grabar: la dice la voz sintetizada.",
  "console.lines.recordedBy": "{seconds} s · grabada por {email}, {date}",
  "console.lines.play": "Santa dice: {words}",
  "console.lines.record.summary": "Grabar o subir esta frase",
  "console.lines.rerecord.summary": "Grabar de nuevo o subir",
  "console.lines.delete.confirm": "Sí, eliminar esta grabación: la voz sintetizada volverá a decir la frase.",
  "console.lines.result.saved":
    "Guardada: Santa dice «{words}» con su propia voz en cada video que se haga a partir de ahora.",
  "console.lines.result.deleted": "Se eliminó la grabación de «{words}».",
  "console.lines.error.tooLong":
    "Esa grabación dura más de {seconds} segundos sin los silencios: di solo esta frase.",
  "console.lines.error.notALine":
    "Esa ya no es una de las frases de Santa (puede que la plantilla haya cambiado). Recarga la página e inténtalo de nuevo.",
  "console.lines.error.tooShort":
    "Esa grabación es mucho más corta que la frase: di la frase entera y guárdala.",
};
