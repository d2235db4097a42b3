import { languageCookie } from "../../app/lib/cookies.server";

/** The language switch's cookie as the web app writes it (app/lib/cookies.server.ts), for `context.addCookies`. */
export async function languageCookieValue(language: string): Promise<string> {
  return (await languageCookie.serialize(language)).split(";")[0].slice(`${languageCookie.name}=`.length);
}
