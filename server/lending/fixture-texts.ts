import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * The Filipino of our fixtures' words (docs/decisions/191): mocks/fil/<fixture>.json, keyed by the
 * fixture's own identifiers (a channel's number, a bank-form item's code and card type, a
 * complaint type's value, a product's name), never by the English wording. A word without a
 * Filipino (an item an operator adds later) is shown as the fixture writes it.
 */
const channelFil = z.record(z.string(), z.object({ group: z.string(), steps: z.array(z.string()) }));
const bankFormFil = z.record(
  z.string(),
  z.object({ title: z.string(), subtitle: z.string().optional(), note: z.record(z.string(), z.string()).optional() }),
);
const complaintTypesFil = z.record(z.string(), z.string());
const productsFil = z.record(
  z.string(),
  z.object({ buttonText: z.string(), rangeDescription: z.string(), description: z.string(), tags: z.string() }),
);

const cache = new Map<string, unknown>();
function read<T>(file: string, schema: z.ZodType<T>): T {
  if (!cache.has(file)) cache.set(file, schema.parse(JSON.parse(fs.readFileSync(path.join(process.cwd(), "mocks", "fil", file), "utf8"))));
  return cache.get(file) as T;
}

export const filipinoChannels = () => read("channels.json", channelFil);
export const filipinoBankForm = () => read("bank-form.json", bankFormFil);
export const filipinoComplaintTypes = () => read("complaint-types.json", complaintTypesFil);
export const filipinoProducts = () => read("products.json", productsFil);
