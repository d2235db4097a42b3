/**
 * One language's texts for a page (docs/decisions/130). The English areas stay where they are and
 * pages import the ones they show, as before; the Filipino of an area is its own chunk, imported
 * only when a page is drawn in Filipino, so an English page ships no Filipino and a Filipino page
 * only the areas it shows (JS budget, docs/decisions/060).
 *
 * - The server registers every Filipino area at start (`catalogue.server.ts`), so it draws a
 *   Filipino page at once.
 * - In the browser, the root layout's `TextsGate` waits (React Suspense) until the Filipino areas
 *   the matched routes name in `handle.texts` are loaded, before it hydrates or shows a page it
 *   navigated to; the page then reads them synchronously and hydrates exactly what the server drew.
 *   An area a route forgot to name still works: `useTexts` itself waits for it.
 */
import { useMatches, useRouteLoaderData } from "@remix-run/react";
import type { Translation } from "./translation";
import type { Language } from "./verbatim";

/** Every area of the catalogue by name, as types only (no English text is bundled by this file). */
export interface EnglishAreas {
  common: typeof import("./common").common;
  orderDetails: typeof import("./order-details").orderDetails;
  bankBinding: typeof import("./bank-binding").bankBinding;
  promotion: typeof import("./promotion").promotion;
  complaints: typeof import("./complaints").complaints;
  repayment: typeof import("./repayment").repayment;
  security: typeof import("./security").security;
  info: typeof import("./info").info;
  receipts: typeof import("./receipts").receipts;
  lateCharges: typeof import("./late-charges").lateCharges;
  loanConfirm: typeof import("./loan-confirm").loanConfirm;
  loanAgreement: typeof import("./loan-confirm").loanAgreement;
}
export type AreaName = keyof EnglishAreas;
export type Texts<A extends AreaName> = Translation<EnglishAreas[A]>;

/** Every area has its Filipino: an area added to EnglishAreas without one fails the typecheck. */
type FilipinoLoaders = { [A in AreaName]: () => Promise<Texts<A>> };

/** Each Filipino area is a dynamic import: the bundler makes it a chunk of its own. */
const filipino: FilipinoLoaders = {
  common: () => import("./fil/common").then((m) => m.common),
  orderDetails: () => import("./fil/order-details").then((m) => m.orderDetails),
  bankBinding: () => import("./fil/bank-binding").then((m) => m.bankBinding),
  promotion: () => import("./fil/promotion").then((m) => m.promotion),
  complaints: () => import("./fil/complaints").then((m) => m.complaints),
  repayment: () => import("./fil/repayment").then((m) => m.repayment),
  security: () => import("./fil/security").then((m) => m.security),
  info: () => import("./fil/info").then((m) => m.info),
  receipts: () => import("./fil/receipts").then((m) => m.receipts),
  lateCharges: () => import("./fil/late-charges").then((m) => m.lateCharges),
  loanConfirm: () => import("./fil/loan-confirm").then((m) => m.loanConfirm),
  loanAgreement: () => import("./fil/loan-confirm").then((m) => m.loanAgreement),
};

/** The areas with a Filipino translation. */
export const FILIPINO_AREAS = Object.keys(filipino) as AreaName[];

const loaded: { [A in AreaName]?: Texts<A> } = {};
const pending = new Map<AreaName, Promise<void>>();

/** Makes a Filipino area available at once (the server registers all of them at start). */
export function registerFilipino<A extends AreaName>(area: A, texts: Texts<A>): void {
  (loaded as Record<AreaName, unknown>)[area] = texts;
}

function isReady(area: AreaName): boolean {
  return loaded[area] !== undefined;
}

/** Loads the Filipino of these areas (once each); resolves when all are there. */
export function loadFilipino(areas: readonly AreaName[]): Promise<void> {
  return Promise.all(
    areas.filter((area) => !isReady(area)).map((area) => {
      let promise = pending.get(area);
      if (!promise) {
        const load = filipino[area] as () => Promise<Texts<typeof area>>;
        promise = load().then((texts) => registerFilipino(area, texts));
        pending.set(area, promise);
      }
      return promise;
    }),
  ).then(() => undefined);
}

/** Wordings of other languages laid over English (the documented verbatim texts, decision 112). */
export type Overlay<T> = Partial<Record<"zh" | "es" | "id", Partial<Record<keyof T, string>>>>;

/**
 * The area in `language`, or English while its Filipino is not loaded: for event handlers and
 * helpers that must not wait. Pages use `useTexts`.
 */
export function loadedTexts<A extends AreaName>(language: Language, area: A, english: EnglishAreas[A], overlay?: Overlay<EnglishAreas[A]>): Texts<A> {
  const base = english as Texts<A>;
  if (language === "fil") return (loaded[area] as Texts<A> | undefined) ?? base;
  if (language === "en" || !overlay) return base;
  const over = overlay[language];
  return over ? ({ ...english, ...over } as Texts<A>) : base;
}

/** The area in `language`; suspends (throws the load) while its Filipino is not loaded yet. */
export function textsIn<A extends AreaName>(language: Language, area: A, english: EnglishAreas[A], overlay?: Overlay<EnglishAreas[A]>): Texts<A> {
  if (language === "fil" && !isReady(area)) throw loadFilipino([area, "common"]);
  return loadedTexts(language, area, english, overlay);
}

/** The page's language: the root loader decides it (resolve-language.ts). */
export function useLanguage(): Language {
  const root = useRouteLoaderData("root") as { language?: Language } | undefined;
  return root?.language ?? "en";
}

/** One area in the page's language: `const t = useTexts("orderDetails", orderDetails)`. */
export function useTexts<A extends AreaName>(area: A, english: EnglishAreas[A], overlay?: Overlay<EnglishAreas[A]>): Texts<A> {
  return textsIn(useLanguage(), area, english, overlay);
}

/** What a route names in its `handle` so its Filipino areas load together, before it shows. */
export interface TextsHandle {
  texts: readonly AreaName[];
}

/** The Filipino areas the matched routes name, `common` always among them. */
function areasOf(matches: ReturnType<typeof useMatches>): AreaName[] {
  const areas = new Set<AreaName>(["common"]);
  for (const match of matches) {
    const handle = match.handle as Partial<TextsHandle> | undefined;
    for (const area of handle?.texts ?? []) areas.add(area);
  }
  return [...areas];
}

/**
 * Placed before `<Meta />` in the root layout: on a Filipino page, waits until the matched routes'
 * areas are loaded (all at once, not one after the other), so titles and pages read them at once.
 */
export function TextsGate(): null {
  const language = useLanguage();
  const matches = useMatches();
  if (language === "fil") {
    const areas = areasOf(matches);
    if (!areas.every(isReady)) throw loadFilipino(areas);
  }
  return null;
}

/** The loaded area for a `meta` function (no hooks there): the root's language from `matches`. */
export function metaTexts<A extends AreaName>(matches: ReadonlyArray<{ id: string; data?: unknown }>, area: A, english: EnglishAreas[A]): Texts<A> {
  const root = matches.find((match) => match.id === "root")?.data as { language?: Language } | undefined;
  return loadedTexts(root?.language ?? "en", area, english);
}

/**
 * Before hydration (entry.client.tsx): on a page the server drew in Filipino (`<html lang="fil">`),
 * loads the Filipino areas the page's route modules name, so the first render in the browser is the
 * server's, text for text (a render that waited during hydration would not match: React #418).
 * Null on any other page: hydrate at once.
 */
export function loadPageTexts(): Promise<void> | null {
  if (typeof document === "undefined" || document.documentElement.lang !== "fil") return null;
  const modules = (window as unknown as { __remixRouteModules?: Record<string, { handle?: Partial<TextsHandle> }> }).__remixRouteModules ?? {};
  const areas = new Set<AreaName>(["common"]);
  for (const module of Object.values(modules)) for (const area of module?.handle?.texts ?? []) areas.add(area);
  return loadFilipino([...areas]);
}
