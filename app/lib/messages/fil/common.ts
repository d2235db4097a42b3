/** Filipino of `common` (docs/glossary-fil.md). */
import type * as en from "../common";
import type { Translation } from "../translation";

export const common: Translation<typeof en.common> = {
  appName: "Pautang",
  features: "Mga tampok",
  confirm: "Kumpirmahin",
  cancel: "Kanselahin",
  close: "Isara",
  send: "Ipadala",
  submit: "Isumite",
  loading: "Naglo-load…",
  copy: "Kopyahin",
  copied: "Nakopya na",
  networkError: "error",
  retry: "Subukan ulit",
  unreachableTitle: "Hindi makakonekta sa lending service",
  unreachableBody: "Tingnan ang iyong koneksyon at subukan ulit. Walang nabago.",
  sessionExpiredTitle: "Mag-log in ulit",
  sessionExpiredBody: "Nag-expire na ang iyong session. Mag-log in ulit sa app para magpatuloy.",
  sessionExpiredAction: "Mag-log in ulit sa app",
  toPublicSite: "Pumunta sa website ng Pautang",
  toCustomerService: "Makipag-ugnayan sa customer service",
  notFoundTitle: "Walang ganitong page",
  notFoundBody: "Hindi makita ang page na ito. Bumalik at subukan ulit.",
  somethingWrongTitle: "May nangyaring mali",
  somethingWrongBody: "Subukan ulit maya-maya. Walang nabago.",
  backHome: "Bumalik sa home",
  refusedUrl: "Hindi mabuksan ang link na ito.",
  otherProducts: "Tingnan ang ibang loan product",
};
