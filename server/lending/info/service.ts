import { serverConfig } from "../../config";
import { db } from "../../db";

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
  return { id: message.id };
}
