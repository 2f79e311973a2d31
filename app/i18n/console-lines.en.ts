// English copy of the console's Santa's lines screen (spread into en.ts).

export const consoleLinesEn = {
  "console.nav.lines": "Santa's lines",
  "console.lines.meta.title": "Santa's lines · Console",
  "console.lines.title": "Santa's lines",
  "console.lines.intro":
    "The lines every child hears, storyline by storyline. Record them in your Santa's own voice: a recorded line is said in every film made after it is saved, in place of the synthesised voice, in every storyline that has those words.",
  "console.lines.choose.title": "Which lines",
  "console.lines.choose.storyline": "Storyline",
  "console.lines.choose.option": "{template} · {storyline} ({recorded} of {total} recorded)",
  "console.lines.choose.language": "Film language",
  "console.lines.choose.submit": "Show these lines",
  "console.lines.list.title": "Lines of {storyline} in {language}",
  "console.lines.list.count": "{recorded} of {total} lines recorded.",
  "console.lines.fallback": "Said instead of a personal line when the child's details cannot be said.",
  "console.lines.notRecorded": "Not recorded: the synthesised voice says it.",
  "console.lines.recordedBy": "{seconds} s · recorded by {email}, {date}",
  "console.lines.play": "Santa says: {words}",
  "console.lines.record.summary": "Record or upload this line",
  "console.lines.rerecord.summary": "Record again or upload",
  "console.lines.delete.confirm":
    "Yes, delete this recording: the synthesised voice will say the line again.",
  "console.lines.result.saved":
    "Saved: Santa says “{words}” in his own voice in every film made from now on.",
  "console.lines.result.deleted": "Deleted the recording of “{words}”.",
  "console.lines.error.tooLong":
    "That recording is longer than {seconds} seconds once the silence is trimmed: say just this line.",
  "console.lines.error.notALine":
    "That is no longer one of Santa's lines (the template may have changed). Reload the page and try again.",
  "console.lines.error.tooShort":
    "That recording is far shorter than the line: say the whole line, then save it.",
} as const;
