// English copy of the console's names screen (spread into en.ts).

export const consoleNamesEn = {
  "console.names.meta.title": "Name library · Console",
  "console.names.title": "Name library",
  "console.names.intro":
    "Santa says the child's name in the film when the library has a recording of it, in the film's language; otherwise his voices read it. A recording or a pronunciation is used for every film of that name made after it is saved; films already made are made again only when you press “Make the films again”.",
  "console.names.waiting.title": "Names the voices say as written",
  "console.names.waiting.hint":
    "Every paid film, delivered ones too, whose name has no recording, no pronunciation and no spelling from the parent, the newest payment first; an order awaiting payment waits until it is paid. Spellings that differ only in capitals or accents are one name.",
  "console.names.waiting.none": "Every name in the paid films has a recording or a pronunciation.",
  "console.names.waiting.leftOut.one":
    "{count} more name, paid earlier, is not shown: the newest come first.",
  "console.names.waiting.leftOut.other":
    "{count} more names, paid earlier, are not shown: the newest come first.",
  "console.names.films.one": "{count} paid film",
  "console.names.films.other": "{count} paid films",
  "console.names.newestPaid": "last paid {date}",
  "console.names.ordersOf": "Orders with “{name}”",
  "console.names.moreOrders": "and {count} more",
  "console.names.remake.title": "Films to make again",
  "console.names.remake.hint":
    "Names recorded or given a pronunciation after some of their films were made. Each family keeps its link and gets the delivery e-mail again when the new film is ready.",
  "console.names.remake.none": "No film was made before its name was fixed.",
  "console.names.remake.fixed": "Fixed on {date}.",
  "console.names.remake.submit.one": "Make the film again",
  "console.names.remake.submit.other": "Make the {count} films again",
  "console.names.result.remade.one":
    "{count} film of “{name}” is queued to be made again; its family gets the e-mail when it is ready.",
  "console.names.result.remade.other":
    "{count} films of “{name}” are queued to be made again; each family gets the e-mail when theirs is ready.",
  "console.names.result.remadeNone":
    "No film of “{name}” was left to make again: they are queued or made since the fix.",
  "console.names.recorded.title": "Recorded names",
  "console.names.recorded.none": "No names recorded yet.",
  "console.names.spellings": "Spelled as: {spellings}",
  "console.names.recordedBy": "{seconds} s · recorded by {email}, {date}",
  "console.names.play": "Santa says {name}",
  "console.names.record.summary": "Record or upload “{name}”",
  "console.names.rerecord.summary": "Record again or upload “{name}”",
  "console.names.replaces": "Saving replaces the current recording.",
  "console.names.add.title": "Add a name",
  "console.names.add.hint":
    "Record a name before any order has it, for example the season's most common names.",
  "console.names.add.name": "Name, as written",
  "console.names.add.language": "Film language",
  "console.names.upload.title": "Upload a file",
  "console.names.upload.file": "Audio file",
  "console.names.upload.hint":
    "An audio (or video) file up to {mb} MB. Silence at the start and end is trimmed; what is left may be at most {seconds} seconds.",
  "console.names.upload.submit": "Upload and save",
  "console.names.recorder.title": "Record in the browser",
  "console.names.recorder.start": "Record",
  "console.names.recorder.stop": "Stop",
  "console.names.recorder.again": "Record again",
  "console.names.recorder.save": "Save this recording",
  "console.names.recorder.saving": "Saving…",
  "console.names.recorder.level": "Microphone level",
  "console.names.recorder.levelText": "{percent} percent",
  "console.names.recorder.hearing": "Hearing you.",
  "console.names.recorder.quiet": "Nothing heard: speak closer to the microphone.",
  "console.names.recorder.elapsed": "Recording… {seconds} of at most {max} seconds.",
  "console.names.recorder.playback": "Listen before saving",
  "console.names.recorder.denied":
    "The browser may not use the microphone. Allow it, or upload a file instead.",
  "console.names.recorder.unsupported": "This browser cannot record here: upload a file instead.",
  "console.names.delete.summary": "Delete",
  "console.names.delete.confirm":
    "Yes, delete the recording of “{name}”: the next films of this name will not have Santa say it.",
  "console.names.delete.submit": "Delete recording",
  "console.names.result.saved":
    "Saved: Santa says “{name}” in {language} in every film of this name still to be made.",
  "console.names.result.deleted": "Deleted the recording of “{name}”.",
  "console.names.error.notAudio":
    "That file has no sound we can read. Choose an audio file (MP3, M4A, WAV, OGG, WebM…).",
  "console.names.error.tooLong":
    "That recording is longer than {seconds} seconds once the silence is trimmed: say just the name.",
  "console.names.error.silent": "Nothing could be heard in that recording.",
  "console.names.error.tooBig": "That file is larger than {mb} MB.",
  "console.names.error.noFile": "Choose a file, or record the name.",
  "console.names.error.name": "Give one name of at most {max} characters.",
  "console.names.error.upload": "The upload broke off. Please try again.",
  "console.names.error.notFound": "That recording no longer exists.",
  "console.names.error.confirm": "Tick the box to confirm the deletion.",
  "console.names.error.respelling":
    "Write the respelling in letters only (apostrophes, hyphens and spaces too), at most {max} characters.",
  "console.names.error.ipa": "Write the IPA with IPA letters and marks only, at most {max} characters.",
  "console.names.said.title": "How the voices say names",
  "console.names.said.hint":
    "When a name has no recording, Santa's voices read it. If they say it wrong, write how it sounds and listen to each voice before saving. A recording of the name still wins.",
  "console.names.said.none": "No pronunciations saved yet: the voices read every name as written.",
  "console.names.said.add": "Teach the voices a name",
  "console.names.said.summary": "How the voices say “{name}”",
  "console.names.said.current": "Said as “{said}” · saved by {email}, {date}",
  "console.names.said.respelling": "Respelling",
  "console.names.said.respellingHint":
    "The name written as it sounds in the film's language, e.g. “shiv-awn” for Siobhán. Every voice uses it. Leave both fields empty to have the name read as written.",
  "console.names.said.ipa": "IPA (optional)",
  "console.names.said.ipaHint":
    "Phonemes for the cloud voice, e.g. “ʃɪˈvɔːn”. The offline voices use the respelling.",
  "console.names.said.save": "Save pronunciation",
  "console.names.listen.title": "Listen before saving",
  "console.names.listen.with": "Listen: {engine}",
  "console.names.listen.busy": "{engine} is saying the name…",
  "console.names.listen.ready": "{engine} says the name as typed.",
  "console.names.listen.player": "The name as {engine} says it",
  "console.names.listen.none": "No voice can speak on this server: films say names only from recordings.",
  "console.names.listen.failed.not-configured": "That voice is not set up.",
  "console.names.listen.failed.engine-missing": "That voice is not installed on this server.",
  "console.names.listen.failed.timeout": "That voice took too long. Try again.",
  "console.names.listen.failed.refused": "That voice refused the name as written.",
  "console.names.listen.failed.empty-audio": "That voice gave no sound.",
  "console.names.listen.failed.not-audio": "That voice gave back something that is not sound.",
  "console.names.listen.failed.failed": "That voice failed. Try again.",
  "console.names.listen.failed.unknown-voice": "That voice does not speak this language.",
  "console.names.result.pronounced":
    "Saved: the voices say “{name}” in {language} as written here, in every film still to be made.",
  "console.names.result.unpronounced": "The voices read “{name}” in {language} as written again.",
} as const;
