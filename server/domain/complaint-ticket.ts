/**
 * A complaint as a ticket (R.A. 11765 and the SEC's rules under it; docs/decisions/172): the
 * reference number the borrower quotes, where it stands, and when the borrower may take it to the
 * Securities and Exchange Commission. Pure: the caller passes "now".
 */

/** Manila has no daylight-saving time: always UTC+8. */
const MANILA_OFFSET_MS = 8 * 3_600_000;

/**
 * The reference number: `CP-` + the filing day in Manila (YYYYMMDD) + the complaint's number, six
 * digits at least. Made from what never changes (the row's id and filing time), so it needs no
 * column of its own and reads the same everywhere: page, SMS, PDF, agents' console.
 */
export function complaintReference(id: number, filedAt: Date): string {
  const manila = new Date(filedAt.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10).replaceAll("-", "");
  return `CP-${manila}-${String(id).padStart(6, "0")}`;
}

/** The complaint number inside a reference, or null when the text is no reference. */
export function complaintIdOfReference(reference: string): number | null {
  const match = /^CP-\d{8}-(\d{6,})$/.exec(reference.trim().toUpperCase());
  return match ? Number(match[1]) : null;
}

export interface TicketFacts {
  filedAt: Date;
  dueAt: Date;
  /** The final answer (the agents' reply), if given. */
  repliedAt: Date | null;
  /** When the borrower said the answer does not settle the complaint. */
  unsatisfiedAt: Date | null;
}

export type TicketStatus = "received" | "overdue" | "answered" | "unsatisfied";

export interface TicketStanding {
  status: TicketStatus;
  /** The due date passed with no final answer. */
  overdue: boolean;
  /** The borrower may escalate to the SEC: overdue, or the answer marked unsatisfactory. */
  canEscalate: boolean;
  /** The borrower may still mark the answer unsatisfactory. */
  canMarkUnsatisfied: boolean;
}

export function ticketStanding(facts: TicketFacts, now: Date): TicketStanding {
  const overdue = facts.repliedAt === null && now.getTime() > facts.dueAt.getTime();
  const unsatisfied = facts.repliedAt !== null && facts.unsatisfiedAt !== null;
  return {
    status: unsatisfied ? "unsatisfied" : facts.repliedAt !== null ? "answered" : overdue ? "overdue" : "received",
    overdue,
    canEscalate: overdue || unsatisfied,
    canMarkUnsatisfied: facts.repliedAt !== null && facts.unsatisfiedAt === null,
  };
}

/**
 * The agents' queue order: overdue tickets first (longest overdue on top), then answers the borrower
 * marked unsatisfactory, then the rest awaiting an answer by due time, then answered ones, latest
 * answer first.
 */
export function queueRank(facts: TicketFacts, now: Date): [number, number] {
  const standing = ticketStanding(facts, now);
  if (standing.overdue) return [0, facts.dueAt.getTime()];
  if (standing.status === "unsatisfied") return [1, (facts.unsatisfiedAt as Date).getTime()];
  if (standing.status === "received") return [2, facts.dueAt.getTime()];
  return [3, -(facts.repliedAt as Date).getTime()];
}
