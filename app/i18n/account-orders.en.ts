// English copy of My Orders: the account's orders, their status and what can be done with them.

export const accountOrdersEn = {
  "account.orders.emptyTitle": "No orders yet",
  "account.orders.emptyText": "Let's make some holiday magic!",
  "account.orders.create": "Create Your First Order",

  "account.orders.title": "Order {reference}",
  "account.orders.placed": "Placed on {date}",
  "account.orders.status": "Status:",
  "account.orders.films": "Videos in this order",
  "account.orders.film": "Video for {name}",
  "account.orders.filmLanguage": "in {language}",
  "account.orders.total": "Order total",
  "account.orders.progress": "Video in production: {percent}% done",
  "account.orders.history": "History",
  "account.orders.actions": "What you can do",

  "account.orders.event.order_created": "Order placed",
  "account.orders.event.paid": "Payment received",
  "account.orders.event.cancelled": "Order cancelled",
  "account.orders.event.refunded": "Order cancelled and {amount} refunded",
  "account.orders.event.corrected": "Details of {name} corrected",
  "account.orders.event.correctedRemake": "Details of {name} corrected: the video will be made again",
  "account.orders.event.photos_deleted": "Photos deleted ({count})",

  "account.orders.pay": "Pay {total} now",
  "account.orders.cancel": "Cancel order",
  "account.orders.orderAgain": "Order again with the same children",
  "account.orders.watch": "Watch the video for {name}",
  "account.orders.download": "Download the video for {name}",

  "account.orders.confirm.title": "Cancel order {reference}?",
  "account.orders.confirm.cancel": "The order will be cancelled. Nothing has been charged.",
  "account.orders.confirm.refund":
    "The order will be cancelled and {total} refunded to the card you paid with. Banks usually show it within 5 to 10 days.",
  "account.orders.confirm.yes": "Yes, cancel the order",
  "account.orders.confirm.no": "No, keep my order",

  "account.orders.photos.title": "Photos",
  "account.orders.photos.none": "No photos",
  "account.orders.photos.one": "1 photo",
  "account.orders.photos.other": "{count} photos",
  "account.orders.photos.delete": "Delete the photos",
  "account.orders.photos.afterDelivery":
    "You can delete the photos after delivery: the video is being made from them.",
  "account.orders.photos.confirm.title": "Delete the photos of order {reference}?",
  "account.orders.photos.confirm.text":
    "We will delete this order's photos ({photos}) for good, with every copy we keep. This cannot be undone.",
  "account.orders.photos.confirm.unpaid":
    "The order is not paid yet: if you pay for it later, the video will be made without photos.",
  "account.orders.photos.confirm.yes": "Yes, delete the photos",
  "account.orders.photos.confirm.no": "No, keep the photos",

  "account.orders.correct.open": "Correct the details of {name}",
  "account.orders.correct.until": "You can correct the children's details until {date}.",
  "account.orders.correct.remake":
    "The video is already being made: after a correction it will be made again.",
  "account.orders.correct.closed": "The 24 hours for corrections ended on {date}.",
  "account.orders.correct.submit": "Save the corrections",
  "account.orders.correct.invalid": "Please check the highlighted fields.",

  "account.orders.result.cancelled": "Order {reference} is cancelled.",
  "account.orders.result.refunded": "Order {reference} is cancelled and your money is on its way back.",
  "account.orders.result.refundPending":
    "Order {reference} is cancelled. The refund has been requested and will reach your card in a few days.",
  "account.orders.result.corrected": "The details of {name} are saved.",
  "account.orders.result.correctedRemake": "The details of {name} are saved: the video will be made again.",
  "account.orders.result.photosDeleted": "The photos of order {reference} are deleted.",
  "account.orders.error.notFound": "We could not find this order in your account.",
  "account.orders.error.notAllowed":
    "This order can no longer be changed this way. Its current status is shown below.",
  "account.orders.error.windowPassed":
    "The 24 hours after payment for correcting details have passed, so the details were not changed. Please write to us if something is wrong.",
  "account.orders.error.filmRendering":
    "The video is being made right now from the details it had, so they were not changed. Please try again in a few minutes, once it is ready.",
  "account.orders.error.refundFailed":
    "The refund could not be made just now, so the order was not cancelled. Please try again later or write to us.",
  "account.orders.error.payFailed":
    "We could not reach the payment provider. Nothing was charged; please try again.",
  "account.orders.error.photosInUse":
    "The photos cannot be deleted while the video is being made from them. You can delete them after delivery.",
} as const;
