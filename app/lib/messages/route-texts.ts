import { type AreaName, type Texts, type TextsHandle, textsIn, useLanguage } from "./texts";

type AreasOf<A extends readonly AreaName[]> = { [K in A[number]]: Texts<K> };

/**
 * A route's texts in one place (docs/decisions/130): the areas it names in `handle.texts`, loaded
 * together before it shows, and the hook that reads them in the page's language.
 *
 *     const texts = routeTexts("common", "info");
 *     export const handle = texts.handle;
 *     ...
 *     const { info } = texts.useTexts();
 */
export function routeTexts<const A extends readonly AreaName[]>(...areas: A) {
  const handle: TextsHandle = { texts: areas };
  function useTexts(): AreasOf<A> {
    const language = useLanguage();
    return Object.fromEntries(areas.map((area) => [area, textsIn(language, area)])) as AreasOf<A>;
  }
  return { handle, useTexts };
}
