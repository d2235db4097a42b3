import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { DefaultPay, PayNoticeStep, RepayChannel } from "@contract";
import { filipinoChannels } from "../fixture-texts";
import type { BackendLanguage } from "../texts";

/** The payment channels every repayable order offers (mocks/channels.json). */
const channelSchema = z.object({
  name: z.string(),
  logo: z.string(),
  channel_number: z.string(),
  group: z.string(),
  steps: z.array(z.string()),
});
export type Channel = z.infer<typeof channelSchema>;

let cached: Channel[] | undefined;

export function channels(): Channel[] {
  cached ??= z
    .array(channelSchema)
    .min(1)
    .parse(JSON.parse(fs.readFileSync(path.join(process.cwd(), "mocks", "channels.json"), "utf8")));
  return cached;
}

export function channelByNumber(channelNumber: string): Channel | undefined {
  return channels().find((c) => c.channel_number === channelNumber);
}

export function repayList(): RepayChannel[] {
  return channels().map(({ name, logo, channel_number }) => ({ name, logo, channel_number }));
}

/**
 * Grouped payment notes: group name -> the channels of that group with their steps, in the
 * session's language (the group names and steps are texts; the channel names are names). The
 * Filipino is mocks/fil/channels.json, by channel number.
 */
export function payNotice(language: BackendLanguage = "en"): DefaultPay["payNotice"] {
  const groups: Record<string, PayNoticeStep[]> = {};
  for (const channel of channels()) {
    const words = (language === "fil" && filipinoChannels()[channel.channel_number]) || channel;
    (groups[words.group] ??= []).push({ name: channel.name, step: words.steps });
  }
  return groups;
}
