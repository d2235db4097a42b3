import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { FailureCode } from "@contract/envelope";
import { opsLogin, opsLogout } from "@contract/ops";
import { formErrors } from "~/lib/form-errors.server";
import { createLendingClient } from "~/lib/lending-api.server";
import { common } from "~/lib/messages/common";
import { opsLogin as opsLoginTexts } from "~/lib/messages/ops";
import { clearOpsSessionCookie, opsNextPath, opsSessionOf, setOpsSessionCookie } from "~/lib/ops-auth.server";
import styles from "~/styles/complaints.css";

// Only the areas this page shows: the whole catalogue (~/lib/messages) would ship every page's
// texts to every page (JS budget, docs/decisions/060-payday-load.md).
const messages = { common, opsLogin: opsLoginTexts } as const;

const t = messages.opsLogin;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => [{ title: `${t.pageTitle} · ${messages.common.appName}` }, { name: "robots", content: "noindex" }];

/**
 * `?logout=1` ends the session (a link works with JavaScript off; the cookie is HttpOnly): on the
 * server first, so the token opens nothing even if it was copied, then the cookie. The cookie is
 * SameSite=Strict, so a link on another site cannot log an agent out.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (new URL(request.url).searchParams.get("logout") === "1") {
    const token = await opsSessionOf(request);
    if (token)
      await createLendingClient({ query: {}, request, opsSession: token })
        .call(opsLogout, {})
        .catch(() => undefined);
    return data(null, { headers: { "Set-Cookie": await clearOpsSessionCookie(request) } });
  }
  return null;
}

/**
 * The password goes to the backend, which limits tries per address and answers a signed session
 * token; the token is kept in a same-site cookie (docs/decisions/074).
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const password = String(form.get("password") ?? "");
  if (!password) return formErrors({ error: t.passwordRequired });
  const client = createLendingClient({ query: {}, request });
  const result = await client.call(opsLogin, { password }).catch(() => null);
  if (!result) return data({ error: messages.common.unreachableBody }, 503);
  // The backend's own words: a wrong password, too many tries, or the console being off.
  if (!result.ok)
    return data(
      { error: result.message || t.wrongPassword },
      result.sessionExpired ? 401 : String(result.code) === String(FailureCode.rateLimited) ? 429 : 400,
    );
  const next = opsNextPath(new URL(request.url).searchParams.get("next"));
  return redirect(next, { headers: { "Set-Cookie": await setOpsSessionCookie(result.data.token, result.data.expiresAt, request) } });
}

export default function OpsLogin() {
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const next = params.get("next");
  return (
    <main className="page page--centered">
      <div className="card field">
        <h1>{t.pageTitle}</h1>
        <p>{t.intro}</p>
        <Form method="post" action={next ? `/ops/login?next=${encodeURIComponent(next)}` : "/ops/login"} className="field">
          <label className="field__label" htmlFor="ops-password">
            {t.password}
          </label>
          <input
            id="ops-password"
            name="password"
            type="password"
            className="field__input"
            autoComplete="current-password"
            required
            aria-invalid={answer?.error ? true : undefined}
            aria-describedby={answer?.error ? "ops-password-error" : undefined}
          />
          {answer?.error ? (
            <p id="ops-password-error" className="field-error" role="alert">
              {answer.error}
            </p>
          ) : null}
          <button type="submit" className="button button--block" disabled={navigation.state === "submitting"}>
            {t.submit}
          </button>
        </Form>
      </div>
    </main>
  );
}
