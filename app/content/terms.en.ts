// Terms and Conditions (short) and Terms of Service (10 sections), English; contact placeholders are filled from configuration.
import type { TermsContent } from "./types.ts";

export const termsEn: TermsContent = {
  conditions: {
    title: "Terms and Conditions",
    lastUpdated: "2025-10-21",
    intro: [
      "These are the main conditions of buying a personalised video from Santa from us. Please read them before you order. The full Terms of Service below give more detail.",
    ],
    sections: [
      {
        heading: "Who can order",
        paragraphs: [
          "You must be 18 or older to buy from us. By placing an order, you confirm that you are an adult and that the details and photos you send us are yours to share.",
        ],
      },
      {
        heading: "Ordering and price",
        paragraphs: [
          "Each film is made for one child and costs $24.95. This is a one-time payment: there is no subscription and nothing more to pay later.",
          "If you order more than one film in the same order, you get a discount on each extra film. The discount is shown before you pay.",
        ],
      },
      {
        heading: "Delivery",
        paragraphs: [
          "Your film usually arrives within 2 to 3 hours of your order. In peak season, in the busy weeks before Christmas, it can take up to 24 hours.",
          "We send a private link to your film by e-mail, and you can also find it on your account page.",
        ],
      },
      {
        heading: "Your film",
        paragraphs: [
          "Your film is in Full HD and lasts about 8 to 10 minutes, with captions in English or Spanish, as you choose when you order.",
          "You can download it and share it with family and friends for personal use.",
        ],
      },
      {
        heading: "Changes, cancellation and refunds",
        paragraphs: [
          "You can change or cancel your order, and get a full refund, only before production of your film starts.",
          "Once production has started, we cannot offer a refund, because the film is made just for your child.",
        ],
      },
      {
        heading: "Corrections",
        paragraphs: [
          "If there is a mistake in the child's name or in any other detail, tell us within 24 hours of your purchase and we will correct it for free.",
        ],
      },
    ],
  },
  service: {
    title: "Terms of Service",
    lastUpdated: "2025-10-21",
    intro: [
      "These Terms of Service are an agreement between you and us, the shop that makes and delivers personalised video films from Santa. They apply whenever you use our site or buy from us.",
      "We have tried to write them in plain language. If anything is unclear, please ask us before you order.",
    ],
    sections: [
      {
        heading: "Acceptance and eligibility",
        paragraphs: [
          "By using our site or placing an order, you accept these terms and our Privacy Policy. If you do not agree with them, please do not use the site.",
          "You must be 18 or older to use the site, create an account or place an order. The film can be made for a child or for an adult recipient, but the person who orders it must be an adult.",
        ],
      },
      {
        heading: "The service",
        paragraphs: [
          "We make a personalised video film in which Santa speaks to the person who receives it. We use the details you give us, such as the child's name, age, achievements, wishes and your special message, and up to 10 optional photos.",
          "Each film is made for one child. It is in Full HD, lasts about 8 to 10 minutes, and has captions in English or Spanish.",
        ],
      },
      {
        heading: "Orders and payment",
        paragraphs: [
          "The price of a film is $24.95, paid once. There are no subscriptions or hidden fees. If you order more than one film in the same order, you get a discount on each extra film, shown before you pay.",
          "You can pay by credit or debit card, Apple Pay, Google Pay, PayPal or other methods offered at checkout. All payments go through a secure third-party checkout, and we never see or store your full card number.",
          "Your order is confirmed when your payment is accepted. You are responsible for making sure the details you give us are correct and complete.",
        ],
      },
      {
        heading: "Delivery",
        paragraphs: [
          "We usually deliver your film within 2 to 3 hours of your order. In peak season, it can take up to 24 hours.",
          "We deliver your film by a private link sent by e-mail, and you can also find it on your account page. If you gave us the child's e-mail address, we can send it to them directly. Please check your spam folder if you do not see our e-mail.",
          "Delivery times are estimates. If something delays your film, we will let you know.",
        ],
      },
      {
        heading: "Corrections and refunds",
        paragraphs: [
          "You can change or cancel your order, and receive a full refund, only before production starts. Once production has started, we cannot offer a refund, because each film is made for one particular child.",
          "If there is an error in the name or in any other detail, tell us within 24 hours of your purchase and we will correct the film for free.",
          "If you bought a physical product from us, you may return it on these terms:",
        ],
        list: [
          "The product must reach our fulfilment centre within 30 days of delivery.",
          "You pay the return shipping.",
          "Once the return is processed, the refund shows on your original payment method within 3 to 5 business days.",
        ],
      },
      {
        heading: "Licence and intellectual property",
        paragraphs: [
          "The film, and everything on our site, including the Santa scenes, music, designs and text, belongs to us or to our licensors.",
          "When you buy a film, we give you a personal, non-commercial licence to watch it, download it and share it with family and friends. You may not sell it, use it in advertising or use it for any other commercial purpose.",
          "By sending us photos and details, you confirm that you have the right to share them with us, and you allow us to use them only to make and deliver your film.",
        ],
      },
      {
        heading: "Acceptable use",
        paragraphs: ["Please use our site and service fairly. You agree not to:"],
        list: [
          "Send photos or text that are offensive, illegal or that you do not have the right to share.",
          "Send details of a child without the permission of their parent or guardian.",
          "Try to break, overload or get unauthorised access to our site or systems.",
          "Use the site to harm, deceive or harass anyone.",
        ],
      },
      {
        heading: "Limitation of liability",
        paragraphs: [
          "We work hard to make every film right and deliver it on time, but the site and the service are provided as they are, and we cannot promise they will always be free of errors or interruptions.",
          "To the extent the law allows, our total liability to you for any claim about the site or the service is limited to the greater of $100 or the amount you paid for the order involved. We are not liable for indirect or consequential losses.",
          "Nothing in these terms limits any rights you have that, by law, cannot be limited.",
        ],
      },
      {
        heading: "Disputes",
        paragraphs: [
          "If you have a problem, please contact us first. Most issues can be solved quickly and simply.",
          "Any claim about the site or the service must be filed within one calendar year after it arose. Any dispute we cannot solve together will be settled by binding arbitration in Los Angeles, California, under California law.",
          "These terms are governed by the laws of the United States.",
        ],
      },
      {
        heading: "Changes and contact",
        paragraphs: [
          "We may update these terms from time to time. The date at the top of this page shows when they were last updated. The terms that apply to an order are the ones in force when you placed it.",
          "If you have any question about these terms or about your order, you can reach us here:",
        ],
        list: ["E-mail: {ordersEmail}", "Phone: {phone}", "Postal address: {address}"],
      },
    ],
  },
};
