import { formatDateTime, type OpsContactMessage } from "@contract";
import { now } from "../../clock";
import { serverConfig } from "../../config";
import { db } from "../../db";
import { contactReference } from "../../domain/contact-message";
import type { ContactMessage } from "../../generated/prisma/client";
import { LendingError } from "../errors";
import { text } from "../texts";

/**
 * Customer-service contacts. The online-service contact (smWa) is the support line on WhatsApp/Viber
 * in the Philippines; both come from the server's configuration.
 */
export function customerServiceInfo() {
  const config = serverConfig();
  return { email: config.SUPPORT_EMAIL, smWa: config.SUPPORT_PHONE };
}

/** Stores a public contact message as plain text; it is escaped wherever it is shown. */
export async function saveContactMessage(input: { name: string; telephone: string; email: string; remark: string }) {
  const message = await db().contactMessage.create({ data: input });
  return { id: message.id, reference: contactReference(message.id) };
}

/** How many answered messages the console lists below the unanswered ones. */
const ANSWERED_SHOWN = 50;
/** Enough for a day's backlog and more; the oldest unanswered beyond it wait their turn. */
const UNANSWERED_SHOWN = 300;

function opsItem(row: ContactMessage): OpsContactMessage {
  return {
    id: row.id,
    reference: contactReference(row.id),
    name: row.name,
    telephone: row.telephone,
    email: row.email,
    remark: row.remark,
    sentAt: formatDateTime(row.createdAt),
    answeredAt: row.answeredAt ? formatDateTime(row.answeredAt) : "",
    answeredBy: row.answeredBy,
  };
}

/** The agents' list: every unanswered message, newest first, then the latest answered ones. */
export async function contactMessagesForAgents() {
  const prisma = db();
  const [open, answered, unanswered] = await Promise.all([
    prisma.contactMessage.findMany({
      where: { answeredAt: null },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: UNANSWERED_SHOWN,
    }),
    prisma.contactMessage.findMany({
      where: { answeredAt: { not: null } },
      orderBy: [{ answeredAt: "desc" }, { id: "desc" }],
      take: ANSWERED_SHOWN,
    }),
    prisma.contactMessage.count({ where: { answeredAt: null } }),
  ]);
  return { items: [...open, ...answered].map(opsItem), unanswered };
}

/**
 * Marks a message answered by the named agent. Once only: a second mark (a double-tapped button, a
 * colleague at the same time) leaves the first agent and time in place and answers the row as it is.
 */
export async function markContactAnswered(input: { messageId: number; agentName: string }): Promise<OpsContactMessage> {
  const prisma = db();
  const at = await now();
  await prisma.contactMessage.updateMany({
    where: { id: input.messageId, answeredAt: null },
    data: { answeredAt: at, answeredBy: input.agentName },
  });
  const row = await prisma.contactMessage.findUnique({ where: { id: input.messageId } });
  if (!row) throw new LendingError("notFound", text("contactMessageNotFound"));
  return opsItem(row);
}
