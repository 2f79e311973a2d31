// What a parent asks to hear before paying: the child's name as the film will take it, in the film's
// language. The same rules as the order's name field, shared by the form and the server.
import { z } from "zod";
import { filmSchema } from "./order-schema.ts";

export const greetingRequestSchema = z.object({
  name: filmSchema.shape.childName,
  language: filmSchema.shape.language,
});

export type GreetingRequest = z.infer<typeof greetingRequestSchema>;
