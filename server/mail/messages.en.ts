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
} as const;

/** A translation of the e-mail copy: every key of the English source, any text. */
export type MailMessages = { readonly [K in keyof typeof mailEn]: string };
export type MailMessageKey = keyof typeof mailEn;
