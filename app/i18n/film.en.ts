// English copy of the film page and of a film's progress on the order pages (spread into en.ts).

/** The private film page (only sent to pages under /films/). */
export const filmEn = {
  "film.meta.title": "{name}'s video from Santa | Magic Santa Video",
  "film.meta.description": "A personalised video message from Santa.",
  "film.title": "{name}'s video from Santa",
  "film.intro": "Press play to watch. Captions are on the CC button of the player.",
  "film.captions": "{language} captions",
  "film.download": "Download the video",
  "film.share": "Share",
  "film.copied": "The link is copied. Paste it in a message to share the video.",
  "film.copyFailed": "Copy this link to share the video: {url}",
  "film.private":
    "This page is private: anyone who has its link can watch the video, so share it only with people you trust.",
  "film.noVideo": "Your browser cannot play this video here. Download it to watch it.",
  "film.availableUntil":
    "As our privacy policy says, we keep this video until {date}. Download it to keep it for longer.",
  "film.deleted.meta.title": "This video has been deleted | Magic Santa Video",
  "film.deleted.title": "This video has been deleted",
  "film.deleted.text":
    "As our privacy policy says, we deleted this video on {date}, some time after it was delivered. If you downloaded it, your copy is still yours to watch.",
  "film.deleted.privacy": "Read our privacy policy",
  "film.unavailable": "We cannot reach your video just now. Please try again in a minute.",
} as const;

/** A film's progress on the order page and My Orders. */
export const filmStageEn = {
  "film.stage.waiting": "Waiting for production",
  "film.stage.queued": "In the elves' queue",
  "film.stage.rendering": "The elves are making it: {percent}%",
  "film.stage.ready": "Ready",
  "film.stage.onIt": "Taking a little longer: we're on it",
  "film.stage.deleted": "This video has been deleted",
  "film.watch": "Watch {name}'s video",
  "film.progress": "Progress of {name}'s video",
} as const;
