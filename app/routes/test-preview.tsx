import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { LanguageSwitch } from "~/components/language-switch";
import { fill } from "~/components/legal-document";
import { metaTexts, textsHandle, useTexts, type Texts } from "~/lib/messages/texts";
import styles from "~/styles/bank-info.css";

/** This page's areas in its language (docs/decisions/130). */
export const handle = textsHandle("info");

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
// The title in the page's language too (the native app may show it in its top bar).
export const meta: MetaFunction = ({ matches }) => [{ title: metaTexts(matches, "info").testPreview.pageTitle }];

/** The inputs of spec 001 §2, plus the user id the backend needs with the session id. */
const FIELDS = [
  "appVersion",
  "deviceName",
  "deviceId",
  "osVersion",
  "userId",
  "sessionId",
  "advertisingId",
  "productId",
  "orderId",
] as const;
type Field = (typeof FIELDS)[number];

/** Dummy defaults (spec 001 §9: not product constants). */
const DEFAULTS: Record<Field, string> = {
  appVersion: "1.0.0",
  deviceName: "Test Phone",
  deviceId: "test-device-0001",
  osVersion: "17.0",
  userId: "",
  sessionId: "",
  advertisingId: "00000000-0000-0000-0000-000000000000",
  productId: "1",
  orderId: "1",
};

const TILES: Array<[keyof Texts<"info">["testPreview"]["tiles"], string]> = [
  ["confirm", "/opened"],
  ["details", "/poles"],
  ["repay", "/away"],
  ["extend", "/tree"],
  ["bind", "/only"],
  ["about", "/Uncle"],
  ["complaint", "/complaint"],
  ["service", "/bungalow"],
  ["privacy", "/going"],
  ["instructions", "/dragonpayPaymentInstructions"],
];

/**
 * The local profile's demo borrower (README; seeded only there, docs/decisions/070): without it
 * every tile opened a "session expired" page (issue 30 item 15). Production keeps the fields empty.
 */
const LOCAL_DEMO_SESSION: Partial<Record<Field, string>> = { userId: "1", sessionId: "demo-session-0001", deviceId: "qa-device-1" };

function isLocalProfile(): boolean {
  const profile = process.env.APP_PROFILE ?? (process.env.NODE_ENV === "production" ? "production" : "local");
  return profile === "local";
}

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const defaults = isLocalProfile() ? { ...DEFAULTS, ...LOCAL_DEMO_SESSION } : DEFAULTS;
  const values = Object.fromEntries(FIELDS.map((f) => [f, (params.get(f) ?? defaults[f]).slice(0, 120)])) as Record<Field, string>;
  return { values, contact: (params.get("contact") ?? "").slice(0, 200) };
}

/** A tile's link: the page path with every entered value as a query parameter. */
function tileHref(path: string, values: Record<string, string>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export default function TestPreview() {
  const t = useTexts("info").testPreview;
  const loaded = useLoaderData<typeof loader>();
  const [values, setValues] = useState(loaded.values);
  const [photo, setPhoto] = useState<string | null>(null);
  const [contact, setContact] = useState(loaded.contact);
  const [sent, setSent] = useState<string | null>(loaded.contact || null);
  const [location, setLocation] = useState<string | null>(null);

  const getLocation = () => {
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      setLocation(t.locationUnavailable);
      window.alert(t.locationUnavailable);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const text = fill(t.locationResult, { lat: position.coords.latitude.toFixed(6), lng: position.coords.longitude.toFixed(6) });
        setLocation(text);
        window.alert(text);
      },
      (error) => {
        const text = fill(t.locationDenied, { reason: error.message || "permission denied" });
        setLocation(text);
        window.alert(text);
      },
      { timeout: 10_000 },
    );
  };

  return (
    <main className="page page--no-bar">
      <LanguageSwitch />
      <h1 className="page-title">{t.pageTitle}</h1>
      <p className="bank-page__intro">{t.intro}</p>
      {/* A GET form: without JavaScript, "Update links" re-renders the tiles with the values. */}
      <Form method="get" className="card form" aria-label={t.pageTitle}>
        <div className="preview-grid">
          {FIELDS.map((field) => (
            <div className="field" key={field}>
              <label className="field__label" htmlFor={`preview-${field}`}>
                {t.fields[field]}
              </label>
              <input
                id={`preview-${field}`}
                name={field}
                className="input"
                maxLength={120}
                value={values[field]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((prev) => ({ ...prev, [field]: value }));
                }}
              />
            </div>
          ))}
        </div>
        <noscript>
          <button type="submit" className="button button--ghost button--block">
            Update links
          </button>
        </noscript>
      </Form>

      <section aria-labelledby="tiles-title">
        <h2 id="tiles-title" className="section-title">
          {t.pagesTitle}
        </h2>
        <ul className="tiles">
          {TILES.map(([key, path]) => (
            <li key={key}>
              <a href={tileHref(path, values)}>{t.tiles[key]}</a>
            </li>
          ))}
        </ul>
      </section>

      <section className="card form" aria-label={t.photo}>
        <div className="field">
          <label className="field__label" htmlFor="preview-photo">
            {t.photo}
          </label>
          <input
            id="preview-photo"
            type="file"
            accept="image/*"
            className="input"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setPhoto(file ? fill(t.photoChosen, { name: file.name, size: String(Math.ceil(file.size / 1024)) }) : null);
            }}
          />
          {photo ? (
            <p className="output" role="status">
              {photo}
            </p>
          ) : null}
        </div>
      </section>

      <Form
        method="get"
        className="card form"
        aria-label={t.contact}
        onSubmit={(event) => {
          // Nothing is sent anywhere: the tester sees what the page would send.
          event.preventDefault();
          setSent(contact);
        }}
      >
        {FIELDS.map((field) => (
          <input key={field} type="hidden" name={field} value={values[field]} />
        ))}
        <div className="field">
          <label className="field__label" htmlFor="preview-contact">
            {t.contact}
          </label>
          <input
            id="preview-contact"
            name="contact"
            className="input"
            maxLength={200}
            value={contact}
            onChange={(e) => setContact(e.currentTarget.value)}
          />
        </div>
        <button type="submit" className="button button--ghost button--block">
          {t.contactSubmit}
        </button>
        {sent !== null ? (
          <p className="output" role="status">
            {fill(t.contactShown, { value: JSON.stringify({ contact: sent }) })}
          </p>
        ) : null}
      </Form>

      <section className="card form" aria-label={t.location}>
        <button type="button" className="button button--block" onClick={getLocation}>
          {t.location}
        </button>
        {location ? (
          <p className="output" role="status">
            {location}
          </p>
        ) : null}
      </section>
    </main>
  );
}
