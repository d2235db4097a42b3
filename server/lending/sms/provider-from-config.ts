import type { ServerConfig } from "../../config";
import type { SmsProvider } from "./provider";
import { semaphoreProvider } from "./semaphore";

/** The provider the configuration names (production refuses to start without its keys: server/config.ts). */
export function providerFromConfig(config: ServerConfig): SmsProvider {
  return semaphoreProvider({
    baseUrl: config.SEMAPHORE_BASE_URL,
    apiKey: config.SEMAPHORE_API_KEY,
    senderName: config.SEMAPHORE_SENDER_NAME,
  });
}
