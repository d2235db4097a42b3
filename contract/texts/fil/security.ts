/** Filipino of `security` (docs/glossary-fil.md). */
import type * as en from "../security";
import type { Translation } from "../translation";

export const security: Translation<typeof en.security> = {
  crossSite: "Galing sa ibang site ang form na ito kaya hindi ito tinanggap. Buksan ulit ang page at doon ipadala ang form.",
  dataParameter: "Hindi tinatanggap ang ganitong request. I-reload ang page at ipadala ulit ang form.",
  formUnreadable: "Hindi mabasa ang form na ito. Buksan ulit ang page at doon ipadala ang form.",
  formTooLarge: "Masyadong malaki ang form para maipadala. Paikliin ang tinype mo at ipadala ulit.",
  photosTooLarge: "Masyadong malaki ang mga larawang ito para maipadala nang sabay. Magpadala ng mas kaunti o mas maliliit na larawan.",
  opsLoginLimited: "Masyadong maraming login attempt mula sa address na ito. Maghintay ng 15 minuto at subukan ulit.",
  contactLimited: "Marami ka nang naipadalang mensahe sa maikling panahon. Maghintay ng isang oras bago magpadala ulit.",
  visitsLimited: "Masyadong maraming pagbisita mula sa address na ito. Subukan ulit mamaya.",
  complaintsLimited: "Marami ka nang naisampang reklamo ngayong araw. Hintayin ang aming sagot, o tumawag sa customer service.",
  eventsLimited: "Masyadong maraming aksyon sa maikling oras. Subukan ulit mamaya.",
  photosLimited: "Marami ka nang na-upload na larawan ngayong araw. Subukan ulit bukas, o tumawag sa customer service.",
  uploadsBusy: "May mga larawan pang ipinapadala. Hintaying matapos ang mga ito, saka ipadala ulit.",
};
