import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { siteContact, siteContactRequest } from "@contract/info";
import { textOfMessage } from "@contract/keyed-message";
import { LanguageSwitch } from "~/components/language-switch";
import { fill, LegalDocument } from "~/components/legal-document";
import { ToastView, useToast } from "~/components/toast";
import { formErrors } from "~/lib/form-errors.server";
import { createLendingClient, LendingApiError } from "~/lib/lending-api.server";
import { contractText, serverTexts } from "~/lib/messages/catalogue.server";
import type { LegalDocumentName } from "~/lib/messages/legal";
import { legalDocument } from "~/lib/messages/legal-documents.server";
import { metaTexts, textsHandle, useTexts } from "~/lib/messages/texts";
import { appStores, companyDetails } from "~/lib/texts/company.server";
import { requestLanguage } from "~/lib/texts/language.server";
import { docWithFigures, withFigures } from "~/lib/texts/marketing-fill";
import { marketingValuesFor } from "~/lib/texts/marketing.server";
import styles from "~/styles/bank-info.css";
import { Home } from "./public-site.home";

/** This page's areas in its language (docs/decisions/130). */
export const handle = textsHandle("common", "info");

const SECTIONS = ["home", "about", "contact", "privacy", "terms"] as const;
type Section = (typeof SECTIONS)[number];
const FIELDS = ["name", "telephone", "email", "remark"] as const;
type Field = (typeof FIELDS)[number];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  const t = metaTexts(matches, "info").site;
  return [
    { title: loaded ? `${loaded.company.company} — ${fill(t.brandTagline, loaded.company)}` : metaTexts(matches, "common").appName },
    // The claims' figures from the catalogue and the rules (docs/decisions/116), as on the page.
    ...(loaded && withFigures(t.heroBody, loaded.figures) ? [{ name: "description", content: fill(t.heroBody, loaded.figures) }] : []),
  ];
};

function sectionOf(request: Request): Section {
  const requested = new URL(request.url).searchParams.get("section");
  return (SECTIONS as readonly string[]).includes(requested ?? "") ? (requested as Section) : "home";
}

/** The sections that show a legal document (it comes with the data: docs/decisions/122). */
const DOCUMENT_OF: Partial<Record<Section, LegalDocumentName>> = { about: "aboutUs", privacy: "privacyPolicy", terms: "loanTerms" };

export async function loader({ request }: LoaderFunctionArgs) {
  const language = await requestLanguage(request);
  const figures = await marketingValuesFor(request, language);
  const section = sectionOf(request);
  const name = DOCUMENT_OF[section];
  const aboutUs = legalDocument("aboutUs", language);
  return {
    company: companyDetails(),
    figures,
    stores: appStores(),
    section,
    year: new Date().getFullYear(),
    // About us makes claims with figures: a sentence whose figure could not be read is left out.
    document: name === "aboutUs" ? docWithFigures(aboutUs, figures) : name ? legalDocument(name, language) : null,
    // The home's features are about us' "What we offer" list.
    features: section === "home" ? (aboutUs.sections[1].items ?? []) : [],
  };
}

type ContactAnswer =
  | { ok: true; name: string; remark: string; reference: string }
  | { ok: false; message: string; fieldErrors: Partial<Record<Field, string>>; values: Partial<Record<Field, string>> };

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? "")])) as Record<Field, string>;
  // The page's language (the switch's cookie, else the browser's): the answers are in it too.
  const language = await requestLanguage(request);
  const parsed = siteContactRequest.safeParse(values);
  if (!parsed.success) {
    const site = serverTexts("info", language).site;
    const isMissing = (message: string) => textOfMessage(message)?.key === "contactIncomplete";
    // The form's sentence once (the toast); beside each empty field only "Required" (issue 40).
    const fieldErrors: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues)
      fieldErrors[issue.path[0] as Field] ??= isMissing(issue.message) ? site.missingField : contractText(issue.message, language);
    const missing = parsed.error.issues.some((issue) => isMissing(issue.message));
    const message = missing ? site.incomplete : (Object.values(fieldErrors)[0] ?? site.incomplete);
    return formErrors<ContactAnswer>({ ok: false, message, fieldErrors, values });
  }
  // No session on the public site: the language goes to the backend so its refusals match the page.
  const client = createLendingClient({ query: { language }, request });
  try {
    const result = await client.call(siteContact, parsed.data);
    if (!result.ok) return data<ContactAnswer>({ ok: false, message: result.message, fieldErrors: {}, values }, 400);
    return data<ContactAnswer>({ ok: true, name: parsed.data.name, remark: parsed.data.remark, reference: result.data.reference });
  } catch (error) {
    if (!(error instanceof LendingApiError)) throw error;
    return data<ContactAnswer>({ ok: false, message: serverTexts("common", language).unreachableBody, fieldErrors: {}, values }, 400);
  }
}

// Keys only: the labels come from the page's texts at render, in the page's language.
const NAV: Section[] = ["home", "about", "contact", "privacy", "terms"];

export default function PublicSite() {
  const t = useTexts("info").site;
  const { company, figures, section, year, document, features, stores } = useLoaderData<typeof loader>();
  const values = { ...company, ...figures };
  useEffect(() => {
    // Choosing a section shows it from its top (spec 000 §2 "Public site").
    window.scrollTo(0, 0);
  }, [section]);
  return (
    <div className="site">
      <header className="site-header">
        <div className="site-header__inner">
          <Link to="/" className="site-brand">
            <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
              <rect width="32" height="32" rx="9" fill="#2457c5" />
              <path d="M10 23V9h7a5 5 0 010 10h-7" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
            </svg>
            {company.company}
          </Link>
          <nav className="site-nav" aria-label={t.navLabel}>
            <ul>
              {NAV.map((key) => (
                <li key={key}>
                  <Link
                    to={key === "home" ? "/" : `/?section=${key}`}
                    aria-current={section === key ? "page" : undefined}
                    preventScrollReset={false}
                  >
                    {t.nav[key]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main className="site-main" id="top">
        <LanguageSwitch />
        {section === "home" ? <Home company={company} figures={figures} features={features} stores={stores} /> : null}
        {section === "contact" ? <Contact company={company} /> : null}
        {document ? (
          <div className="site-section">
            <LegalDocument doc={document} values={section === "privacy" ? company : values} />
          </div>
        ) : null}
      </main>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <p>{fill(t.footer, { ...company, year: String(year) })}</p>
          <p>
            {company.address} · <a href={`mailto:${company.email}`}>{company.email}</a> · {company.phone}
          </p>
        </div>
      </footer>
    </div>
  );
}

function Contact({ company }: { company: Record<string, string> }) {
  const t = useTexts("info").site;
  const answer = useActionData<typeof action>() as ContactAnswer | undefined;
  const navigation = useNavigation();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [localError, setLocalError] = useState<Partial<Record<Field, string>>>({});
  const failed = answer && !answer.ok ? answer : undefined;
  const fieldErrors = { ...(failed?.fieldErrors ?? {}), ...localError };

  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      formRef.current?.reset();
      // The reference is the only answer (issue 40): a refused attempt's toast still fading would
      // say the opposite beside it.
      toast.dismiss();
    }
  }, [answer, toast]);

  const checkComplete = (event: React.FormEvent<HTMLFormElement>) => {
    // All four fields are required (spec 000 §5); nothing is sent until they are filled.
    const form = new FormData(event.currentTarget);
    const missing: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) if (!String(form.get(field) ?? "").trim()) missing[field] = t.missingField;
    setLocalError(missing);
    if (Object.keys(missing).length > 0) {
      event.preventDefault();
      toast.show(t.incomplete, "error");
    }
  };

  return (
    <section className="site-section site-contact" aria-labelledby="contact-title">
      <div className="legal">
        <h1 id="contact-title">{t.contactTitle}</h1>
        <p>{t.contactIntro}</p>
        <ul>
          <li>{company.address}</li>
          <li>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </li>
          <li>{company.phone}</li>
        </ul>
        {answer?.ok ? (
          <div className="success-box" role="status">
            <p>{t.successReference(answer.reference)}</p>
            <p className="stored-remark">{answer.remark}</p>
          </div>
        ) : null}
      </div>
      <Form method="post" action="/?section=contact" ref={formRef} className="form" noValidate onSubmit={checkComplete}>
        {FIELDS.map((field) => {
          const error = fieldErrors[field];
          const id = `contact-${field}`;
          const common = {
            id,
            name: field,
            className: "input",
            defaultValue: failed?.values[field] ?? "",
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `${id}-error` : undefined,
            onInput: () => setLocalError((prev) => ({ ...prev, [field]: undefined })),
          } as const;
          return (
            <div className="field" key={field}>
              <label className="field__label" htmlFor={id}>
                {t[field]}
              </label>
              {field === "remark" ? (
                <textarea {...common} maxLength={1000} rows={4} />
              ) : (
                <input
                  {...common}
                  type={field === "email" ? "email" : field === "telephone" ? "tel" : "text"}
                  autoComplete={field === "name" ? "name" : field === "email" ? "email" : "tel"}
                  maxLength={field === "email" ? 120 : field === "telephone" ? 20 : 80}
                />
              )}
              {error ? (
                <p id={`${id}-error`} className="field-error">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <button type="submit" className="button button--block" disabled={navigation.state === "submitting"}>
          {t.submit}
        </button>
      </Form>
      {/* Server-rendered toasts fade by CSS, so they work without JavaScript too. A message sent is
          acknowledged once, by the reference above, not by a toast beside it (issue 40). */}
      {failed ? (
        <div className="toast-region">
          <ToastView message={failed.message} kind="error" />
        </div>
      ) : null}
    </section>
  );
}
