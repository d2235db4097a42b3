/**
 * One language's texts for a page (docs/decisions/130). Every area, English and Filipino alike, is
 * its own chunk (a dynamic import), fetched for the areas a page shows in the page's language: a
 * Filipino page ships no English texts and an English page no Filipino (JS budget,
 * docs/decisions/060).
 *
 * - The areas are listed once, with both languages, in `areas.ts`.
 * - The server loads every area in both languages as it starts (`catalogue.server.ts`), so it
 *   draws a page at once.
 * - In the browser, the areas the matched routes name in `handle.texts` are loaded before the page
 *   hydrates (entry.client.tsx) and, on a navigation, before it shows (the root layout's
 *   `TextsGate`, React Suspense); the page then reads them synchronously and hydrates exactly what
 *   the server drew. An area a route forgot to name still works: `useTexts` itself waits for it.
 */
import { useMatches, useRouteLoaderData } from "@remix-run/react";
import { browserRouteModules } from "../remix-internals";
import { areas, type AreaName, type EnglishArea, type Texts } from "./areas";
import type { Language } from "./verbatim";

export type { AreaName, Texts };
type Catalogue = "en" | "fil";

type Loaded = { [A in AreaName]?: Texts<A> };
const loaded: Record<Catalogue, Loaded> = { en: {}, fil: {} };
const pending: Record<Catalogue, Map<AreaName, Promise<void>>> = { en: new Map(), fil: new Map() };

/** The catalogue a language reads: Filipino, or English (the verbatim languages lay theirs over it). */
const catalogueOf = (language: Language): Catalogue => (language === "fil" ? "fil" : "en");

function registerTexts<A extends AreaName>(catalogue: Catalogue, area: A, texts: Texts<A>): void {
  (loaded[catalogue] as Record<AreaName, unknown>)[area] = texts;
}

function isReady(catalogue: Catalogue, area: AreaName): boolean {
  return loaded[catalogue][area] !== undefined;
}

/** Loads these areas in one language (once each); resolves when all are there. */
export function loadTexts(language: Language, names: readonly AreaName[]): Promise<void> {
  const catalogue = catalogueOf(language);
  return Promise.all(
    names
      .filter((area) => !isReady(catalogue, area))
      .map((area) => {
        let promise = pending[catalogue].get(area);
        if (!promise) {
          const load = areas[area][catalogue] as () => Promise<Texts<typeof area>>;
          promise = load().then((texts) => registerTexts(catalogue, area, texts));
          pending[catalogue].set(area, promise);
        }
        return promise;
      }),
  ).then(() => undefined);
}

/** Wordings of other languages laid over English (the documented verbatim texts, decision 112). */
export type Overlay<T> = Partial<Record<"zh" | "es" | "id", Partial<Record<keyof T, string>>>>;

/**
 * The area in `language`, already loaded: what the server's door (`serverTexts`,
 * catalogue.server.ts) reads. Pages use `useTexts`. Throws when the area is not loaded.
 */
export function loadedTexts<A extends AreaName>(language: Language, area: A, overlay?: Overlay<EnglishArea<A>>): Texts<A> {
  const base = loaded[catalogueOf(language)][area] as Texts<A> | undefined;
  if (!base) throw new Error(`The ${language} texts of ${area} are not loaded: name the area in the route's handle.texts.`);
  if (language === "en" || language === "fil" || !overlay) return base;
  const over = overlay[language];
  return over ? ({ ...base, ...over } as Texts<A>) : base;
}

/** The area in `language`; suspends (throws the load) while it is not loaded yet. */
function textsIn<A extends AreaName>(language: Language, area: A, overlay?: Overlay<EnglishArea<A>>): Texts<A> {
  if (!isReady(catalogueOf(language), area)) throw loadTexts(language, [area, "common"]);
  return loadedTexts(language, area, overlay);
}

/** The page's language: the root loader decides it (resolve-language.ts). */
export function useLanguage(): Language {
  const root = useRouteLoaderData("root") as { language?: Language } | undefined;
  return root?.language ?? "en";
}

/**
 * The page's one door to its texts: one area in the page's language (the root loader's `language`),
 * `const t = useTexts("orderDetails")`. A `meta` function, where no hook runs, uses `metaTexts`.
 */
export function useTexts<A extends AreaName>(area: A, overlay?: Overlay<EnglishArea<A>>): Texts<A> {
  return textsIn(useLanguage(), area, overlay);
}

/** What a route names in its `handle` so its areas load together, before it shows. */
export interface TextsHandle {
  texts: readonly AreaName[];
}

/**
 * A route's `handle`, naming the areas it shows so they load together before it shows:
 * `export const handle = textsHandle("common", "repayment")`. The page then reads each with `useTexts`.
 */
export function textsHandle(...texts: AreaName[]): TextsHandle {
  return { texts };
}

/** The areas the matched routes name, `common` always among them. */
function areasOf(matches: ReturnType<typeof useMatches>): AreaName[] {
  const areas = new Set<AreaName>(["common"]);
  for (const match of matches) {
    const handle = match.handle as Partial<TextsHandle> | undefined;
    for (const area of handle?.texts ?? []) areas.add(area);
  }
  return [...areas];
}

/**
 * Placed before `<Meta />` in the root layout: waits until the matched routes' areas are loaded in
 * the page's language (all at once, not one after the other), so titles and pages read them at once.
 */
export function TextsGate(): null {
  const catalogue = catalogueOf(useLanguage());
  const areas = areasOf(useMatches());
  if (!areas.every((area) => isReady(catalogue, area))) throw loadTexts(catalogue, areas);
  return null;
}

/**
 * The area for a `meta` function (no hooks there): the root's language from `matches`. Suspends like
 * `useTexts` while the area loads: on a client-side navigation `<Meta />` can be drawn before
 * `TextsGate` has the new route's areas (React draws a suspended component's siblings too).
 */
export function metaTexts<A extends AreaName>(matches: ReadonlyArray<{ id: string; data?: unknown }>, area: A): Texts<A> {
  const root = matches.find((match) => match.id === "root")?.data as { language?: Language } | undefined;
  return textsIn(root?.language ?? "en", area);
}

/**
 * Before hydration (entry.client.tsx): loads the areas the page's route modules name in the
 * language the server drew it in (`<html lang>`), so the first render in the browser is the
 * server's, text for text (a render that waited during hydration would not match: React #418).
 */
export function loadPageTexts(): Promise<void> | null {
  if (typeof document === "undefined") return null;
  const language: Language = document.documentElement.lang === "fil" ? "fil" : "en";
  const modules = browserRouteModules() as Record<string, { handle?: Partial<TextsHandle> } | undefined>;
  const areas = new Set<AreaName>(["common"]);
  for (const module of Object.values(modules)) for (const area of module?.handle?.texts ?? []) areas.add(area);
  return loadTexts(language, [...areas]);
}
