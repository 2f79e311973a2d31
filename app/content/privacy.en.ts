// Privacy Policy, English: 16 sections; contact placeholders are filled from configuration.
import type { LegalDocument } from "./types.ts";

export const privacyEn: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated: "2026-11-29",
  intro: [
    "We make personalised video films from Santa for children. To make a film, we need some details about the child who will receive it. We know this is personal information about someone you love, and we treat it with care.",
    "This policy explains, in plain words, what we collect, why we collect it, how long we keep it, and what you can ask us to do with it. By using our site or placing an order, you agree to this policy.",
  ],
  sections: [
    {
      heading: "Who this policy is for",
      paragraphs: [
        "Our site and our service are for adults. You must be 18 or older to visit the site, create an account or place an order.",
        "The film itself is made for a child, or sometimes for an adult recipient. The adult who places the order gives us the information needed to make it. In this policy, “you” means that adult, and “we”, “us” and “our” mean the shop that makes and delivers the films.",
      ],
    },
    {
      heading: "Information we collect",
      paragraphs: [
        "We only ask for what we need to make and deliver your film and to look after your order and account. When you place an order, you give us:",
      ],
      list: [
        "Your name and e-mail address.",
        "The child's name and age.",
        "The child's eye colour and hair colour.",
        "The child's achievements or behaviours that you would like Santa to mention.",
        "The child's wishes, and a special message from you.",
        "Up to 10 photos. Photos are optional, but they help make the film more personal.",
        "Optionally, the child's e-mail address, if you want the film sent to them directly.",
        "The language of the film: English or Spanish.",
      ],
    },
    {
      heading: "Information collected automatically",
      paragraphs: [
        "Like most websites, our servers receive basic technical information when you visit, such as your browser type, the pages you open and the time of your visit. We use it to keep the site working, to find and fix errors and to protect the site against misuse.",
        "We do not use this information to build an advertising profile about you.",
      ],
    },
    {
      heading: "How we use your information",
      paragraphs: [
        "We use the information you give us only to produce your film, to deliver it to you (or to the child, if you asked us to), and to run your order and your account. For example, we use your e-mail address to send you the private link to your film and to answer your questions.",
        "We do not sell your information or the child's information, and we do not rent or trade it. We do not use the child's details or photos for advertising, and we do not show your film to anyone else without your permission.",
      ],
    },
    {
      heading: "Who we share information with",
      paragraphs: [
        "We share information only with the service providers that help us run the shop, and only as far as each one needs it to do its job. They may use it only for the service they provide to us.",
      ],
      list: [
        "The secure checkout provider that handles your payment.",
        "The providers that host our site, store files and send our e-mails.",
        "The speech service that gives Santa his voice, when we use one: it receives the words Santa says in the film.",
        "Authorities, if the law requires it, or when it is needed to protect our rights or someone's safety.",
      ],
    },
    {
      heading: "Payments",
      paragraphs: [
        "Payments are handled by a secure third-party checkout. Your payment details are sent over an encrypted SSL connection directly to the payment provider.",
        "We never see or store your full card number. We only receive a confirmation that the payment went through, together with basic order details such as the amount and the date.",
      ],
    },
    {
      heading: "Cookies and local storage",
      paragraphs: [
        "We do not use advertising trackers. Some parts of the site are provided by other companies, such as the secure checkout, the order form and the video player. They may set their own cookies needed for them to work, and their own privacy policies apply to them.",
        "Our own site uses only the cookies and browser storage it needs to work:",
      ],
      list: [
        "Your language choice (English or Spanish), saved in your browser and in a cookie, so the site opens in your language next time.",
        "A sign-in session, so you stay signed in to your account while you use it.",
      ],
    },
    {
      heading: "How long we keep information",
      paragraphs: [
        "We keep the child's details and photos only for as long as we need them. You can delete your photos sooner from your account page, before you pay or once your film has been delivered, and delete your whole account there at any time. Otherwise, this is what happens:",
      ],
      list: [
        "Photos, and the child's details (including the child's e-mail address, if you gave it), are deleted {photosDays} days after delivery, together with Santa's voice saying them, made for the film (the child's name, achievements and wishes, and your message). The lines Santa says in the same words in every film hold nothing about your child and are kept.",
        "If you listen to Santa saying the name before you pay, that greeting is kept for at most two hours, so it plays again at once if you ask again, and is then deleted, whether or not you order.",
        "The finished film is deleted {filmDays} days after delivery. Please download it before then if you want to keep it.",
        "A minimal order history (order reference, date and amount) is kept for legal, tax and audit purposes, for as long as the law requires.",
      ],
    },
    {
      heading: "How we protect information",
      paragraphs: [
        "We use reasonable technical and organisational measures to protect your information, including encrypted connections, access controls and secure storage with trusted providers.",
        "No method of sending or storing data over the internet is completely secure, so we cannot promise absolute security. If we learn of a breach that affects your information, we will tell you and the authorities as the law requires.",
      ],
    },
    {
      heading: "Who can see your information inside our team",
      paragraphs: [
        "Access inside our team is restricted. Only the staff who need your information to make your film, deliver it or help you with your order can see it.",
        "Everyone with access must keep it confidential and may use it only for that work.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "You can use your rights from your account page, with “Download my data” or “Delete my account”, or by writing to us at {ordersEmail}. We may ask you to confirm your identity first. We will answer as soon as we can, and within the time the law allows.",
        "You have the right to:",
      ],
      list: [
        "Access the information we hold about you and your order, and get a copy of it.",
        "Correct (rectify) information that is wrong or incomplete.",
        "Delete your information and your account.",
        "Limit (restrict) how we use your information.",
      ],
    },
    {
      heading: "Children's privacy",
      paragraphs: [
        "Our films are made for children, but our site is not meant for them. We do not knowingly collect information directly from children. The child's details are given to us by the adult who places the order, who confirms they are the child's parent or guardian, or have their permission.",
        "If you believe a child has given us information directly, please write to us at {ordersEmail} and we will delete it.",
      ],
    },
    {
      heading: "International transfers",
      paragraphs: [
        "We are based in the United States, and our service providers may process information in the United States or in other countries. These countries may have data protection laws that differ from those where you live.",
        "Whenever your information is transferred, we take reasonable steps to make sure it stays protected as described in this policy.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "We may update this policy from time to time, for example when our service or the law changes. The date at the top of this page shows when it was last updated.",
        "If we make an important change, we will let you know on the site or by e-mail before it takes effect.",
      ],
    },
    {
      heading: "Disputes and governing law",
      paragraphs: [
        "This policy is governed by the laws of the United States.",
        "If you have a concern, please contact us first: most problems can be solved quickly. Any dispute that we cannot solve together will be settled by binding arbitration in Los Angeles, California, under California law.",
      ],
    },
    {
      heading: "Contact us",
      paragraphs: [
        "If you have any question about this policy or about your information, you can reach us here:",
      ],
      list: [
        "General and marketing enquiries: {marketingEmail}",
        "Orders and privacy requests: {ordersEmail}",
        "Phone: {phone}",
        "Postal address: {address}",
      ],
    },
  ],
};
