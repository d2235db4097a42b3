import type { Processor } from "../dragonpay/protocol";

/**
 * The channels the local Dragonpay offers, by Dragonpay's own ProcIds. E-wallets settle at once
 * (the pay page's Pay sends S); over-the-counter channels give a pay code that stays pending (P)
 * until the counter takes the money (`npm run qa -- postback --reference ...` stands for it).
 */
export type LocalProcessor = Processor & { settles: "instantly" | "at a counter" };

export const LOCAL_PROCESSORS: readonly LocalProcessor[] = [
  { procId: "GCSH", shortName: "GCash", longName: "GCash", type: 1, status: "A", settles: "instantly" },
  { procId: "PYMY", shortName: "Maya", longName: "Maya", type: 1, status: "A", settles: "instantly" },
  { procId: "GRPY", shortName: "GrabPay", longName: "GrabPay", type: 1, status: "A", settles: "instantly" },
  { procId: "711", shortName: "7-Eleven", longName: "7-Eleven CLiQQ", type: 2, status: "A", settles: "at a counter" },
  { procId: "BAYD", shortName: "Bayad", longName: "Bayad Center", type: 2, status: "A", settles: "at a counter" },
  { procId: "CEBL", shortName: "Cebuana", longName: "Cebuana Lhuillier", type: 2, status: "A", settles: "at a counter" },
  { procId: "ECPY", shortName: "ECPay", longName: "ECPay", type: 2, status: "A", settles: "at a counter" },
  { procId: "MLH", shortName: "M Lhuillier", longName: "M. Lhuillier", type: 2, status: "A", settles: "at a counter" },
  {
    procId: "SMR",
    shortName: "SM Bills",
    longName: "SM Department Store / Supermarket counters",
    type: 2,
    status: "A",
    settles: "at a counter",
  },
];

export function localProcessor(procId: string | undefined): LocalProcessor | undefined {
  return LOCAL_PROCESSORS.find((processor) => processor.procId === procId);
}
