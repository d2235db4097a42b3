/**
 * Bytes of request bodies in flight, bounded per caller and overall. A body is held in memory
 * while it is read and parsed, and a slow sender holds it for as long as it likes; the admission
 * queue lets go of a request after a second (server/admission.ts), so without a budget a few
 * slow posts piled up hundreds of megabytes (third penetration test, P1 and P3: one borrower's
 * slow 44 MB complaint forms took the process from 180 MB to 1.7 GB).
 *
 * A request reserves, before a byte of its body is read, the most it may send (its declared
 * length, or its route's limit when it declares none), and gives it back when its answer is done.
 * A reservation that does not fit is refused at once: nothing was read, nothing is held.
 */
export interface ByteBudget {
  /** Reserves `bytes` for `caller`: the function that gives them back, or undefined when they do not fit. */
  take(caller: string, bytes: number): (() => void) | undefined;
  /** Bytes reserved now, overall and by one caller (for tests and metrics). */
  inFlight(caller?: string): number;
}

export function byteBudget(limits: { perCaller: number; overall: number }): ByteBudget {
  const byCaller = new Map<string, number>();
  let overall = 0;
  return {
    take(caller, bytes) {
      const mine = byCaller.get(caller) ?? 0;
      if (mine + bytes > limits.perCaller || overall + bytes > limits.overall) return undefined;
      byCaller.set(caller, mine + bytes);
      overall += bytes;
      let given = false;
      return () => {
        if (given) return; // an answer both finishes and closes: given back once
        given = true;
        overall -= bytes;
        const left = (byCaller.get(caller) ?? bytes) - bytes;
        if (left > 0) byCaller.set(caller, left);
        else byCaller.delete(caller);
      };
    },
    inFlight(caller) {
      return caller === undefined ? overall : (byCaller.get(caller) ?? 0);
    },
  };
}
