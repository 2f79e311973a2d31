// English words of "Download my data": what was made for the customer and what happened to their
// orders, said as they would read it. Written on the server into the file; never sent to a page.

export const accountExportEn = {
  "export.video.notMade": "Not made",
  "export.video.inProduction": "Being made",
  "export.video.made": "Made on {date}, {seconds} seconds long",
  "export.video.madeOn": "Made on {date}",
  "export.video.madeDeleted": "Made on {date}; deleted since, as our privacy policy says",
  "export.voice.recording": "recordings by our Santa",
  "export.voice.offline": "a synthetic voice made on our own server",
  "export.voice.cloud": "Amazon Polly, a cloud voice service that received the words to say",
  "export.voice.unknown": "Not recorded for this video",

  "export.event.checkout_started": "Payment page opened",
  "export.event.payment_declined": "A payment was declined",
  "export.event.payment_pending": "A payment is waiting for the bank",
  "export.event.payment_failed": "A payment failed",
  "export.event.checkout_expired": "An earlier payment page was closed",
  "export.event.payment_rejected": "A payment the order could not take was received: it is returned",
  "export.event.rejected_payment_refunded": "That payment was returned",
  "export.event.rejected_payment_refund_failed":
    "That payment could not be returned automatically: our staff returns it",
  "export.event.production_started": "Production started",
  "export.event.remake_started": "The video for {name} is being made again",
  "export.event.film_ready": "The videos are ready",
  "export.event.delivered": "The videos were delivered by e-mail",
  "export.event.refund_requested": "Refund of {amount} requested",
  "export.event.refund_failed": "The refund could not be made automatically: our staff handles it",
  "export.event.retention_details_deleted":
    "Photos and children's details deleted, as our privacy policy says (videos: {count})",
  "export.event.retention_film_deleted": "Videos deleted, as our privacy policy says ({count})",
  "export.event.render_requested": "Our staff asked for the video for {name} to be made again",
  "export.event.film_uploaded": "Our staff added the finished video for {name}",
  "export.event.email_resent": "The delivery e-mail was sent again",
  "export.event.link_reissued": "The private link to the video for {name} was replaced",
  "export.event.other": "Something else happened to the order",

  "export.email.order_confirmation": "Order confirmation",
  "export.email.sign_in_link": "Sign-in link",
  "export.email.email_change_link": "Link to confirm a new e-mail address",
  "export.email.film_ready": "Your videos are ready",
  "export.email.other": "An e-mail from the shop",
} as const;
