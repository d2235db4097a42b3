import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { ErrorPage, SessionExpired, Unreachable } from "~/components/error-page";
import { LoadingToast } from "~/components/toast";
import { bankPlaces, bindCardNew, bindFailureData, boundCard, cardInit, rebindCard, type BankFormItem, type BindFieldErrors, type BoundAccount } from "~/lib/contract";
// The rules the component runs come from the zod-free module, so the contract stays on the server.
import {
  bindPayload,
  CARD_TYPE_CODE,
  cardTypesOf,
  CHANNEL_CODE,
  channelFor,
  choicesFor,
  DEFAULT_CARD_TYPE,
  visibleBankItems,
} from "~/lib/contract/bank-form-rules";
import { createLendingClient, LendingApiError } from "~/lib/lending-api.server";
import { attempt, isLoadFailure } from "~/lib/loader-helpers.server";
import { metaTexts, useTexts, type TextsHandle } from "~/lib/messages/texts";
import { english as englishTexts, localize, serverTexts } from "~/lib/messages/catalogue.server";
import { pageHref, parsePageQuery, type PageQuery } from "~/lib/query";
import { useBridge } from "~/lib/use-page-query";
import styles from "~/styles/bank-info.css";
import { formatBankInput } from "./bank-binding.format";
import { bindFormSchema } from "./bank-binding.forms.server";

/** This page's areas in its language (docs/decisions/130). */
function useMessages() {
  return { bankBinding: useTexts("bankBinding"), common: useTexts("common") };
}
export const handle: TextsHandle = { texts: ["bankBinding", "common"] };


export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
// The title in the page's language too (the native app may show it in its top bar).
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "bankBinding").pageTitle }];

const LOAN_DETAIL_SOURCE = "loanDetail";

function queryOf(request: Request): PageQuery {
  return parsePageQuery(new URL(request.url).searchParams);
}

async function loadForm(request: Request, query: PageQuery) {
  const client = createLendingClient({ query, request });
  const productId = /^\d+$/.test(query.productId ?? "") ? query.productId : undefined;
  return { client, productId, result: await attempt(() => client.call(cardInit, { productId })) };
}

/** The card type in force: the requested one when the form offers it, else the default. */
function cardTypeFor(items: BankFormItem[], requested: string | undefined) {
  const types = cardTypesOf(items);
  if (requested && types.some((c) => c.type === requested)) return requested;
  return types.some((c) => c.type === DEFAULT_CARD_TYPE) ? DEFAULT_CARD_TYPE : (types[0]?.type ?? DEFAULT_CARD_TYPE);
}

/** The query flag that opens the form although an account is bound ("Change account"). */
const CHANGE_PARAM = "change";

export async function loader({ request }: LoaderFunctionArgs) {
  const query = queryOf(request);
  const { client, result } = await loadForm(request, query);
  if (isLoadFailure(result)) return data(result, result.state === "failed" ? 400 : 200);
  const bound = await attempt(() => client.call(boundCard, {}));
  if (isLoadFailure(bound)) return data(bound, bound.state === "failed" ? 400 : 200);
  const account = query[CHANGE_PARAM] === "1" ? null : bound.data.account;
  // The 1,642 places only go to a page that shows the form (a bound account is shown instead).
  const places = account ? undefined : await attempt(() => client.call(bankPlaces, {}));
  if (places && isLoadFailure(places)) return data(places, places.state === "failed" ? 400 : 200);
  const items = result.data;
  const cardType = cardTypeFor(items, query.cardType);
  // No bank is chosen for the borrower: only one they asked for (a link, a refused save) is kept.
  const requested = query.channelNumber;
  const channel = requested && channelFor(items, cardType, requested) === requested ? requested : "";
  return { state: "ok" as const, items, cardType, channel, places: places?.data.places ?? [], account };
}

export async function action({ request }: ActionFunctionArgs) {
  const query = queryOf(request);
  const form = await request.formData();
  const raw = Object.fromEntries(Array.from(form.entries()).filter(([, v]) => typeof v === "string")) as Record<string, string>;
  const parsed = bindFormSchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors: BindFieldErrors = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= localize(issue.message, query.language);
    return data({ fieldErrors, message: serverTexts("bankBinding", query.language).fixErrors, values: raw }, 400);
  }
  const { client, productId, result } = await loadForm(request, query);
  if (isLoadFailure(result)) return data({ fieldErrors: {}, message: failureMessage(result), values: raw }, 400);
  const values = parsed.data as Record<string, string>;
  // A forged card type is passed on as it is, so the backend says so next to the field.
  const cardType = values[CARD_TYPE_CODE];
  const payload = bindPayload(result.data, values, cardType, values[CHANNEL_CODE]);
  const fromLoanDetail = query.source === LOAN_DETAIL_SOURCE;
  const orderId = /^\d+$/.test(query.orderId ?? "") ? query.orderId : undefined;
  let saved;
  try {
    const body: Record<string, string> = { ...payload };
    if (productId) body.productId = productId;
    if (orderId) body.orderId = orderId;
    saved = await client.call(fromLoanDetail ? rebindCard : bindCardNew, body);
  } catch (error) {
    if (error instanceof LendingApiError) return data({ fieldErrors: {}, message: serverTexts("common", query.language).unreachableBody, values: raw }, 400);
    throw error;
  }
  if (!saved.ok) {
    const message = saved.sessionExpired ? englishTexts.common.sessionExpiredBody : saved.message;
    return data({ fieldErrors: fieldErrorsOf(saved.data), message, values: raw }, 400);
  }
  if (fromLoanDetail) {
    // Order Details says the account is saved (bankSaved), with or without JavaScript.
    return redirect(pageHref("/poles", query, { orderId: query.orderId, productId: query.productId, source: LOAN_DETAIL_SOURCE, bankSaved: "1" }));
  }
  const bound = await attempt(() => client.call(boundCard, {}));
  return { saved: true as const, account: isLoadFailure(bound) ? null : bound.data.account };
}

/** Reads per-field messages from a failed save (the contract's failure data). */
function fieldErrorsOf(answer: unknown): BindFieldErrors {
  const parsed = bindFailureData.safeParse(answer);
  return parsed.success ? parsed.data.fieldErrors : {};
}

function failureMessage(result: { state: string; message?: string }): string {
  if (result.state === "sessionExpired") return englishTexts.common.sessionExpiredBody;
  if (result.state === "unreachable") return englishTexts.common.unreachableBody;
  return result.message ?? englishTexts.common.somethingWrongBody;
}

type ActionData = { saved: true; account: BoundAccount | null } | { fieldErrors: BindFieldErrors; message: string; values: Record<string, string> };

export default function BankBinding() {
  const messages = useMessages();
  const t = messages.bankBinding;
  const loaded = useLoaderData<typeof loader>();
  if (loaded.state === "sessionExpired") return <SessionExpired />;
  if (loaded.state === "unreachable") return <Unreachable />;
  if (loaded.state === "failed") return <ErrorPage title={t.pageTitle} body={loaded.message || t.noForm} />;
  return <BankForm items={loaded.items} cardType={loaded.cardType} initialChannel={loaded.channel} places={loaded.places} bound={loaded.account} />;
}

function BankForm({
  items,
  cardType,
  initialChannel,
  places,
  bound,
}: {
  items: BankFormItem[];
  cardType: string;
  initialChannel: string;
  places: string[];
  bound: BoundAccount | null;
}) {
  const messages = useMessages();
  const t = messages.bankBinding;
  const answer = useActionData<typeof action>() as ActionData | undefined;
  const navigation = useNavigation();
  const bridge = useBridge();
  const failed = answer && "fieldErrors" in answer ? answer : undefined;
  const values = failed?.values ?? {};
  const submittedChannel = failed && values[CARD_TYPE_CODE] === cardType ? values[CHANNEL_CODE] : undefined;
  const [channel, setChannel] = useState(submittedChannel || initialChannel);
  useEffect(() => {
    if (submittedChannel) setChannel(submittedChannel);
  }, [submittedChannel]);
  useEffect(() => setChannel(initialChannel), [initialChannel]);

  const saved = answer && "saved" in answer;
  // The bank flow (spec 000 §7 "start and end a bank flow"): it starts when the form is shown and
  // ends when an account is saved, before the app closes this web view or Order Details comes back.
  const flow = useRef<"idle" | "started" | "ended">("idle");
  useEffect(() => {
    if (flow.current !== "idle") return;
    flow.current = "started";
    bridge({ action: "startBankFlow" });
  }, [bridge]);
  const endFlow = () => {
    if (flow.current !== "started") return;
    flow.current = "ended";
    bridge({ action: "endBankFlow" });
  };
  useEffect(() => {
    // Outside Order Details, a saved account ends the flow: the app closes this web view.
    if (!saved) return;
    endFlow();
    bridge({ action: "closeWebView" });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved, bridge]);
  // From Order Details (source=loanDetail) a save answers with a redirect back to it.
  const returning = navigation.state === "loading" && navigation.formMethod === "POST" && navigation.location.pathname === "/poles";
  useEffect(() => {
    if (returning) endFlow();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returning]);

  const fieldErrors: BindFieldErrors = failed?.fieldErrors ?? {};
  const cardTypes = cardTypesOf(items);
  const shown = visibleBankItems(items, cardType, channel).filter((item) => item.code !== CARD_TYPE_CODE);
  const busy = navigation.state !== "idle";

  if (saved) {
    const account = answer && "saved" in answer ? answer.account : null;
    return (
      <main className="page bank-page">
        <h1 className="page-title">{t.pageTitle}</h1>
        <div className="card notice" role="status">
          <h2 className="section-title">{t.savedTitle}</h2>
          <p>{t.savedBody}</p>
        </div>
        {account ? <AccountSummary account={account} /> : null}
      </main>
    );
  }

  if (bound && !failed) return <BoundView account={bound} />;

  return (
    <>
      <main className="page bank-page" aria-busy={busy}>
        <h1 className="page-title">{t.pageTitle}</h1>
        <p className="bank-page__intro">{t.intro}</p>
        <nav className="segmented" aria-label={t.cardTypeLabel}>
          {cardTypes.map((choice) => (
            <CardTypeLink key={choice.type} choice={choice} current={choice.type === cardType} />
          ))}
        </nav>
        {fieldErrors[CARD_TYPE_CODE] ? (
          <p id="cardType-error" className="field-error" role="alert">
            {fieldErrors[CARD_TYPE_CODE]}
          </p>
        ) : null}
        {failed && failed.message && Object.keys(fieldErrors).length === 0 ? (
          <p className="field-error" role="alert">
            {failed.message}
          </p>
        ) : null}
        <Form method="post" id="bank-form" className="card form" noValidate>
          <input type="hidden" name={CARD_TYPE_CODE} value={cardType} />
          {shown.map((item) => (
            <BankField
              key={`${item.code}-${item.cardTypeMi}`}
              item={item}
              cardType={cardType}
              value={item.code === CHANNEL_CODE ? channel : (values[item.code] ?? item.value)}
              error={fieldErrors[item.code]}
              onChannel={setChannel}
              places={places}
            />
          ))}
        </Form>
      </main>
      <div className="bottom-bar">
        <div className="bottom-bar__inner">
          <button type="submit" form="bank-form" className="button button--block" disabled={busy}>
            {t.next}
          </button>
        </div>
      </div>
      <LoadingToast on={busy && navigation.formMethod === "POST"} />
    </>
  );
}

function CardTypeLink({ choice, current }: { choice: { name: string; type: string }; current: boolean }) {
  // A link, not state: switching re-renders the form from the server, with or without JavaScript.
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.set(CARD_TYPE_CODE, choice.type);
  params.delete(CHANNEL_CODE);
  return (
    <Link to={`?${params.toString()}`} replace className={`segmented__item${current ? " segmented__item--on" : ""}`} aria-current={current ? "page" : undefined}>
      {choice.name}
    </Link>
  );
}

/** The bound account, masked, as a revisit shows it, with the way to change it. */
function BoundView({ account }: { account: BoundAccount }) {
  const messages = useMessages();
  const t = messages.bankBinding;
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.set(CHANGE_PARAM, "1");
  return (
    <>
      <main className="page bank-page">
        <h1 className="page-title">{t.pageTitle}</h1>
        <p className="bank-page__intro">{t.boundIntro}</p>
        <AccountSummary account={account} />
      </main>
      <div className="bottom-bar">
        <div className="bottom-bar__inner">
          <Link to={`?${params.toString()}`} className="button button--block">
            {t.changeAccount}
          </Link>
        </div>
      </div>
    </>
  );
}

function AccountSummary({ account }: { account: BoundAccount }) {
  const messages = useMessages();
  const t = messages.bankBinding;
  return (
    <section className="card bound-account" aria-labelledby="bound-account-title">
      <h2 id="bound-account-title" className="section-title">
        {t.boundTitle}
      </h2>
      <dl className="bound-account__list">
        <div>
          <dt>{account.cardType === 2 ? t.walletLabel : t.bankLabel}</dt>
          <dd>{account.institution}</dd>
        </div>
        <div>
          <dt>{account.cardType === 2 ? t.walletNumberLabel : t.accountNumberLabel}</dt>
          <dd>{t.masked(account.lastDigits)}</dd>
        </div>
        <div>
          <dt>{t.holderLabel}</dt>
          <dd>{account.holderName}</dd>
        </div>
        {account.city ? (
          <div>
            <dt>{t.cityLabel}</dt>
            <dd>{account.city}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

function BankField({
  item,
  cardType,
  value,
  error,
  onChannel,
  places,
}: {
  item: BankFormItem;
  cardType: string;
  value: string;
  error?: string;
  onChannel: (channel: string) => void;
  places: string[];
}) {
  const messages = useMessages();
  const t = messages.bankBinding;
  const id = `field-${item.code}`;
  const errorId = error ? `${item.code}-error` : undefined;
  const hintId = item.subtitle ? `${item.code}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const common = { id, name: item.code, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy } as const;

  let control;
  if (item.cate === "citySelect") {
    // Every city and municipality as a native suggestion list: type to filter, with or without
    // JavaScript; the backend accepts only a label of the list (docs/decisions/113).
    const listId = `${id}-places`;
    control = (
      <>
        <input {...common} className="input" type="text" list={listId} autoComplete="off" defaultValue={value} placeholder={t.cityPlaceholder} />
        <datalist id={listId}>
          {places.map((place) => (
            <option key={place} value={place} />
          ))}
        </datalist>
      </>
    );
  } else if (item.cate === "enum") {
    const choices = choicesFor(item, cardType);
    control =
      item.code === CHANNEL_CODE ? (
        <select {...common} className="input" value={value} onChange={(event) => onChannel(event.currentTarget.value)}>
          <option value="">{messages.bankBinding.choose}</option>
          {choices.map((choice) => (
            <option key={choice.type} value={choice.type}>
              {choice.name}
            </option>
          ))}
        </select>
      ) : (
        <select {...common} className="input" defaultValue={value}>
          <option value="">{messages.bankBinding.choose}</option>
          {choices.map((choice) => (
            <option key={choice.type} value={choice.type}>
              {choice.name}
            </option>
          ))}
        </select>
      );
  } else if (item.cate === "day") {
    control = <input {...common} className="input" type="date" defaultValue={value} placeholder={item.subtitle} />;
  } else {
    const numeric = item.inputType !== "text";
    const maxChars = item.inputType === "phone" ? 13 : item.inputType === "card" ? item.maxLength + Math.ceil(item.maxLength / 4) : item.maxLength;
    control = (
      <input
        {...common}
        className="input"
        type={item.inputType === "phone" ? "tel" : "text"}
        inputMode={numeric ? "numeric" : undefined}
        autoComplete={item.code === "holderName" ? "name" : "off"}
        maxLength={maxChars}
        defaultValue={value}
        placeholder={item.subtitle}
        onInput={(event) => {
          const input = event.currentTarget;
          input.value = formatBankInput(item.inputType, input.value, item.maxLength);
        }}
      />
    );
  }

  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {item.title}
      </label>
      {control}
      {item.subtitle && item.cate !== "txt" && item.cate !== "day" ? (
        <p id={hintId} className="field__hint">
          {item.subtitle}
        </p>
      ) : item.subtitle ? (
        <span id={hintId} className="visually-hidden">
          {item.subtitle}
        </span>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
