/** Filipino of `contactRefusals` (docs/glossary-fil.md). */
import type { contactRefusals as english } from "../contact-refusals";
import type { Translation } from "../translation";

export const contactRefusals: Translation<typeof english> = {
  incomplete: "Pakikumpleto ang impormasyon!",
};
