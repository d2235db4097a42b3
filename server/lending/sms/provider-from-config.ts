import type { ServerConfig } from "../../config";
import type { SmsProvider } from "./provider";
import { semaphoreProvider } from "./semaphore";
import { twilioProvider } from "./twilio";
import { TWILIO_STATUS_PATH } from "./twilio-status";

/** The provider the configuration names (production refuses to start without its keys: server/config.ts). */
export function providerFromConfig(config: ServerConfig): SmsProvider {
  if (config.SMS_PROVIDER === "twilio") {
    return twilioProvider({
      baseUrl: config.TWILIO_BASE_URL,
      accountSid: config.TWILIO_ACCOUNT_SID ?? "",
      authToken: config.TWILIO_AUTH_TOKEN ?? "",
      from: config.TWILIO_FROM ?? "",
      statusCallback: `${config.PUBLIC_URL}/api${TWILIO_STATUS_PATH}`,
    });
  }
  return semaphoreProvider({
    baseUrl: config.SEMAPHORE_BASE_URL,
    apiKey: config.SEMAPHORE_API_KEY,
    senderName: config.SEMAPHORE_SENDER_NAME,
  });
}
