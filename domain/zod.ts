// zod for the domain's schemas, without its eval-based fast path: in the browser the page's
// Content-Security-Policy forbids eval, and zod's probe for it is reported as a violation.
import { z } from "zod";

z.config({ jitless: true });

export { z };
