import { z } from "zod";
import { CARD_TYPE_CODE, CHANNEL_CODE, DEFAULT_CARD_TYPE } from "~/lib/contract/bank-form-rules";
import { bankBinding } from "~/lib/messages/bank-binding";

/** The bank form's one schema: the card type, the channel, and every item's text by its code. */
export const bindFormSchema = z
  .object({
    [CARD_TYPE_CODE]: z.string().max(4).default(DEFAULT_CARD_TYPE),
    [CHANNEL_CODE]: z.string().max(12).default(""),
  })
  .catchall(z.string().max(200, bankBinding.valueTooLong));
