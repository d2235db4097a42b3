import { z } from "zod";

/** A tap on a recommended product, posted by components/product-list.tsx (or a fetcher). */
export const productTapSchema = z.object({
  productId: z.coerce.number().int().positive(),
  position: z.coerce.number().int().min(0).max(100).default(0),
  mode: z.enum(["json", "html"]).default("html"),
});
