import type crypto from "node:crypto";
import { callbackKeys } from "./client";
import { publicKeyOf, rsaSignatureHolds } from "./protocol";

/**
 * The keys Dragonpay signs postbacks with (GET keys/callback), fetched once and kept. A signature
 * no kept key verifies fetches the list again, once (Dragonpay may have added a key since). Revoked keys
 * verify nothing, and a kept list is fetched again after KEEP_MS (docs/decisions/223).
 */
type KeptKeys = { active: crypto.KeyObject[]; fetchedAt: number };

let kept: KeptKeys | undefined;
let fetching: Promise<KeptKeys> | undefined;

/** An unknown key fetches the list again at most this often, so forged postbacks cannot make us hammer Dragonpay. */
const REFETCH_GAP_MS = 10_000;
/** How long a fetched list is trusted: a key Dragonpay revokes stops verifying within this. */
const KEEP_MS = 10 * 60_000;

async function fetchKeys(): Promise<KeptKeys> {
  fetching ??= callbackKeys()
    .then((list) => ({
      active: list
        .filter((key) => key.status === "Active")
        .map((key) => publicKeyOf(key.value))
        .filter((key): key is crypto.KeyObject => key !== null),
      fetchedAt: Date.now(),
    }))
    .finally(() => {
      fetching = undefined;
    });
  kept = await fetching;
  return kept;
}

function anyVerifies(keys: KeptKeys, text: string, signatures: string): boolean {
  // The field may carry more than one signature (a key rotation): any active key's is enough.
  const given = signatures.split(/[,\s]+/).filter(Boolean);
  return given.some((signature) => keys.active.some((key) => rsaSignatureHolds(text, signature, key)));
}

/**
 * Whether `signatures` sign `text` under an active Dragonpay key. The list is fetched again when it
 * is older than KEEP_MS (a key revoked since stops verifying) or, once, when no kept key verifies.
 * Throws DragonpayUnavailable when the keys cannot be had (the postback is refused; Dragonpay retries).
 */
export async function signedByDragonpay(text: string, signatures: string): Promise<boolean> {
  const keys = kept && Date.now() - kept.fetchedAt < KEEP_MS ? kept : await fetchKeys();
  if (anyVerifies(keys, text, signatures)) return true;
  if (Date.now() - keys.fetchedAt < REFETCH_GAP_MS) return false;
  return anyVerifies(await fetchKeys(), text, signatures);
}

/** Forgets the kept keys: the next postback fetches the list (tests that list or revoke a key). */
export function forgetCallbackKeys() {
  kept = undefined;
}

/** Makes the kept list look `ms` older (tests of the refetch on an unknown key). */
export function ageCallbackKeys(ms: number) {
  if (kept) kept = { ...kept, fetchedAt: kept.fetchedAt - ms };
}
