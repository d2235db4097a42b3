import { textsHandle } from "~/lib/messages/texts";

/** The areas bank binding shows (docs/decisions/130). */
export const bankBindingHandle = textsHandle("bankBinding", "common");

/** The query flag that opens the form although an account is bound ("Change account"). */
export const CHANGE_PARAM = "change";
