import { z } from "zod";
import { CARD_TYPE_CODE, CHANNEL_CODE, DEFAULT_CARD_TYPE } from "@contract/bank-form-rules";
import type { TextKey } from "~/lib/messages/catalogue.server";

/**
 * The bank form's one schema: the card type, the channel, and every item's text by its code. Its
 * checks are all lengths, so a refused field has one text (`bindRefusal`).
 */
export const bindFormSchema = z
  .object({
    [CARD_TYPE_CODE]: z.string().max(4).default(DEFAULT_CARD_TYPE),
    [CHANNEL_CODE]: z.string().max(12).default(""),
  })
  .catchall(z.string().max(200));

/** What a field refused by `bindFormSchema` says, by the bank binding area's key. */
export const bindRefusal: TextKey<"bankBinding"> = "valueTooLong";
