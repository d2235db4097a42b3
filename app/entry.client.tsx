import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadPageTexts } from "./lib/messages/texts";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

// A Filipino page first loads its Filipino texts, so it hydrates what the server drew (decision 130).
const texts = loadPageTexts();
if (texts) texts.then(hydrate, hydrate);
else hydrate();
