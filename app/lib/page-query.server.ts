import type { z } from "zod";
import { sessionPage } from "@contract/page-query";
import { parsePageQuery, type CarriedParams, type PageQuery } from "./query";

/**
 * A request's page query read once by its route's schema (contract/page-query.ts): `page`
 * holds the typed plain names the route reads, with the session and header values that links carry
 * on (`pageHref`) and the lending client takes. The address's untyped map stays here: a parameter a
 * route needs is named in its page's definition.
 */
export function readPage<S extends z.ZodType<CarriedParams> = typeof sessionPage>(request: Request, schema?: S): { page: z.output<S> } {
  return { page: (schema ?? sessionPage).parse(parsePageQuery(new URL(request.url).searchParams)) as z.output<S> };
}

/**
 * A typed page back as a string map, for the helpers still written for one (payment-return.server.ts
 * takes the order, the product, the language and the session from it): each value the page's
 * definition accepted, written as text; a value it refused is absent.
 */
export function pageAsQuery(page: Record<string, string | number | boolean | undefined>): PageQuery {
  const query: PageQuery = {};
  for (const [name, value] of Object.entries(page)) if (value !== undefined) query[name] = String(value);
  return query;
}
