import { z } from "zod";
import { keyed } from "./keyed-message";

/** Reusable wire field schemas. Form-encoded bodies carry text, so numbers are coerced. */

export const id = (label: string) =>
  z.coerce
    .number({ error: keyed("mustBeNumber", { label }) })
    .int(keyed("mustBeWholeNumber", { label }))
    .positive(keyed("missingOrInvalid", { label }));

export const flag = z.union([z.literal(0), z.literal(1)]);

export const textRow = z.object({ text: z.string(), value: z.string() });
export type TextRow = z.infer<typeof textRow>;
