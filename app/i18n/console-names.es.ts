// Spanish copy of the console's names screen (spread into es.ts).
import type { consoleNamesEn } from "./console-names.en.ts";
import type { Translation } from "./translation.ts";

export const consoleNamesEs: Translation<typeof consoleNamesEn> = {
  "console.names.meta.title": "Biblioteca de nombres · Consola",
  "console.names.title": "Biblioteca de nombres",
  "console.names.intro":
    "Santa dice el nombre del niño en el video cuando la biblioteca tiene una grabación de él, en el idioma del video; si no, lo leen sus voces. Una grabación o una pronunciación se usa en todos los videos con ese nombre hechos después de guardarla; los videos ya hechos se vuelven a hacer solo cuando pulsas «Volver a hacer los videos».",
  "console.names.waiting.title": "Nombres que las voces leen tal como se escriben",
  "console.names.waiting.hint":
    "Cada video pagado, también los ya entregados, cuyo nombre no tiene grabación, ni pronunciación, ni cómo se pronuncia según los padres; primero el pago más reciente. Un pedido pendiente de pago espera hasta que se pague. Las grafías que solo difieren en mayúsculas o tildes son un mismo nombre.",
  "console.names.waiting.none": "Todos los nombres de los videos pagados tienen grabación o pronunciación.",
  "console.names.waiting.leftOut.one":
    "No se muestra {count} nombre más, pagado antes: primero van los más recientes.",
  "console.names.waiting.leftOut.other":
    "No se muestran {count} nombres más, pagados antes: primero van los más recientes.",
  "console.names.films.one": "{count} video pagado",
  "console.names.films.other": "{count} videos pagados",
  "console.names.newestPaid": "último pago el {date}",
  "console.names.ordersOf": "Pedidos con «{name}»",
  "console.names.moreOrders": "y {count} más",
  "console.names.remake.title": "Videos para volver a hacer",
  "console.names.remake.hint":
    "Nombres grabados o con pronunciación guardada después de hacerse algunos de sus videos. Cada familia conserva su enlace y recibe de nuevo el correo de entrega cuando el video nuevo está listo.",
  "console.names.remake.none": "Ningún video se hizo antes de que se arreglara su nombre.",
  "console.names.remake.fixed": "Arreglado el {date}.",
  "console.names.remake.submit.one": "Volver a hacer el video",
  "console.names.remake.submit.other": "Volver a hacer los {count} videos",
  "console.names.result.remade.one":
    "{count} video de «{name}» está en cola para volver a hacerse; su familia recibe el correo cuando esté listo.",
  "console.names.result.remade.other":
    "{count} videos de «{name}» están en cola para volver a hacerse; cada familia recibe el correo cuando el suyo esté listo.",
  "console.names.result.remadeNone":
    "No quedaba ningún video de «{name}» por volver a hacer: están en cola o se hicieron después del arreglo.",
  "console.names.recorded.title": "Nombres grabados",
  "console.names.recorded.none": "Aún no hay nombres grabados.",
  "console.names.spellings": "Escrito como: {spellings}",
  "console.names.recordedBy": "{seconds} s · grabado por {email}, {date}",
  "console.names.play": "Santa dice {name}",
  "console.names.record.summary": "Grabar o subir «{name}»",
  "console.names.rerecord.summary": "Grabar de nuevo o subir «{name}»",
  "console.names.replaces": "Al guardar se reemplaza la grabación actual.",
  "console.names.add.title": "Añadir un nombre",
  "console.names.add.hint":
    "Graba un nombre antes de que llegue en un pedido, por ejemplo los nombres más comunes de la temporada.",
  "console.names.add.name": "Nombre, tal como se escribe",
  "console.names.add.language": "Idioma del video",
  "console.names.upload.title": "Subir un archivo",
  "console.names.upload.file": "Archivo de audio",
  "console.names.upload.hint":
    "Un archivo de audio (o de video) de hasta {mb} MB. Se recorta el silencio del principio y del final; lo que queda puede durar como mucho {seconds} segundos.",
  "console.names.upload.submit": "Subir y guardar",
  "console.names.recorder.title": "Grabar en el navegador",
  "console.names.recorder.start": "Grabar",
  "console.names.recorder.stop": "Detener",
  "console.names.recorder.again": "Grabar de nuevo",
  "console.names.recorder.save": "Guardar esta grabación",
  "console.names.recorder.saving": "Guardando…",
  "console.names.recorder.level": "Nivel del micrófono",
  "console.names.recorder.levelText": "{percent} por ciento",
  "console.names.recorder.hearing": "Te escucho.",
  "console.names.recorder.quiet": "No se oye nada: habla más cerca del micrófono.",
  "console.names.recorder.elapsed": "Grabando… {seconds} de {max} segundos como máximo.",
  "console.names.recorder.playback": "Escúchala antes de guardar",
  "console.names.recorder.denied": "El navegador no puede usar el micrófono. Permítelo o sube un archivo.",
  "console.names.recorder.unsupported": "Este navegador no puede grabar aquí: sube un archivo.",
  "console.names.delete.summary": "Eliminar",
  "console.names.delete.confirm":
    "Sí, eliminar la grabación de «{name}»: en los próximos videos con este nombre Santa no lo dirá.",
  "console.names.delete.submit": "Eliminar grabación",
  "console.names.result.saved":
    "Guardado: Santa dice «{name}» en {language} en todos los videos con este nombre que quedan por hacer.",
  "console.names.result.deleted": "Se eliminó la grabación de «{name}».",
  "console.names.error.notAudio":
    "Ese archivo no tiene un sonido que podamos leer. Elige un archivo de audio (MP3, M4A, WAV, OGG, WebM…).",
  "console.names.error.tooLong":
    "La grabación dura más de {seconds} segundos sin el silencio: di solo el nombre.",
  "console.names.error.silent": "No se oye nada en esa grabación.",
  "console.names.error.tooBig": "Ese archivo pesa más de {mb} MB.",
  "console.names.error.noFile": "Elige un archivo o graba el nombre.",
  "console.names.error.name": "Escribe un solo nombre de {max} caracteres como máximo.",
  "console.names.error.upload": "La subida se interrumpió. Vuelve a intentarlo.",
  "console.names.error.notFound": "Esa grabación ya no existe.",
  "console.names.error.confirm": "Marca la casilla para confirmar la eliminación.",
  "console.names.error.respelling":
    "Escribe la pronunciación solo con letras (también apóstrofos, guiones y espacios), como mucho {max} caracteres.",
  "console.names.error.ipa": "Escribe el AFI solo con letras y signos del AFI, como mucho {max} caracteres.",
  "console.names.said.title": "Cómo dicen los nombres las voces",
  "console.names.said.hint":
    "Cuando un nombre no tiene grabación, lo leen las voces de Santa. Si lo dicen mal, escribe cómo suena y escucha cada voz antes de guardar. Una grabación del nombre sigue teniendo prioridad.",
  "console.names.said.none":
    "Aún no hay pronunciaciones guardadas: las voces leen cada nombre tal como se escribe.",
  "console.names.said.add": "Enseña un nombre a las voces",
  "console.names.said.summary": "Cómo dicen las voces «{name}»",
  "console.names.said.current": "Se dice «{said}» · guardado por {email}, {date}",
  "console.names.said.respelling": "Pronunciación escrita",
  "console.names.said.respellingHint":
    "El nombre escrito como suena en el idioma del video, p. ej. «chiván» para Siobhán. Todas las voces la usan. Deja ambos campos vacíos para que se lea tal como se escribe.",
  "console.names.said.ipa": "AFI (opcional)",
  "console.names.said.ipaHint":
    "Fonemas para la voz en la nube, p. ej. «ʃɪˈvɔːn». Las voces sin conexión usan la pronunciación escrita.",
  "console.names.said.save": "Guardar pronunciación",
  "console.names.listen.title": "Escucha antes de guardar",
  "console.names.listen.with": "Escuchar: {engine}",
  "console.names.listen.busy": "{engine} está diciendo el nombre…",
  "console.names.listen.ready": "{engine} dice el nombre tal como está escrito arriba.",
  "console.names.listen.player": "El nombre dicho por {engine}",
  "console.names.listen.none":
    "Ninguna voz puede hablar en este servidor: los videos dicen los nombres solo con grabaciones.",
  "console.names.listen.failed.not-configured": "Esa voz no está configurada.",
  "console.names.listen.failed.engine-missing": "Esa voz no está instalada en este servidor.",
  "console.names.listen.failed.timeout": "Esa voz tardó demasiado. Inténtalo de nuevo.",
  "console.names.listen.failed.refused": "Esa voz rechazó el nombre tal como está escrito.",
  "console.names.listen.failed.empty-audio": "Esa voz no dio ningún sonido.",
  "console.names.listen.failed.not-audio": "Esa voz devolvió algo que no es sonido.",
  "console.names.listen.failed.failed": "Esa voz falló. Inténtalo de nuevo.",
  "console.names.listen.failed.unknown-voice": "Esa voz no habla este idioma.",
  "console.names.result.pronounced":
    "Guardado: las voces dicen «{name}» en {language} como se indica, en cada video que falta por hacer.",
  "console.names.result.unpronounced": "Las voces vuelven a leer «{name}» en {language} tal como se escribe.",
};
