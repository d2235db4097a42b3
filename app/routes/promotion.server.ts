import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  FailureCode,
  PromotionCode,
  channelTemplate,
  signUpRefusalOf,
  templateIn,
  getSid,
  getSms,
  getSmsOnly,
  phoneMatchesRule,
  register,
  trackClick,
  trackVisit,
} from "@contract";
import type { ToastKind } from "~/components/toast";
import { cookieSecurity, promotionNoticeCookie, promotionSentCookie } from "~/lib/cookies.server";
import { createLendingClient, LendingApiError } from "~/lib/lending-api.server";
import { attempt, isLoadFailure } from "~/lib/loader-helpers.server";
import { fieldTexts, serverTexts } from "~/lib/messages/catalogue.server";
import { requestLanguage } from "~/lib/texts/language.server";
import { clientTypeOf, valuesOf, type PromotionField, type SignUpValues } from "./promotion.forms";
import { parseSignUp } from "./promotion.forms.server";
import { agreementHref, downloadHref, templateIdOf } from "./promotion.links";
import { SID, actionUrlOf, carriedOf, promotionPageOf, resendInOf, type PromotionPage } from "./promotion.query.server";

/**
 * The promotion landing's loader (template, visit, captcha session) and its action (send the SMS
 * code, send it by SMS only, register, a new captcha; one form, four intents; docs/decisions/031,
 * 202).
 */

/**
 * The backend asked in the page's language (also when only the language cookie names it): its
 * refusals are shown as it words them, but for the documented ones (docs/decisions/206).
 */
async function clientOf(request: Request, page: PromotionPage) {
  return createLendingClient({ query: { ...page, language: await requestLanguage(request) }, request });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const page = promotionPageOf(request);
  const templateId = templateIdOf(page);
  const client = await clientOf(request, page);
  const found = await attempt(() => client.call(channelTemplate, { templateId }));
  if (isLoadFailure(found)) {
    return data(
      found.state === "failed" ? { state: "failed" as const, message: found.message } : { state: "unreachable" as const },
      found.state === "failed" ? 404 : 503,
    );
  }

  // A sid in the address means this is the same visit coming back from a form sent without
  // JavaScript: keep its captcha and do not count another visit.
  let sid = page.sid !== undefined && SID.test(page.sid) ? page.sid : null;
  let sidError: string | null = null;
  if (!sid) {
    const carried = carriedOf(page);
    await client
      .call(trackVisit, { page_id: templateId, client_type: clientTypeOf(request.headers.get("User-Agent")), page_type: 1, ...carried })
      .catch(() => undefined); // tracking never blocks the page
    const issued = await attempt(() => client.call(getSid, { page_id: templateId }));
    if (isLoadFailure(issued)) {
      sidError = issued.state === "failed" ? issued.message : serverTexts("common", await requestLanguage(request)).unreachableBody;
    } else sid = issued.data.sid;
  }
  return {
    state: "ok" as const,
    templateId,
    template: templateIn(found.data.template, await requestLanguage(request), found.data.figures),
    sid,
    sidError,
    drawnAt: Date.now(),
    resendIn: await resendInOf(request),
    // The form posts back to this address plus the sid, so the page keeps its captcha without JS.
    actionUrl: actionUrlOf(request, sid),
    agreementUrl: agreementHref(page, templateId, found.data.template.download),
  };
}

export type Intent = "sendCode" | "smsOnly" | "register" | "refreshCaptcha";
const INTENTS: ReadonlyArray<string> = ["sendCode", "smsOnly", "register", "refreshCaptcha"];
const isIntent = (value: string): value is Intent => INTENTS.includes(value);
export interface ActionAnswer {
  intent: Intent;
  values: SignUpValues;
  fieldErrors?: Partial<Record<PromotionField, string>>;
  toast?: { message: string; kind: ToastKind };
  /** A new code was sent: the countdown starts (its value keys the restart). */
  sentAt?: number;
  refreshCaptcha?: boolean;
  /** This visit's code came by SMS only: registration goes without the picture code (decision 202). */
  withoutPicture: boolean;
  /** Why the code by SMS only was refused (its stricter limits): kept beside its button, not only toasted. */
  smsOnlyRefusal?: string;
  /** JavaScript on: where to go after the toast. */
  next?: string;
}

export async function action({ request }: ActionFunctionArgs) {
  const page = promotionPageOf(request);
  const templateId = templateIdOf(page);
  const form = await request.formData();
  const values = valuesOf(form);
  const wantsJson = form.get("mode") === "json";
  const posted = String(form.get("intent") ?? "");
  // The form's default button (Enter in a field): register once an SMS code is typed.
  const intent: Intent = isIntent(posted) ? posted : values.smsCode ? "register" : "sendCode";
  // Every text by its key, in the visitor's language; the backend is asked in it too.
  const lang = await requestLanguage(request);
  const say = serverTexts("promotion", lang);
  // Carried from post to post (the page without JavaScript knows it only from the form).
  const withoutPicture = form.get("withoutPicture") === "1";
  const answer = (
    body: Omit<ActionAnswer, "values" | "withoutPicture"> & { values?: SignUpValues; withoutPicture?: boolean },
    status = 200,
    headers?: HeadersInit,
  ) => data<ActionAnswer>({ values, withoutPicture, ...body }, { status, headers });
  /**
   * A backend refusal: beside the field its data names, in the page's words when the specification
   * words it, else as the backend said it in the page's language (docs/decisions/206).
   */
  const refusal = (failure: { code: number | string; message: string; data: unknown }) => {
    const { field, documented } = signUpRefusalOf(failure);
    const message = documented ? say[documented] : failure.message;
    return { message, fieldErrors: field ? { [field]: message } : undefined, toast: { message, kind: "error" as const } };
  };
  const sent = async (sentAt: number) =>
    answer({ intent, sentAt, withoutPicture: intent === "smsOnly", toast: { message: say.codeSent, kind: "success" } }, 200, {
      "Set-Cookie": await promotionSentCookie.serialize(String(sentAt), cookieSecurity(request)),
    });

  const client = await clientOf(request, page);
  try {
    const found = await client.call(channelTemplate, { templateId });
    if (!found.ok) return answer({ intent, toast: { message: found.message, kind: "error" } }, 404);
    const rule = found.data.template.phoneRule;

    if (intent === "refreshCaptcha") {
      // Spec 001 §5: a new picture needs a phone number first.
      if (!phoneMatchesRule(values.phone.trim(), rule)) {
        const toast = { message: say.phoneInvalid, kind: "error" as const };
        return answer({ intent, fieldErrors: { phone: say.phoneInvalid }, toast }, 400);
      }
      return answer({ intent, refreshCaptcha: true, values: { ...values, capcode: "" } });
    }

    const parsed = parseSignUp(form, rule, intent);
    if (!parsed.ok) {
      const fieldErrors = fieldTexts("promotion", parsed.fieldErrors, lang);
      const first = Object.values(fieldErrors)[0];
      return answer({ intent: parsed.intent, fieldErrors, toast: first ? { message: first, kind: "error" } : undefined }, 400);
    }
    const input = parsed.value;
    const carried = carriedOf(page);
    const common = {
      phone: input.phone,
      capcode: input.intent === "smsOnly" ? "" : input.capcode,
      sid: String(form.get("sid") ?? ""),
      deviceId: page.deviceId ?? "",
      appName: page.appName ?? found.data.template.appName,
      ...carried,
    };

    if (input.intent === "smsOnly") {
      const result = await client.call(getSmsOnly, common);
      if (result.ok) return sent(Date.now());
      const refused = refusal(result);
      // Not about the phone (its stricter limits, a page gone out of date): kept beside its button.
      const smsOnlyRefusal = refused.fieldErrors ? undefined : refused.message;
      const status = String(result.code) === String(FailureCode.rateLimited) ? 429 : 400;
      return answer({ intent, fieldErrors: refused.fieldErrors, smsOnlyRefusal, toast: refused.toast }, status);
    }

    if (input.intent === "sendCode") {
      // A code by the picture path: registration needs the picture again (the backend's rule too).
      const result = await client.call(getSms, common);
      if (result.ok) return sent(Date.now());
      const { fieldErrors, toast } = refusal(result);
      // Without JavaScript the page comes back with a new picture, so the typed answer is cleared;
      // a wrong picture code (spec 001 §8, code 101) draws a new picture with JavaScript too.
      const refreshCaptcha = String(result.code) === PromotionCode.wrongCaptchaOnSms || undefined;
      return answer({ intent, refreshCaptcha, fieldErrors, toast, values: { ...values, capcode: "" } }, 400);
    }

    await client
      .call(trackClick, {
        page_id: templateId,
        client_type: clientTypeOf(request.headers.get("User-Agent")),
        page_type: 1,
        phone: input.phone,
        ...carried,
      })
      .catch(() => undefined);
    const result = await client.call(register, {
      ...common,
      merchantNumber: "0",
      userName: input.phone,
      smsCode: input.smsCode,
      invite_code: page.invite_code ?? "",
      id: templateId,
    });
    const registered = result.ok;
    const already = !result.ok && String(result.code) === PromotionCode.alreadyRegistered;
    if (registered || already) {
      const ids: { links_id?: string; down_id?: string } = result.ok ? result.data : {};
      const next = downloadHref({
        ...carried,
        id: String(templateId),
        links_id: ids.links_id ?? found.data.template.download.linksId,
        down_id: ids.down_id ?? found.data.template.download.downId,
      });
      const toast = {
        message: registered ? say.registered : say.alreadyRegistered,
        kind: registered ? ("success" as const) : ("default" as const),
      };
      if (wantsJson) return answer({ intent, next, toast });
      return redirect(next, {
        headers: { "Set-Cookie": await promotionNoticeCookie.serialize(registered ? "registered" : "already", cookieSecurity(request)) },
      });
    }
    const { fieldErrors, toast } = refusal(result);
    // Spec 001 §8, code -1: a wrong picture code draws a new picture, and its answer is cleared.
    if (String(result.code) === PromotionCode.wrongCaptcha) {
      return answer({ intent, refreshCaptcha: true, fieldErrors, toast, values: { ...values, capcode: "" } }, 400);
    }
    return answer({ intent, fieldErrors, toast }, 400);
  } catch (error) {
    if (!(error instanceof LendingApiError)) throw error;
    console.error(`[web] ${error.message}`, error.cause ?? "");
    // The documented network-failure toast.
    return answer({ intent, toast: { message: say.networkError, kind: "error" } }, 503);
  }
}

export type PromotionLoaded = Extract<Awaited<ReturnType<typeof loader>>, { state: "ok" }>;
