import { z } from "zod";
import { messages } from "~/lib/messages";

const t = messages.complaints;

/** The complaint rating form: 1 to 5 stars, nothing sent without a star. */
export const ratingSchema = z.object({
  score: z.coerce.number({ error: t.rateNoStar }).int(t.rateNoStar).min(1, t.rateNoStar).max(5, t.rateNoStar),
});

export function parseRating(form: FormData): { ok: true; value: z.infer<typeof ratingSchema> } | { ok: false; error: string } {
  const parsed = ratingSchema.safeParse({ score: form.get("score") ?? undefined });
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? t.rateNoStar };
}
