// English copy of the shop's e-mails: the source the Spanish copy is checked against. `{name}` is filled in.

export const mailEn = {
  "brand.name": "Magic Santa Video",
  "language.en": "English",
  "language.es": "Spanish",

  "confirmation.subject": "Your order {reference} is confirmed",
  "confirmation.preview": "Thank you! Santa's elves are making your video.",
  "confirmation.greeting": "Hello {name},",
  "confirmation.thanks":
    "Thank you for your order! We have received your payment and Santa's elves are getting to work.",
  "confirmation.reference": "Order reference: {reference}",
  "confirmation.films": "What you ordered",
  "confirmation.film": "A video for {child}, in {language}",
  "confirmation.total": "Total paid: {total}",
  "confirmation.nextTitle": "What happens next",
  "confirmation.next":
    "Our elves make each video from the details and photos you sent. As soon as a video is ready, we send you an e-mail with a link to watch and download it.",
  "confirmation.delivery":
    "Videos usually arrive within {hours} hours, and up to {peakHours} hours in peak season.",
  "confirmation.orderLink": "View your order",
  "confirmation.orderLinkNote":
    "This link is private to you: it shows your order at any time. Please do not share it.",
  "confirmation.signoff": "Merry Christmas!",
  "confirmation.team": "The Magic Santa Video team",

  "filmReady.subject": "Your video from Santa is ready (order {reference})",
  "filmReady.childSubject": "{name}, Santa has a video for you!",
  "filmReady.preview": "Press play: Santa recorded a message just for you.",
  "filmReady.intro": "Santa's elves have finished. Your video is ready to watch, download and share.",
  "filmReady.childIntro": "Santa has made a video just for you. Press the button to watch it!",
  "filmReady.watch": "Watch {child}'s video",
  "filmReady.note":
    "The link is private: anyone who has it can watch the video, so share it only with people you trust. You can download the video from the same page.",

  "signIn.subject": "Your sign-in link for Magic Santa Video",
  "signIn.preview": "Sign in to see your orders.",
  "signIn.intro": "Someone, hopefully you, asked to sign in to Magic Santa Video with this e-mail address.",
  "signIn.button": "Sign in",
  "signIn.expiry": "The link works once, for {minutes} minutes.",
  "signIn.ignore": "If you did not ask for it, you can ignore this e-mail: nobody can sign in without it.",

  "emailChange.subject": "{account} asks to use this e-mail address",
  "emailChange.preview": "Only confirm if {account} is your own account.",
  "emailChange.intro":
    "The Magic Santa Video account {account} asked to use this address instead of its own. It keeps {account} until the change is confirmed.",
  "emailChange.sees":
    "Once confirmed, that account signs in with this address and its e-mails come here. It sees its own orders, never those placed with this address before: if there are any, the change is refused.",
  "emailChange.signedIn": "To confirm, open the link in a browser signed in to {account}.",
  "emailChange.button": "Confirm this address",
  "emailChange.expiry": "The link works once, for {minutes} minutes.",
  "emailChange.ignore": "If {account} is not your account, ignore this e-mail: nothing changes.",
} as const;

/** A translation of the e-mail copy: every key of the English source, any text. */
export type MailMessages = { readonly [K in keyof typeof mailEn]: string };
export type MailMessageKey = keyof typeof mailEn;
