// English interface copy: the source dictionary. Keys are flat; `{name}` marks a value filled in at run time.

import { accountEn } from "./account.en.ts";
import { accountOrdersEn } from "./account-orders.en.ts";
import { accountProfileEn } from "./account-profile.en.ts";
import { accountExportEn } from "./account-export.en.ts";
import { checkoutEn } from "./checkout.en.ts";
import { confirmationEn } from "./confirmation.en.ts";
import { filmEn, filmStageEn } from "./film.en.ts";
import { devOutboxEn } from "./dev-outbox.en.ts";
import { orderEn } from "./order.en.ts";
import { photosEn } from "./photos.en.ts";
import { portraitEn } from "./portrait.en.ts";
import { consoleEn } from "./console.en.ts";
import { consoleQueueEn } from "./console-queue.en.ts";
import { consoleOrderEn } from "./console-order.en.ts";
import { consoleActionsEn } from "./console-actions.en.ts";
import { consoleUploadEn } from "./console-upload.en.ts";
import { consoleDashboardEn } from "./console-dashboard.en.ts";
import { consoleLinesEn } from "./console-lines.en.ts";
import { consoleNamesEn } from "./console-names.en.ts";
import { refusedEn } from "./refused.en.ts";

export const en = {
  "brand.name": "Magic Santa Video",
  "brand.tagline": "Personalised video films from Santa, made for your child.",

  "skip.toContent": "Skip to main content",
  "nav.main": "Main",
  "nav.home": "Home",
  "nav.order": "Order",
  "nav.account": "Account",
  "nav.menu": "Menu",
  "nav.orderButton": "Order now",
  "nav.language": "Language",
  "nav.languageName.en": "English",
  "nav.languageName.es": "Spanish",

  "hero.badge": "Only {price}",
  "hero.title": "A video message from Santa, made just for your child",
  "hero.description":
    "Santa says your child's name, talks about their achievements and wishes, and shows their photos in his magic book. A Christmas memory they will watch again and again.",
  "hero.order": "Create my child's video",
  "hero.how": "See how it works",
  "hero.secure": "Secure one-time checkout",
  "hero.fast": "Usually delivered within {hours} hours",
  "hero.trust": "Trusted by {families}+ families",

  "how.title": "How it works",
  "how.subtitle": "Four simple steps from your details to Santa's message.",
  "how.step": "Step {number}",

  "journey.title": "Your child's magical journey",
  "journey.subtitle": "What your child sees and hears in their film.",

  "countdown.title": "Countdown to Christmas",
  "countdown.subtitle": "Order early: Santa's workshop gets busier every day.",
  "countdown.days.one": "Day",
  "countdown.days.other": "Days",
  "countdown.hours.one": "Hour",
  "countdown.hours.other": "Hours",
  "countdown.minutes.one": "Minute",
  "countdown.minutes.other": "Minutes",
  "countdown.seconds.one": "Second",
  "countdown.seconds.other": "Seconds",

  "examples.title": "Example videos",
  "examples.subtitle": "Watch a few films Santa has already made.",
  "examples.watch": "Watch the example: {title}",
  "examples.watchCard": "Watch the example: {title}. Duration {duration}",
  "examples.duration": "Duration {duration}",
  "examples.close": "Close",
  "examples.player": "Example film: {title}",
  "examples.preparing": "This example film is still being made. Please try again in a minute.",

  "values.title": "Why families choose us",

  "testimonials.title": "What parents say",
  "testimonials.rating": "{rating} out of 5 stars",

  "faq.title": "Frequently asked questions",
  "faq.subtitle": "Everything parents ask before ordering.",

  "cta.title": "Make this Christmas unforgettable",
  "cta.description": "In a few minutes today, a memory for years. Santa is waiting to hear about your child.",
  "cta.button": "Order your video",

  "footer.quickLinks": "Quick links",
  "footer.legal": "Legal",
  "footer.faqs": "FAQs",
  "footer.privacy": "Privacy policy",
  "footer.terms": "Terms of service",
  "footer.contact": "Contact us",
  "footer.follow": "Follow us",
  "footer.copyright": "© {year} {brand}. All rights reserved.",
  "footer.testPayments": "Test mode: payments here are simulated and no money is taken.",
  "social.facebook": "Facebook",
  "social.instagram": "Instagram",
  "social.youtube": "YouTube",

  "account.title": "My Account",
  "account.subtitle": "Your orders and your details.",
  "account.tabs": "Account sections",
  "account.tab.orders": "My Orders",
  "account.tab.profile": "Profile",

  "legal.lastUpdated": "Last updated: {date}",
  "legal.contents": "Contents",

  "notFound.title": "Oops! Page not found",
  "notFound.text": "The page you are looking for has flown off with Santa's reindeer.",
  "notFound.home": "Return to Home",

  "error.title": "Unexpected Application Error!",
  "error.text":
    "Something went wrong on our side while showing this page. Please try again in a moment; if it keeps happening, write to us.",
  "error.home": "Return to Home",

  "meta.home.title": "Magic Santa Video: a personalised video from Santa for your child",
  "meta.home.description":
    "Santa speaks to your child by name, praises their year and shows their photos. Full HD, English or Spanish, delivered by e-mail. {price}.",
  "meta.order.title": "Order a personalised Santa video | Magic Santa Video",
  "meta.order.description":
    "Join Santa's magical list: tell Santa about your child, add photos and receive your video by e-mail.",
  "meta.account.title": "My Account | Magic Santa Video",
  "meta.account.description": "Your orders, your details and your saved child profiles.",
  "meta.privacy.title": "Privacy Policy | Magic Santa Video",
  "meta.privacy.description": "How we collect, use, protect and delete your family's data.",
  "meta.terms.title": "Terms and Conditions | Magic Santa Video",
  "meta.terms.description": "The terms of ordering and using a personalised Santa video.",
  "meta.notFound.title": "Page not found | Magic Santa Video",
  "meta.notFound.description": "This page does not exist. Return to the home page to order a Santa video.",
  "meta.imageAlt": "Santa's workshop on a snowy night",
  ...orderEn,
  ...photosEn,
  ...portraitEn,
  ...checkoutEn,
  ...confirmationEn,
  ...filmEn,
  ...filmStageEn,
  ...devOutboxEn,
  ...accountEn,
  ...accountOrdersEn,
  ...accountProfileEn,
  ...accountExportEn,
  ...consoleEn,
  ...consoleQueueEn,
  ...consoleOrderEn,
  ...consoleActionsEn,
  ...consoleUploadEn,
  ...consoleDashboardEn,
  ...consoleNamesEn,
  ...consoleLinesEn,
  ...refusedEn,
} as const;

export type MessageKey = keyof typeof en;
/** Every language fills every key: a missing or extra key fails the type-check. */
export type Dictionary = { readonly [K in MessageKey]: string };
