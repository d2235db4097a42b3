import { z } from "zod";
import type { TextKey } from "~/lib/messages/catalogue.server";

/** The complaint rating form: 1 to 5 stars, nothing sent without a star. */
export const ratingSchema = z.object({
  score: z.coerce.number().int().min(1).max(5),
});

/** Every refusal of the rating asks for stars, by the complaints area's key. */
const noStar: TextKey<"complaints"> = "rateNoStar";

export function parseRating(
  form: FormData,
): { ok: true; value: z.infer<typeof ratingSchema> } | { ok: false; error: TextKey<"complaints"> } {
  const parsed = ratingSchema.safeParse({ score: form.get("score") ?? undefined });
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: noStar };
}
