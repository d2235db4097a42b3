import { z } from "zod";
import { COMPLAINT_MAX_CHARS, COMPLAINT_MAX_IMAGES, splitImageList } from "@contract/complaint-limits";
import { keyIn, textKeyOf, type TextKey } from "~/lib/messages/catalogue.server";

// The checks name the complaints area's keys: the action says them in the page's language.
const key = keyIn("complaints");

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
      .pipe(z.string().min(1, key("descriptionEmpty"))),
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
      ctx.addIssue({ code: "custom", path: ["photos"], message: key("uploadTooMany") });
    }
  });
export type ComplaintForm = z.infer<typeof complaintFormSchema>;

type ComplaintFormField = "problemDetail" | "photos" | "form";
/** The refusals as the page shows them. */
export type ComplaintFormErrors = Partial<Record<ComplaintFormField, string>>;
/** The refusals as the checks name them. */
export type ComplaintFormRefusals = Partial<Record<ComplaintFormField, TextKey<"complaints">>>;

export function parseComplaintForm(
  form: FormData,
): { ok: true; value: ComplaintForm } | { ok: false; errors: ComplaintFormRefusals; images: string[] } {
  const raw = {
    problemDetail: form.get("problemDetail") ?? undefined,
    problemImage: form.get("problemImage") ?? undefined,
    submitToken: form.get("submitToken") ?? undefined,
    photos: form.getAll("photos").filter((v): v is File => typeof v !== "string"),
  };
  const parsed = complaintFormSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: ComplaintFormRefusals = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === "problemDetail" || issue.path[0] === "photos" ? issue.path[0] : "form";
    // A check without a key of its own (a file where the text goes): the form cannot be read.
    errors[field] ??= textKeyOf("complaints", issue.message) ?? "formUnreadable";
  }
  return { ok: false, errors, images: splitImageList(typeof raw.problemImage === "string" ? raw.problemImage : "") };
}
