import { formatDate, formatManilaIso } from "@contract/format";
import type { MyData } from "@contract/my-data";

/**
 * What My data's downloads are called and what the JSON says about itself (issue 40,
 * docs/decisions/272). The borrower's day is Manila's: a copy made at 07:30 on the 28th in Manila
 * is named for the 28th, never for the 27th in UTC.
 */
export function myDataFileName(madeAt: Date, extension: "json" | "pdf"): string {
  return `my-data-${formatDate(madeAt)}.${extension}`;
}

/**
 * The JSON copy: the backend's data with its field names as they are (machines that read it keep
 * working), and a `units` note saying how to read its numbers and times.
 */
export function myDataJson(mine: MyData, madeAt: Date): string {
  return JSON.stringify(
    {
      madeAt: formatManilaIso(madeAt),
      units: {
        amounts:
          "Amounts (principal, amount) are whole numbers of centavos: 100 centavos are 1 Philippine peso, so 150000 is PHP 1,500.00.",
        times: "Times are Philippine time (Asia/Manila, UTC+8): YYYY-MM-DD HH:MM:SS, or YYYY-MM-DD for a day; '' when it has not happened.",
      },
      ...mine,
    },
    null,
    2,
  );
}
