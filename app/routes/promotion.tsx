import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useFetcher, useLoaderData, useNavigate, type ShouldRevalidateFunction } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { CountdownButton } from "~/components/countdown-button";
import { ErrorPage, Unreachable } from "~/components/error-page";
import { LoadingToast, ToastView, useToast, type ToastKind } from "~/components/toast";
import {
  CAPTCHA_PATH,
  PROMOTION_INPUT_CAPS,
  PromotionCode,
  channelTemplate,
  templateIn,
  getSid,
  getSms,
  phoneMatchesRule,
  register,
  trackClick,
  trackVisit,
} from "~/lib/contract";
import { readCookie } from "~/lib/cookies.server";
import { createLendingClient, LendingApiError } from "~/lib/lending-api.server";
import { attempt, isLoadFailure } from "~/lib/loader-helpers.server";
import { inLanguage } from "~/lib/messages/languages";
import { verbatimPromotion } from "~/lib/messages/verbatim";
import { LanguageSwitch } from "~/components/language-switch";
import { english as englishTexts } from "~/lib/messages/catalogue.server";
import { metaTexts, useTexts, type TextsHandle } from "~/lib/messages/texts";
import { requestLanguage } from "~/lib/language.server";
import { usePageQuery } from "~/lib/use-page-query";
import { useNonce } from "~/lib/nonce";
import { parsePageQuery, type PageQuery } from "~/lib/query";
import styles from "~/styles/promotion.css";
import { CARRIED, clientTypeOf, valuesOf, type PromotionField, type SignUpValues } from "./promotion.forms";
import { parseSignUp } from "./promotion.forms.server";
import { SENT_COOKIE, agreementHref, downloadHref, noticeCookie, sentCookie, templateIdOf } from "./promotion.links";

/** This page's areas in its language (docs/decisions/130). */
function useMessages() {
  return { common: useTexts("common"), promotion: useTexts("promotion") };
}
export const handle: TextsHandle = { texts: ["common", "promotion"] };

const SID = /^[A-Za-z0-9_-]{16,64}$/;
const RESEND_SECONDS = 60;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: data && "template" in data ? `${data.template.headline} · ${metaTexts(matches, "common").appName}` : metaTexts(matches, "promotion").pageTitle },
];

function queryOf(request: Request): PageQuery {
  return parsePageQuery(new URL(request.url).searchParams);
}

function carriedOf(query: PageQuery) {
  return Object.fromEntries(CARRIED.map((key) => [key, query[key] ?? ""])) as Record<(typeof CARRIED)[number], string>;
}

/** Seconds left of the last code's countdown, from the cookie the action set (JavaScript off). */
function resendInOf(request: Request): number {
  const sentAt = Number(readCookie(request, SENT_COOKIE));
  if (!Number.isFinite(sentAt) || sentAt <= 0) return 0;
  const left = Math.ceil((sentAt + RESEND_SECONDS * 1000 - Date.now()) / 1000);
  return left > 0 && left <= RESEND_SECONDS ? left : 0;
}

function actionUrlOf(request: Request, sid: string | null): string {
  const params = new URL(request.url).searchParams;
  if (sid) params.set("sid", sid);
  return `/promotion?${params.toString()}`;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const query = queryOf(request);
  const templateId = templateIdOf(query);
  const client = createLendingClient({ query, request });
  const found = await attempt(() => client.call(channelTemplate, { templateId }));
  if (isLoadFailure(found)) {
    return data(found.state === "failed" ? { state: "failed" as const, message: found.message } : { state: "unreachable" as const }, found.state === "failed" ? 404 : 503);
  }

  // A sid in the address means this is the same visit coming back from a form sent without
  // JavaScript: keep its captcha and do not count another visit.
  let sid = SID.test(query.sid ?? "") ? query.sid : null;
  let sidError: string | null = null;
  if (!sid) {
    const carried = carriedOf(query);
    await client
      .call(trackVisit, { page_id: templateId, client_type: clientTypeOf(request.headers.get("User-Agent")), page_type: 1, ...carried })
      .catch(() => undefined); // tracking never blocks the page
    const issued = await attempt(() => client.call(getSid, { page_id: templateId }));
    if (isLoadFailure(issued)) sidError = issued.state === "failed" ? issued.message : englishTexts.common.unreachableBody;
    else sid = issued.data.sid;
  }
  return {
    state: "ok" as const,
    templateId,
    template: templateIn(found.data.template, requestLanguage(request), found.data.figures),
    sid,
    sidError,
    drawnAt: Date.now(),
    resendIn: resendInOf(request),
    // The form posts back to this address plus the sid, so the page keeps its captcha without JS.
    actionUrl: actionUrlOf(request, sid),
    agreementUrl: agreementHref(query, templateId, found.data.template.download),
  };
}

// Fetcher posts answer for themselves; reloading the page data would issue a new captcha.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

type Intent = "sendCode" | "register" | "refreshCaptcha";
interface ActionAnswer {
  intent: Intent;
  values: SignUpValues;
  fieldErrors?: Partial<Record<PromotionField, string>>;
  toast?: { message: string; kind: ToastKind };
  /** A new code was sent: the countdown starts (its value keys the restart). */
  sentAt?: number;
  refreshCaptcha?: boolean;
  /** JavaScript on: where to go after the toast. */
  next?: string;
}

export async function action({ request }: ActionFunctionArgs) {
  const query = queryOf(request);
  const templateId = templateIdOf(query);
  const form = await request.formData();
  const values = valuesOf(form);
  const wantsJson = form.get("mode") === "json";
  let intent = String(form.get("intent") ?? "") as Intent | "auto";
  // The form's default button (Enter in a field): register once an SMS code is typed.
  if (intent !== "sendCode" && intent !== "register" && intent !== "refreshCaptcha") intent = values.smsCode ? "register" : "sendCode";
  // Every message in the visitor's language (the backend and the form checks answer documented texts).
  const lang = requestLanguage(request);
  const answer = (body: Omit<ActionAnswer, "values"> & { values?: SignUpValues }, status = 200, headers?: HeadersInit) => {
    const fieldErrors = body.fieldErrors
      ? Object.fromEntries(Object.entries(body.fieldErrors).map(([k, v]) => [k, v === undefined ? v : inLanguage(v, lang)]))
      : body.fieldErrors;
    const toast = body.toast ? { ...body.toast, message: inLanguage(body.toast.message, lang) } : body.toast;
    return data<ActionAnswer>({ values, ...body, fieldErrors, toast }, { status, headers });
  };

  const client = createLendingClient({ query, request });
  try {
    const found = await client.call(channelTemplate, { templateId });
    if (!found.ok) return answer({ intent, toast: { message: found.message, kind: "error" } }, 404);
    const rule = found.data.template.phoneRule;

    if (intent === "refreshCaptcha") {
      // Spec 001 §5: a new picture needs a phone number first.
      if (!phoneMatchesRule(values.phone.trim(), rule)) {
        return answer({ intent, fieldErrors: { phone: englishTexts.promotion.phoneInvalid }, toast: { message: englishTexts.promotion.phoneInvalid, kind: "error" } }, 400);
      }
      return answer({ intent, refreshCaptcha: true, values: { ...values, capcode: "" } });
    }

    const parsed = parseSignUp(form, rule);
    if (!parsed.ok) {
      const first = Object.values(parsed.fieldErrors)[0];
      return answer({ intent: parsed.intent, fieldErrors: parsed.fieldErrors, toast: first ? { message: first, kind: "error" } : undefined }, 400);
    }
    const input = parsed.value;
    const carried = carriedOf(query);
    const common = {
      phone: input.phone,
      capcode: input.capcode,
      sid: String(form.get("sid") ?? ""),
      deviceId: query.deviceId ?? "",
      appName: query.appName ?? found.data.template.appName,
      ...carried,
    };

    if (input.intent === "sendCode") {
      const sent = await client.call(getSms, common);
      if (sent.ok) {
        const sentAt = Date.now();
        return answer({ intent, sentAt, toast: { message: englishTexts.promotion.codeSent, kind: "success" } }, 200, { "Set-Cookie": sentCookie(sentAt) });
      }
      if (String(sent.code) === PromotionCode.wrongCaptchaOnSms) {
        return answer({ intent, refreshCaptcha: true, fieldErrors: { capcode: sent.message }, toast: { message: sent.message, kind: "error" }, values: { ...values, capcode: "" } }, 400);
      }
      const english = inLanguage(sent.message, "en");
      const field: PromotionField | undefined = english === englishTexts.promotion.phoneInvalid ? "phone" : english === englishTexts.promotion.captchaInvalid ? "capcode" : undefined;
      // Without JavaScript the page comes back with a new picture, so the typed answer is cleared.
      return answer({ intent, fieldErrors: field ? { [field]: sent.message } : undefined, toast: { message: sent.message, kind: "error" }, values: { ...values, capcode: "" } }, 400);
    }

    await client
      .call(trackClick, { page_id: templateId, client_type: clientTypeOf(request.headers.get("User-Agent")), page_type: 1, phone: input.phone, ...carried })
      .catch(() => undefined);
    const result = await client.call(register, {
      ...common,
      merchantNumber: "0",
      userName: input.phone,
      smsCode: input.smsCode,
      invite_code: query.invite_code ?? "",
      id: templateId,
    });
    const registered = result.ok;
    const already = !result.ok && String(result.code) === PromotionCode.alreadyRegistered;
    if (registered || already) {
      const ids: { links_id?: string; down_id?: string } = result.ok ? result.data : {};
      const next = downloadHref({ ...carried, id: String(templateId), links_id: ids.links_id ?? found.data.template.download.linksId, down_id: ids.down_id ?? found.data.template.download.downId });
      const toast = { message: registered ? englishTexts.promotion.registered : englishTexts.promotion.alreadyRegistered, kind: registered ? ("success" as const) : ("default" as const) };
      if (wantsJson) return answer({ intent, next, toast });
      return redirect(next, { headers: { "Set-Cookie": noticeCookie(registered ? "registered" : "already") } });
    }
    if (String(result.code) === PromotionCode.wrongCaptcha) {
      return answer({ intent, refreshCaptcha: true, fieldErrors: { capcode: result.message }, toast: { message: result.message, kind: "error" }, values: { ...values, capcode: "" } }, 400);
    }
    const field: PromotionField | undefined = /SMS code|短信/.test(result.message) ? "smsCode" : inLanguage(result.message, "en") === englishTexts.promotion.phoneInvalid ? "phone" : undefined;
    return answer({ intent, fieldErrors: field ? { [field]: result.message } : undefined, toast: { message: result.message, kind: "error" } }, 400);
  } catch (error) {
    if (!(error instanceof LendingApiError)) throw error;
    console.error(`[web] ${error.message}`, error.cause ?? "");
    // The documented network-failure toast.
    return answer({ intent, toast: { message: englishTexts.promotion.networkError, kind: "error" } }, 503);
  }
}

export default function Promotion() {
  const messages = useMessages();
  const t = messages.promotion;
  const loaded = useLoaderData<typeof loader>();
  if (loaded.state === "unreachable") return <Unreachable />;
  if (loaded.state === "failed") return <ErrorPage title={t.pageTitle} body={loaded.message || t.noTemplate} />;
  return <SignUp loaded={loaded} />;
}

type Loaded = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { state: "ok" }>;

function SignUp({ loaded }: { loaded: Loaded }) {
  const messages = useMessages();
  const { template, sid } = loaded;
  // The documented wordings (zh) over the page's language (decision 112).
  const t = useTexts("promotion", verbatimPromotion);
  const nonce = useNonce();
  const toast = useToast();
  const navigate = useNavigate();
  const fetcher = useFetcher<ActionAnswer>();
  const serverAnswer = useActionData<ActionAnswer>();
  const [hydrated, setHydrated] = useState(false);
  const [clientErrors, setClientErrors] = useState<Partial<Record<PromotionField, string>> | null>(null);
  const [drawnAt, setDrawnAt] = useState(loaded.drawnAt);
  const [countdownRunning, setCountdownRunning] = useState(loaded.resendIn > 0);
  const formRef = useRef<HTMLFormElement>(null);
  const capcodeRef = useRef<HTMLInputElement>(null);

  useEffect(() => setHydrated(true), []);

  // Answers to fetcher posts (JavaScript on).
  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    setClientErrors(null);
    if (result.toast) toast.show(result.toast.message, result.toast.kind);
    if (result.refreshCaptcha) {
      setDrawnAt(Date.now());
      if (capcodeRef.current) capcodeRef.current.value = "";
    }
    if (result.sentAt) setCountdownRunning(true);
    if (result.next) {
      // Let the success toast be read before leaving (toasts last 2 s; spec 000 §9).
      const next = result.next;
      const timer = setTimeout(() => navigate(next), 1200);
      return () => clearTimeout(timer);
    }
  }, [fetcher.data, toast, navigate]);

  const answer = fetcher.data ?? serverAnswer;
  const errors = clientErrors ?? answer?.fieldErrors ?? {};
  const values = serverAnswer?.values;
  const sentAt = fetcher.data?.sentAt ?? serverAnswer?.sentAt ?? null;
  const initialRemaining = serverAnswer?.sentAt ? RESEND_SECONDS : loaded.resendIn;
  const captchaDrawn = drawnAt;
  const captchaSrc = sid ? `${CAPTCHA_PATH}?sid=${encodeURIComponent(sid)}&a=${captchaDrawn}` : null;
  const phonePlaceholder = template.phoneRule === "ph" ? t.phonePlaceholderPh : t.phonePlaceholderCn;

  const actionUrl = loaded.actionUrl;

  const validate = (intent: Intent, form: HTMLFormElement): boolean => {
    const data = new FormData(form);
    const phone = String(data.get("phone") ?? "").trim();
    const capcode = String(data.get("capcode") ?? "").trim();
    const smsCode = String(data.get("smsCode") ?? "").trim();
    const found: Partial<Record<PromotionField, string>> = {};
    if (!phoneMatchesRule(phone, template.phoneRule)) found.phone = t.phoneInvalid;
    else if (intent !== "refreshCaptcha" && !capcode) found.capcode = t.captchaInvalid;
    else if (intent === "register" && !smsCode) found.smsCode = t.smsInvalid;
    const first = Object.values(found)[0];
    if (first) {
      // The documented page checks in order and says what to fix first.
      setClientErrors(found);
      toast.show(first, "error");
      return false;
    }
    setClientErrors(null);
    return true;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A double tap sends once; the server would refuse the second code anyway.
    if (fetcher.state !== "idle") return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const form = event.currentTarget;
    const smsTyped = String(new FormData(form).get("smsCode") ?? "").trim() !== "";
    const raw = submitter?.value as Intent | "auto" | undefined;
    const intent: Intent = raw === "sendCode" || raw === "register" || raw === "refreshCaptcha" ? raw : smsTyped ? "register" : "sendCode";
    if (intent === "sendCode" && countdownRunning) {
      toast.show(t.resendBlocked, "error");
      return;
    }
    if (!validate(intent, form)) return;
    if (intent === "refreshCaptcha") {
      setDrawnAt(Date.now());
      if (capcodeRef.current) capcodeRef.current.value = "";
      return;
    }
    const data = new FormData(form);
    data.set("intent", intent);
    data.set("mode", "json");
    fetcher.submit(data, { method: "post", action: actionUrl });
  };

  const busy = fetcher.state !== "idle";
  // Sending the code and signing up wait on the SMS gateway; a new picture is quick and quiet.
  const calling = busy && fetcher.formData?.get("intent") !== "refreshCaptcha";
  const errorProps = (field: PromotionField) =>
    errors[field] ? { "aria-invalid": true as const, "aria-describedby": `${field}-error` } : {};

  return (
    <>
      {/* The documented hash links (#/downloadTemplate?..., #/agreementTemplate?...) of the older
          single-page app: moved to their real paths before anything else runs. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: HASH_REDIRECT }} />
      <main className="promo">
        <LanguageSwitch />
        <header className="promo__hero">
          <p className="promo__brand">{template.appName}</p>
          <h1 className="promo__headline">{template.headline}</h1>
          <p className="promo__sub">{template.subheadline}</p>
          {template.highlights.length ? (
            <ul className="promo__highlights">
              {template.highlights.map((item) => (
                <li key={item}>
                  <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
                    <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
        </header>

        <fetcher.Form ref={formRef} method="post" action={actionUrl} className="card promo__form" noValidate onSubmit={onSubmit} aria-busy={busy}>
          {/* The default button for Enter in a field: the server registers once an SMS code is typed. */}
          <button type="submit" name="intent" value="auto" className="visually-hidden" tabIndex={-1} aria-hidden="true">
            {template.buttonText}
          </button>
          <input type="hidden" name="sid" value={sid ?? ""} />
          {loaded.sidError ? (
            <p className="field-error" role="alert">
              {loaded.sidError}
            </p>
          ) : null}

          <div className="promo__field">
            <label htmlFor="phone">{t.phoneLabel}</label>
            <input
              id="phone"
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={PROMOTION_INPUT_CAPS.phone}
              placeholder={phonePlaceholder}
              defaultValue={values?.phone}
              {...errorProps("phone")}
              aria-describedby={errors.phone ? "phone-rule phone-error" : "phone-rule"}
            />
            {/* Which numbers this template takes, before a refusal has to say it (issue 30 item 16). */}
            <p id="phone-rule" className="promo__hint">
              {template.phoneRule === "ph" ? t.phoneRulePh : t.phoneRuleCn}
            </p>
            {errors.phone ? (
              <p id="phone-error" className="field-error">
                {errors.phone}
              </p>
            ) : null}
          </div>

          <div className="promo__field">
            <label htmlFor="capcode">{t.captchaLabel}</label>
            <div className="promo__row">
              <input
                ref={capcodeRef}
                id="capcode"
                name="capcode"
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={PROMOTION_INPUT_CAPS.captcha}
                placeholder={t.captchaPlaceholder}
                defaultValue={values?.capcode}
                {...errorProps("capcode")}
              />
              <button type="submit" name="intent" value="refreshCaptcha" className="promo__captcha" title={t.captchaRefresh} aria-label={t.captchaRefresh}>
                {captchaSrc ? <img key={captchaDrawn} src={captchaSrc} alt={t.captchaImageAlt} width={120} height={44} /> : null}
              </button>
            </div>
            {errors.capcode ? (
              <p id="capcode-error" className="field-error">
                {errors.capcode}
              </p>
            ) : null}
          </div>

          <div className="promo__field">
            <label htmlFor="smsCode">{t.smsLabel}</label>
            <div className="promo__row">
              <input
                id="smsCode"
                name="smsCode"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={PROMOTION_INPUT_CAPS.smsCode}
                placeholder={t.smsPlaceholder}
                defaultValue={values?.smsCode}
                {...errorProps("smsCode")}
              />
              <CountdownButton
                type="submit"
                name="intent"
                value="sendCode"
                className="button button--ghost promo__code-button"
                label={t.getCode}
                initialRemaining={initialRemaining}
                startKey={sentAt}
                seconds={RESEND_SECONDS}
                format={t.countdown}
                aria-describedby={!hydrated && initialRemaining > 0 ? "resend-hint" : undefined}
                onBlockedPress={() => toast.show(t.resendBlocked, "error")}
                onCountdownEnd={() => setCountdownRunning(false)}
              />
            </div>
            {!hydrated && initialRemaining > 0 ? (
              <p id="resend-hint" className="promo__hint">
                {t.countdownHint(initialRemaining)}
              </p>
            ) : null}
            {errors.smsCode ? (
              <p id="smsCode-error" className="field-error">
                {errors.smsCode}
              </p>
            ) : null}
          </div>

          <button type="submit" name="intent" value="register" className="button button--block promo__submit" disabled={busy}>
            {template.buttonText}
          </button>
          <p className="promo__agreement">
            {t.agreementPrefix} <a href={loaded.agreementUrl}>{t.agreementLink}</a>.
          </p>
        </fetcher.Form>
      </main>
      {/* Without JavaScript the answer's toast is rendered by the server (it fades by CSS). */}
      {!hydrated && serverAnswer?.toast ? (
        <div className="toast-region">
          <ToastView message={serverAnswer.toast.message} kind={serverAnswer.toast.kind} />
        </div>
      ) : null}
      <LoadingToast on={calling} />
    </>
  );
}

const HASH_REDIRECT = `(function(){var m=/^#\\/(downloadTemplate|agreementTemplate)(\\?[^#]*)?$/.exec(location.hash);if(!m)return;var q=m[2]||location.search;location.replace('/promotion/'+(m[1]==='downloadTemplate'?'download':'agreement')+q);})();`;
