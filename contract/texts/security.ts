/**
 * Texts of the cross-site check, the body limits and the abuse limits (docs/security.md). The
 * server answers them in the envelope or as a plain page, so they are plain sentences.
 */
export const security = {
  crossSite: "This form was sent from another site and was refused. Please open the page again and send the form from there.",
  dataParameter: "This kind of request is not accepted. Please reload the page and send the form again.",
  formUnreadable: "This form could not be read. Please open the page again and send the form from there.",
  formTooLarge: "This form is too large to be sent. Please shorten what you typed and send it again.",
  photosTooLarge: "These photos are too large to be sent together. Please send fewer or smaller photos.",
  opsLoginLimited: "Too many login attempts from this address. Please wait 15 minutes and try again.",
  contactLimited: "You have sent several messages in a short time. Please wait an hour before sending another.",
  visitsLimited: "Too many visits from this address. Please try again later.",
  complaintsLimited: "You have filed several complaints today. Please wait for our reply, or call customer service.",
  eventsLimited: "Too many actions in a short time. Please try again later.",
  photosLimited: "You have uploaded many photos today. Please try again tomorrow, or call customer service.",
  uploadsBusy: "Other photos are still being sent. Please wait until they are done, then send again.",
} as const;
