import { useActionData, useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { CAPTCHA_PATH, PROMOTION_INPUT_CAPS, phoneMatchesRule } from "@contract/promotion-rules";
import { verbatimPromotion } from "@contract/texts/verbatim-promotion";
import { CountdownButton } from "~/components/countdown-button";
import { LanguageSwitch } from "~/components/language-switch";
import { SmsOnly } from "~/components/promotion-sms-only";
import { LoadingToast, ToastView, useToast } from "~/components/toast";
import { useNonce } from "~/lib/document/nonce";
import { useTexts } from "~/lib/messages/texts";
import { RESEND_SECONDS, type PromotionField } from "./promotion.forms";
import type { ActionAnswer, Intent, PromotionLoaded } from "./promotion.server";

/**
 * The sign-up form: phone, captcha (or the code by SMS only, for a visitor who cannot see the
 * picture; docs/decisions/202), SMS code with its countdown; works without JavaScript.
 */
export function SignUp({ loaded }: { loaded: PromotionLoaded }) {
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
  const [withoutPicture, setWithoutPicture] = useState(serverAnswer?.withoutPicture ?? false);
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
    setWithoutPicture(result.withoutPicture);
    if (result.next) {
      // Let the success toast be read before leaving (toasts last 2 s; spec 000 §9).
      const next = result.next;
      const timer = setTimeout(() => navigate(next), 1200);
      return () => clearTimeout(timer);
    }
  }, [fetcher.data, toast, navigate]);

  const answer = fetcher.data ?? serverAnswer;
  const errors = clientErrors ?? answer?.fieldErrors ?? {};
  const smsOnlyRefusal = clientErrors ? undefined : answer?.smsOnlyRefusal;
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
    // The picture code is asked for to send a code by the picture, and to register with one.
    const needsPicture = intent === "sendCode" || (intent === "register" && !withoutPicture);
    if (!phoneMatchesRule(phone, template.phoneRule)) found.phone = t.phoneInvalid;
    else if (needsPicture && !capcode) found.capcode = t.captchaInvalid;
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
    const intent: Intent =
      raw === "sendCode" || raw === "smsOnly" || raw === "register" || raw === "refreshCaptcha" ? raw : smsTyped ? "register" : "sendCode";
    if ((intent === "sendCode" || intent === "smsOnly") && countdownRunning) {
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
                    <path
                      d="M4 10.5l4 4 8-9"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.4"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
        </header>

        <fetcher.Form
          ref={formRef}
          method="post"
          action={actionUrl}
          className="card promo__form"
          noValidate
          onSubmit={onSubmit}
          aria-busy={busy}
        >
          {/* The default button for Enter in a field: the server registers once an SMS code is typed. */}
          <button type="submit" name="intent" value="auto" className="visually-hidden" tabIndex={-1} aria-hidden="true">
            {template.buttonText}
          </button>
          <input type="hidden" name="sid" value={sid ?? ""} />
          {withoutPicture ? <input type="hidden" name="withoutPicture" value="1" /> : null}
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
              <button
                type="submit"
                name="intent"
                value="refreshCaptcha"
                className="promo__captcha"
                title={t.captchaRefresh}
                aria-label={t.captchaRefresh}
              >
                {captchaSrc ? <img key={captchaDrawn} src={captchaSrc} alt={t.captchaImageAlt} width={120} height={44} /> : null}
              </button>
            </div>
            {errors.capcode ? (
              <p id="capcode-error" className="field-error">
                {errors.capcode}
              </p>
            ) : null}
            <SmsOnly refusal={smsOnlyRefusal} sent={withoutPicture} />
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
