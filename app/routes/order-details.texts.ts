import { textsHandle, useTexts } from "~/lib/messages/texts";
import { verbatimOrderDetails } from "~/lib/messages/verbatim-order-details";

/** The areas Order Details shows, loaded together before it shows (docs/decisions/130). */
export const orderDetailsHandle = textsHandle("common", "orderDetails");

/** The page's texts; 'Silakan pilih' (documented, Indonesian) for language=id (docs/decisions/112). */
export const useOrderTexts = () => useTexts("orderDetails", verbatimOrderDetails);
