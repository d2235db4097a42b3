/** Filipino of `complaintRefusals` (docs/glossary-fil.md). */
import type { complaintRefusals as english } from "../complaint-refusals";
import type { Translation } from "../translation";

export const complaintRefusals: Translation<typeof english> = {
  collectionNotAllowed: "Hindi tumatanggap ng reklamo tungkol sa paniningil ang napiling order.",
  chooseSubType: "Piliin kung ano ang nangyari",
  descriptionEmpty: "Ilarawan kung ano ang nangyari.",
  descriptionTooLong: "Hanggang 200 character lang ang paglalarawan.",
  uploadTooMany: "Hanggang 9 na larawan lang ang maidadagdag mo.",
  uploadTooLarge: "Masyadong malaki ang larawang ito. Pumili ng mas maliit sa 5 MB.",
  uploadNotImage: "Hindi larawan ang file na ito. Pumili ng JPEG, PNG, WebP o GIF na larawan.",
  uploadTooManyPixels: "Masyadong malaki ang sukat ng larawang ito. Magpadala ng screenshot o mas maliit na larawan.",
  rateNoStar: "Pumili mula 1 hanggang 5 star",
  opsReplyEmpty: "Please write a reply.",
};
