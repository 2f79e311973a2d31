// React Router's own entry, with one step before hydration: what was typed into the page's text
// areas while its modules arrived is kept from React's hydration (hydration-hold.ts).
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { keepTypedText } from "./shared/hydration-hold.ts";

keepTypedText();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
