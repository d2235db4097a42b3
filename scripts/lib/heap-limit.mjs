/**
 * The server's JavaScript heap limit (SERVER_HEAP_MB, MiB), as Node arguments.
 *
 * V8 sizes its heap growth from the limit. With the default (a quarter of the machine's memory)
 * the heap grew to about 190 MiB under a payday burst while the live data stayed near 60 MiB, and
 * the process passed 400 MiB; at 256 it collects sooner and the burst peaks near 220 MiB
 * (docs/decisions/066). That leaves four times the live data as headroom.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function heapLimitArgs(env) {
  const raw = (env.SERVER_HEAP_MB ?? "").trim() || "256";
  const mib = Number(raw);
  if (!/^\d+$/.test(raw) || mib < 128 || mib > 65_536) {
    throw new Error(`SERVER_HEAP_MB must be a whole number of MiB from 128 to 65536 (got "${raw}").`);
  }
  return [`--max-old-space-size=${mib}`];
}
