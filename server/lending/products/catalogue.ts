import { keptReads } from "../../data/kept-reads";
import { db } from "../../db";
import type { Product } from "../../generated/prisma/client";

/**
 * The product catalogue, kept in memory (data/kept-reads.ts): Order Details recommends the other
 * products on every view, every read of a borrower's order takes its product's name and logo from
 * here (loan-details/service.ts findBorrowerOrder), and page views name products. Products are written only by the QA
 * factories (seedProducts), which announce it; a quote is still worked out from the product row
 * read inside the loan's own transaction (loan-confirm/service.ts), never from here.
 */
const catalogue = keptReads<"all", readonly Product[]>(1);

/** Every product, active or not, in the catalogue's order. */
export async function allProducts(): Promise<readonly Product[]> {
  const products = await catalogue.get("all", () => db().product.findMany({ orderBy: [{ sortOrder: "asc" }, { id: "asc" }] }));
  return products ?? [];
}

export async function productById(id: number): Promise<Product | null> {
  return (await allProducts()).find((product) => product.id === id) ?? null;
}
