// English copy of the order confirmation page (spread into en.ts).

export const confirmationEn = {
  "confirmation.meta.title": "Your order {reference} | Magic Santa Video",
  "confirmation.meta.description": "The status of your personalised Santa video order.",
  "confirmation.reference": "Order reference",
  "confirmation.title.awaiting": "Your order is waiting for payment",
  "confirmation.title.confirming": "We are confirming your payment…",
  "confirmation.title.paid": "Thank you! Your order is confirmed",
  "confirmation.title.delivered": "Your video is ready!",
  "confirmation.title.cancelled": "This order was cancelled",
  "confirmation.title.refunded": "This order was refunded",
  "confirmation.cancelledPayment":
    "The payment was cancelled and nothing was charged. Your order is saved: pay whenever you are ready.",
  "confirmation.confirmingText":
    "The payment provider has sent you back to us; the confirmation usually arrives within seconds. This page updates by itself.",
  "confirmation.refresh": "Check again",
  "confirmation.payNow": "Pay {total} now",
  "confirmation.payFailed": "We could not reach the payment provider. Nothing was charged; please try again.",
  "confirmation.paymentPending":
    "Your bank payment is on its way. Banks take a few days to confirm it; we will e-mail you as soon as it arrives, so there is nothing more to pay now.",
  "confirmation.rejected.already_paid":
    "This order was already paid, so we did not take your second payment: it is being returned to you in full.",
  "confirmation.rejected.not_payable":
    "This order was cancelled before your payment arrived, so we did not take it: it is being returned to you in full.",
  "confirmation.rejected.amount_mismatch":
    "Your payment did not match this order's total, so we did not take it: it is being returned to you in full. You can pay again below, or write to us.",
  "confirmation.emailSent": "A confirmation e-mail is on its way to {email}.",
  "confirmation.deliveredSent":
    "We have e-mailed the private link to {email}. You can also watch your video from this page.",
  "confirmation.ordered": "What you ordered",
  "confirmation.film": "Video for {name}",
  "confirmation.filmDetails": "Age {age} · in {language} · {photos}",
  "confirmation.photos.one": "1 photo",
  "confirmation.photos.other": "{count} photos",
  "confirmation.language.en": "English",
  "confirmation.language.es": "Spanish",
  "confirmation.subtotal": "Subtotal",
  "confirmation.discount": "Discount for extra videos",
  "confirmation.total": "Total",
  "confirmation.next.title": "What happens next",
  "confirmation.next.make": "Santa's elves make each video with your child's name, details and photos.",
  "confirmation.next.deliver":
    "We e-mail you a private link to watch and download it, usually within {hours} hours and at most {peakHours} hours in the peak season.",
  "confirmation.next.keep": "Keep this page's link: it always shows your order's status.",
  "confirmation.help": "Questions? Mention your order reference when you write to us:",
  "confirmation.state.awaiting_payment": "Awaiting payment",
  "confirmation.state.paid": "Paid",
  "confirmation.state.in_production": "In production",
  "confirmation.state.ready": "Ready",
  "confirmation.state.delivered": "Delivered",
  "confirmation.state.cancelled": "Cancelled",
  "confirmation.state.refunded": "Refunded",
  "confirmation.status": "Status",
} as const;
