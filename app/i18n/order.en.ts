// English copy of the order form and its errors (spread into en.ts).

export const orderEn = {
  "order.title": "Join Santa's magical list",
  "order.description":
    "Tell Santa about your child: their name, age, what they did well this year and what they wish for. Add up to {photos} photos and choose English or Spanish.",
  "order.price": "{price} per video, one-time payment",
  "order.soon": "Our order form opens here very soon. Until then, write to us and our elves will help you:",
  "order.embedLoading": "Loading the order form…",
  "order.error.required": "Please fill this in.",
  "order.error.tooLong": "This is too long: please shorten it.",
  "order.error.age": "Enter an age from 0 to 120.",
  "order.error.email": "Enter a valid e-mail address, like name@example.com.",
  "order.error.choice": "Choose one of the options.",
  "order.error.adult": "Please confirm that you are 18 or older.",
  "order.error.terms": "Please accept the terms and the privacy policy.",
  "order.error.films": "An order has from 1 to 10 videos.",
  "order.error.photos": "Add up to 10 photos per video.",
} as const;
