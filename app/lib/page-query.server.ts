import type { z } from "zod";
import { sessionPage } from "./contract/page-query";
import { parsePageQuery, type PageQuery } from "./query";

/**
 * A request's page query read once by its route's schema (app/lib/contract/page-query.ts): `page`
 * holds the typed plain names the route reads; `query` is the address as given, which links carry
 * on (`pageHref`) and the lending client takes the session from.
 */
export function readPage<S extends z.ZodType = typeof sessionPage>(request: Request, schema?: S): { query: PageQuery; page: z.output<S> } {
  const query = parsePageQuery(new URL(request.url).searchParams);
  return { query, page: (schema ?? sessionPage).parse(query) as z.output<S> };
}
