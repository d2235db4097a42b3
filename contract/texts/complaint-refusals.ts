/**
 * The complaints area's sentences the backend also says (docs/decisions/250): one source for the page
 * (`app/lib/messages/complaints.ts`) and the backend's catalogue (`backend.ts`).
 */
export const complaintRefusals = {
  collectionNotAllowed: "The selected order does not accept collection complaints.",
  chooseSubType: "Please choose what happened",
  descriptionEmpty: "Please describe what happened.",
  descriptionTooLong: "Please keep your description within 200 characters.",
  uploadTooMany: "You can add up to 9 photos.",
  uploadTooLarge: "This photo is too large. Please choose one under 5 MB.",
  uploadNotImage: "This file is not a photo. Please choose a JPEG, PNG, WebP or GIF image.",
  uploadTooManyPixels: "This photo has too many pixels. Please send a screenshot or a smaller photo.",
  rateNoStar: "Please choose from 1 to 5 stars",
  opsReplyEmpty: "Please write a reply.",
};
