// English copy of the console's names screen (spread into en.ts).

export const consoleNamesEn = {
  "console.names.meta.title": "Name library · Console",
  "console.names.title": "Name library",
  "console.names.intro":
    "Santa says the child's name in the film when the library has a recording of it, in the film's language. A recording is used for every film of that name made after it is saved; films already made are not made again.",
  "console.names.waiting.title": "Names waiting for a recording",
  "console.names.waiting.hint":
    "From orders paid or in production (the one paid longest ago first), then from orders awaiting payment. Spellings that differ only in capitals or accents are one name.",
  "console.names.waiting.none": "Every name in the upcoming orders has a recording.",
  "console.names.recorded.title": "Recorded names",
  "console.names.recorded.none": "No names recorded yet.",
  "console.names.spellings": "Spelled as: {spellings}",
  "console.names.orders": "Orders waiting: {count} ({paid} paid)",
  "console.names.waitingSince": "Paid and waiting since {date}",
  "console.names.unpaidOnly": "Only in orders awaiting payment, the oldest from {date}",
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
} as const;
