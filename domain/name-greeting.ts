// What a parent asks to hear before paying: the child's name as the film will take it, in the film's
// language, said as the parent spells it when they wrote how. The same rules as the order's fields,
// shared by the form and the server.
import { z } from "zod";
import { filmSchema } from "./order-schema.ts";

export const greetingRequestSchema = z.object({
  name: filmSchema.shape.childName,
  /** The parent's "How do you say it?" (decision 071). */
  respelling: filmSchema.shape.namePronunciation,
  language: filmSchema.shape.language,
});

type ParsedGreeting = z.output<typeof greetingRequestSchema>;
/** A parsed request; without a respelling, the name is said as the shop would say it. */
export type GreetingRequest = Omit<ParsedGreeting, "respelling"> &
  Partial<Pick<ParsedGreeting, "respelling">>;
