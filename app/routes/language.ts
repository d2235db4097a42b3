import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { cookieSecurity, languageCookie } from "~/lib/cookies.server";
import { switchLanguageOf } from "~/lib/messages/resolve-language";

/**
 * The language switch of pages without a session (components/language-switch.tsx): remembers the
 * choice in a cookie for a year and goes back to the page it was pressed on. A plain form post, so
 * it works without JavaScript. Only a path on this site is gone back to; anything else goes home.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const language = switchLanguageOf(String(form.get("language") ?? "")) ?? "en";
  const back = String(form.get("back") ?? "/");
  // Printable ASCII only: the path becomes the Location header, and a non-ASCII one made the
  // redirect throw (a 500; second penetration test, N7). Our own pages' paths are always ASCII.
  const target = /^\/(?![/\\])[\x21-\x7e]*$/.test(back) ? back : "/";
  return redirect(target, {
    status: 303,
    headers: { "Set-Cookie": await languageCookie.serialize(language, cookieSecurity(request)) },
  });
}

/** A GET (someone typed the address) goes home. */
export function loader() {
  return redirect("/", 303);
}
