import { useLocation } from "@remix-run/react";
import { useLanguage } from "~/lib/messages/texts";

/**
 * English / Filipino on pages without a session (public site, sign-up, legal pages): a plain form
 * posted to `/language`, which keeps the choice in a cookie (docs/decisions/130). Hidden when the
 * URL carries a session's `language`: the app decides that one. The two names are each in their
 * own language, so they need no translation.
 */
export function LanguageSwitch() {
  const language = useLanguage();
  const { pathname, search } = useLocation();
  if (new URLSearchParams(search).has("language")) return null;
  return (
    <form method="post" action="/language" className="language-switch" aria-label="Language / Wika">
      <input type="hidden" name="back" value={pathname + search} />
      <button type="submit" name="language" value="en" lang="en" aria-pressed={language !== "fil"}>
        English
      </button>
      <button type="submit" name="language" value="fil" lang="fil" aria-pressed={language === "fil"}>
        Filipino
      </button>
    </form>
  );
}
