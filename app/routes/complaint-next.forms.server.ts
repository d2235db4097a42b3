import { z } from "zod";
import { COMPLAINT_MAX_CHARS, COMPLAINT_MAX_IMAGES, splitImageList } from "~/lib/contract/complaint-limits";
import { messages } from "~/lib/messages";

const t = messages.complaints;

/**
 * The complaint form (the Next page). Text past 200 characters is ignored, as documented: cut
 * here, and refused by the backend for any other caller. Photos come either as URLs already
 * uploaded (JavaScript on) or as files sent with the form (JavaScript off); together at most 9.
 */
export const complaintFormSchema = z
  .object({
    problemDetail: z
      .string()
      .default("")
      .transform((s) => s.slice(0, COMPLAINT_MAX_CHARS).trim())
      .pipe(z.string().min(1, t.descriptionEmpty)),
    problemImage: z.string().default("").transform(splitImageList),
    submitToken: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional()
      .catch(undefined),
    photos: z
      .array(z.instanceof(File))
      .default([])
      .transform((files) => files.filter((f) => f.size > 0)),
  })
  .superRefine((value, ctx) => {
    if (value.problemImage.length + value.photos.length > COMPLAINT_MAX_IMAGES) {
      ctx.addIssue({ code: "custom", path: ["photos"], message: t.uploadTooMany });
    }
  });
export type ComplaintForm = z.infer<typeof complaintFormSchema>;

export type ComplaintFormErrors = Partial<Record<"problemDetail" | "photos" | "form", string>>;

export function parseComplaintForm(
  form: FormData,
): { ok: true; value: ComplaintForm } | { ok: false; errors: ComplaintFormErrors; images: string[] } {
  const raw = {
    problemDetail: form.get("problemDetail") ?? undefined,
    problemImage: form.get("problemImage") ?? undefined,
    submitToken: form.get("submitToken") ?? undefined,
    photos: form.getAll("photos").filter((v): v is File => typeof v !== "string"),
  };
  const parsed = complaintFormSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: ComplaintFormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === "problemDetail" || issue.path[0] === "photos" ? issue.path[0] : "form";
    errors[key] ??= issue.message;
  }
  return { ok: false, errors, images: splitImageList(typeof raw.problemImage === "string" ? raw.problemImage : "") };
}
