// English copy of the test-mode checkout page (spread into en.ts).

export const checkoutEn = {
  "checkout.meta.title": "Test checkout {reference} | Magic Santa Video",
  "checkout.meta.description": "The shop's test-mode checkout: no real money is taken.",
  "checkout.banner": "TEST MODE — no real money",
  "checkout.bannerText":
    "This shop is not connected to a payment provider. Choose whether this payment succeeds or is declined; no card is asked for and nothing is charged.",
  "checkout.title": "Pay for your order",
  "checkout.reference": "Order reference: {reference}",
  "checkout.films": "Videos in this order",
  "checkout.film": "Santa video for {name}",
  "checkout.total": "Total",
  "checkout.choose": "Simulate the payment",
  "checkout.pay": "Pay {total}",
  "checkout.decline": "Decline the payment",
  "checkout.notPayable": "This order no longer awaits payment.",
  "checkout.backToOrder": "Back to your order",
} as const;
