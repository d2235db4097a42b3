import { Form, Link, useActionData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { BankFormItem, BindFieldErrors, BoundAccount } from "@contract";
// The rules the component runs come from the zod-free module, so the contract stays on the server.
import { CARD_TYPE_CODE, cardTypesOf, CHANNEL_CODE, visibleBankItems } from "@contract/bank-form-rules";
import { LoadingToast } from "~/components/toast";
import { useTexts } from "~/lib/messages/texts";
import { pageHref } from "~/lib/query";
import { useBridge, usePageQuery } from "~/lib/use-page-query";
import { BankField } from "./bank-binding.field";
import type { action, ActionData } from "./bank-binding.server";
import { CHANGE_PARAM } from "./bank-binding.shared";

/** The bank form (card types, channel, the items the form shows) and the bound account's view. */
export function BankForm({
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
  const t = useTexts("bankBinding");
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
  // The fields to fix, in the form's order: the summary links to them, and with JavaScript the
  // first one takes the focus (issue 30 item 17), so the borrower lands where to type.
  const wrong = shown.filter((item) => fieldErrors[item.code]);
  const firstWrong = wrong[0]?.code;
  useEffect(() => {
    if (firstWrong) document.getElementById(`field-${firstWrong}`)?.focus();
  }, [failed, firstWrong]);

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
        <ToMyOrders />
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
        {wrong.length > 0 ? (
          <section className="card error-summary" aria-labelledby="error-summary-title">
            <h2 id="error-summary-title" className="error-summary__title">
              {t.fixErrors}
            </h2>
            <ul>
              {wrong.map((item) => (
                <li key={item.code}>
                  {/* The field's name: its message is next to it, where the link lands. */}
                  <a href={`#field-${item.code}`}>{item.title}</a>
                </li>
              ))}
            </ul>
          </section>
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
              key={`${item.code}-${item.forCardType}`}
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
    <Link
      to={`?${params.toString()}`}
      replace
      className={`segmented__item${current ? " segmented__item--on" : ""}`}
      aria-current={current ? "page" : undefined}
    >
      {choice.name}
    </Link>
  );
}

/** The bound account, masked, as a revisit shows it, with the way to change it. */
function BoundView({ account }: { account: BoundAccount }) {
  const t = useTexts("bankBinding");
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.set(CHANGE_PARAM, "1");
  return (
    <>
      <main className="page bank-page">
        <h1 className="page-title">{t.pageTitle}</h1>
        <p className="bank-page__intro">{t.boundIntro}</p>
        <AccountSummary account={account} />
        <ToMyOrders />
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

/** A way on besides the app's back button, once the account is saved or shown (issue 40 W10). */
function ToMyOrders() {
  const common = useTexts("common");
  const query = usePageQuery();
  return (
    <a className="more-link" href={pageHref("/attic", query)}>
      {common.toMyOrders}
    </a>
  );
}

function AccountSummary({ account }: { account: BoundAccount }) {
  const t = useTexts("bankBinding");
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
