import { z } from "zod";

/** Reusable wire field schemas. Form-encoded bodies carry text, so numbers are coerced. */

export const id = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} is missing or not valid`);

export const flag = z.union([z.literal(0), z.literal(1)]);

export const textRow = z.object({ text: z.string(), value: z.string() });
export type TextRow = z.infer<typeof textRow>;
