// English copy for the landing page: how it works, the journey, examples, values, testimonials and FAQ.
import type { LandingContent } from "./types.ts";

export const landingEn: LandingContent = {
  howItWorks: [
    {
      title: "Tell us about your child",
      description:
        "Share their name, age, looks, proudest moments and wishes, and add up to 10 photos if you like.",
    },
    {
      title: "Pay securely",
      description:
        "One payment of $24.95 per film by card, Apple Pay, Google Pay or PayPal through a secure checkout.",
    },
    {
      title: "Santa's elves get to work",
      description: "Your details and photos are woven into a Full HD film made just for your child.",
    },
    {
      title: "Receive your private link",
      description:
        "We e-mail you a private link, usually within 3 hours, and the film also appears on your account page.",
    },
  ],
  journey: [
    {
      title: "A welcome to Santa's workshop",
      description:
        "Santa greets your child by name and shows them around the workshop where the elves are busy getting ready for Christmas.",
    },
    {
      title: "The Nice List",
      description: "Santa opens the famous list and finds your child's name written on it.",
      highlight: "Name on the Nice List",
    },
    {
      title: "Photos in Santa's book",
      description: "The pages of Santa's big book turn to show your child's own photos.",
      highlight: "Their own photos",
    },
    {
      title: "A year to be proud of",
      description:
        "Santa praises the things your child has worked hard at this year, from school to kindness at home.",
      highlight: "Achievements praised",
    },
    {
      title: "Christmas wishes",
      description: "Santa talks about the wishes your child has shared with him this season.",
    },
    {
      title: "A special message from Santa",
    },
  ],
  examples: [
    {
      title: "Emma's first visit to the workshop",
      description: "A four-year-old hears Santa say her name and sees her own photos in his book.",
    },
    {
      title: "Lucas, kind big brother",
      description: "Santa thanks a seven-year-old for helping look after his new baby sister.",
    },
    {
      title: "Sofia's reading year",
      description: "Santa celebrates a six-year-old who learned to read chapter books this year.",
    },
    {
      title: "Mateo and the big move",
      description: "A gentle message for a five-year-old who was brave when his family moved to a new home.",
    },
    {
      title: "Olivia's soccer season",
      description: "A nine-year-old hears Santa cheer on her teamwork and her first goal of the season.",
    },
    {
      title: "Noah's first Christmas",
      description: "A keepsake film for a baby's first Christmas, for the family to treasure for years.",
    },
  ],
  values: [
    {
      title: "Truly personalised",
      description:
        "Santa uses your child's name, age, achievements and wishes, so the film feels like it was made for them alone.",
    },
    {
      title: "Their photos in the film",
      description: "Add up to 10 photos and watch them appear in Santa's book as your child looks on.",
    },
    {
      title: "Fast delivery",
      description: "Your film usually arrives within 3 hours, and up to 24 hours at the peak of the season.",
    },
    {
      title: "Full HD, with captions",
      description: "A Full HD film of about 8 to 10 minutes, with captions, in English or Spanish.",
    },
    {
      title: "Simple, secure payment",
      description:
        "A one-time payment of $24.95 per film by card, Apple Pay, Google Pay or PayPal, with no subscription.",
    },
  ],
  testimonials: [
    {
      name: "Maria G.",
      location: "Miami, FL",
      text: "My daughter went completely quiet when Santa said her name and then showed her own photos. She has asked to watch it every night since.",
    },
    {
      name: "Jason T.",
      location: "Columbus, OH",
      text: "We ordered films for both boys and had them in our inbox the same evening. Santa mentioning their soccer team was the moment they believed.",
    },
    {
      name: "Ana R.",
      location: "San Antonio, TX",
      text: "Being able to choose Spanish meant my son's grandparents could enjoy it with us. It was easy to order and felt truly personal.",
    },
  ],
  faq: [
    {
      id: "ordering",
      title: "Ordering and payment",
      items: [
        {
          question: "How much does a film cost?",
          answer: "Each film costs $24.95, paid once. There is no subscription and no extra charge later.",
        },
        {
          question: "Can I order films for more than one child?",
          answer:
            "Yes. Each film is made for one child, and you can add a film for each child to the same order. Every extra film in the order is discounted, and you see the discount before you pay.",
        },
        {
          question: "How can I pay?",
          answer:
            "You can pay by credit or debit card, Apple Pay, Google Pay or PayPal through a secure checkout.",
        },
        {
          question: "Who can place an order?",
          answer:
            "Orders must be placed by an adult aged 18 or older, such as a parent, grandparent or family friend.",
        },
      ],
    },
    {
      id: "delivery",
      title: "Delivery and timing",
      items: [
        {
          question: "How quickly will I receive the film?",
          answer:
            "Most films are delivered within 3 hours. During the peak of the Christmas season it can take up to 24 hours.",
        },
        {
          question: "How is the film delivered?",
          answer:
            "We send a private link to your e-mail address, and the film also appears on your account page.",
        },
        {
          question: "Can the film be sent straight to my child?",
          answer:
            "Yes. If you give your child's e-mail address when ordering, we can deliver the film to them directly. This is optional.",
        },
        {
          question: "When should I order for Christmas?",
          answer:
            "Delivery usually takes a few hours, but it can take up to 24 hours in peak season. To be safe, order at least a day before you want to share the film.",
        },
      ],
    },
    {
      id: "personalization",
      title: "Personalization",
      items: [
        {
          question: "What details do you need about my child?",
          answer:
            "Your child's name, age, eye colour and hair colour, their achievements or good behaviours, their wishes and a special message from you for Santa to share.",
        },
        {
          question: "Do I have to add photos?",
          answer:
            "Photos are optional but recommended: you can add up to 10, and they appear in Santa's book during the film.",
        },
        {
          question: "What kind of photos can I upload?",
          answer:
            "JPEG, PNG, WebP and HEIC photos of up to 25 MB each. Clear, well-lit photos of your child's face work best.",
        },
        {
          question: "Which languages are available?",
          answer:
            "Each film can be made in English or Spanish, with captions. You choose the language separately for each film.",
        },
        {
          question: "What if I made a mistake in my child's name or details?",
          answer: "Let us know within 24 hours of your purchase and we will correct it free of charge.",
        },
        {
          question: "What happens to my child's photos and details?",
          answer:
            "They are used only to make the film. Your child's details are deleted after delivery, and photos are deleted 30 days after delivery.",
        },
      ],
    },
    {
      id: "experience",
      title: "The video experience",
      items: [
        {
          question: "How long is the film?",
          answer: "The film runs about 8 to 10 minutes, long enough for a real visit with Santa.",
        },
        {
          question: "What is the video quality?",
          answer: "Every film is in Full HD with captions, so it looks great on a phone, a tablet or a TV.",
        },
        {
          question: "What will my child see in the film?",
          answer:
            "A visit to Santa's workshop, their name on the Nice List, their photos in Santa's book, praise for their achievements, a talk about their wishes and your special message.",
        },
        {
          question: "Can I download and share the film?",
          answer: "Yes. You can download the film to keep and share it with family and friends.",
        },
        {
          question: "Are the example films as long as mine will be?",
          answer:
            "No, the examples are short samples. Your child's film is about 8 to 10 minutes and is built around their own details and photos.",
        },
      ],
    },
    {
      id: "policies",
      title: "Policies and support",
      items: [
        {
          question: "Can I change or cancel my order, or get a refund?",
          answer:
            "Changes, cancellation and refunds are possible until production of the film begins. Once production has started, the order can no longer be refunded.",
        },
        {
          question: "How do I contact you?",
          answer:
            "Write to us at the e-mail address in the contact section at the bottom of this page and we will be glad to help.",
        },
      ],
    },
  ],
};
