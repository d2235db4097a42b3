import { createContext, useContext } from "react";

/** The per-request CSP nonce, so Remix's inline scripts run under an enforced policy. */
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
