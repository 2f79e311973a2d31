// The shape of the long copy: both languages fill the same types, so a missing piece fails the type-check.

export interface Step {
  title: string;
  description: string;
}

export interface JourneyStep {
  title: string;
  description?: string;
  highlight?: string;
}

export interface ExampleCopy {
  title: string;
  description: string;
}

export interface Testimonial {
  name: string;
  location: string;
  text: string;
}

export type FaqCategoryId = "ordering" | "delivery" | "personalization" | "experience" | "policies";

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: FaqCategoryId;
  title: string;
  items: FaqItem[];
}

export interface LandingContent {
  howItWorks: Step[];
  journey: JourneyStep[];
  examples: ExampleCopy[];
  values: Step[];
  testimonials: Testimonial[];
  faq: FaqCategory[];
}

/**
 * Legal text. Paragraphs and list items may hold the placeholders
 * {marketingEmail}, {ordersEmail}, {phone} and {address}: the contact details
 * come from configuration and are filled in when the page renders. The privacy
 * policy's {photosDays} and {filmDays} are the configured retention periods,
 * written in on the server (`privacyPolicyFor`).
 */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date, e.g. "2025-10-21"; formatted with Intl in the page's language. */
  lastUpdated: string;
  intro: string[];
  sections: LegalSection[];
}

export interface TermsContent {
  conditions: LegalDocument;
  service: LegalDocument;
}
