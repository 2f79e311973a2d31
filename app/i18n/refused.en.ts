// English copy of the pages for requests refused before the router: a body over its limit (413)
// and an address that does not decode (400) (spread into en.ts).

export const refusedEn = {
  "refused.413.title": "That was too much to send at once",
  "refused.413.text":
    "What you sent is larger than this page accepts, so none of it was saved. Go back, shorten it or send fewer files, and try again.",
  "refused.400.title": "This address does not work",
  "refused.400.text":
    "Part of the link cannot be read, so there is no page for it. Check the link, or start again from the home page.",
  "refused.home": "Return to Home",
  "meta.refused.413.title": "Too much to send | Magic Santa Video",
  "meta.refused.400.title": "Broken address | Magic Santa Video",
  "meta.refused.description":
    "The shop could not accept this request. Return to the home page to order a Santa video.",
};
