import { db } from "../db";

/**
 * The latest SMS to a phone as the QA `sms` command prints it: the text the phone got and its code.
 * Once sent, the outbox keeps a code masked (docs/decisions/229), so the code is read from what the
 * phone received: the local Semaphore stand-in's message (that table is empty outside the local
 * profile). Before it is sent, the outbox row still holds it.
 */
export async function latestSms(phone: string) {
  const message = await db().smsOutbox.findFirst({ where: { phone }, orderBy: { id: "desc" } });
  if (!message) return null;
  const received =
    message.provider === "semaphore" && message.providerMessageId && /^\d{1,15}$/.test(message.providerMessageId)
      ? await db().smsStandInMessage.findUnique({ where: { id: Number(message.providerMessageId) } })
      : null;
  const body = received?.message ?? message.body;
  return {
    phone: message.phone,
    body,
    code: /\b(\d{6})\b/.exec(body)?.[1] ?? null,
    purpose: message.purpose,
    sentAt: message.createdAt.toISOString(),
    delivery: {
      provider: message.provider,
      status: message.status,
      providerStatus: message.providerStatus,
      messageId: message.providerMessageId,
    },
  };
}
