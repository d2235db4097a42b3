/**
 * Filipino of the `info` area (app/lib/messages/info.ts): customer service, the public site and the
 * lists. The legal documents' Filipino is in `legal.ts` beside this file.
 */
import { contactRefusals } from "@contract/texts/fil/contact-refusals";
import type { Translation } from "@contract/texts/translation";
import type { info as english } from "../info";

/** What a translated legal document says at its top (`legal.ts` here and the loan agreement). */
export const translationNotice =
  "Ito ay salin para sa iyong sanggunian. Kung may pagkakaiba sa tekstong Ingles, ang tekstong Ingles ang masusunod.";

/** The SMS reminders switch, on customer service and on My data (docs/decisions/182). */
export const reminderSwitch = {
  title: "Mga paalala sa pagbabayad sa SMS",
  explain:
    "Tine-text ka namin 3 araw at 1 araw bago ang iyong due date, sa mismong araw, at 1, 3 at 7 araw pagkatapos nito habang hindi pa bayad: mula 8:00 hanggang 20:00 lamang, hindi hihigit sa isa bawat araw.",
  lawful: "Ipinapadala pa rin ang mga resibo ng iyong bayad at ang iba pang abisong hinihingi ng batas.",
  stateOn: "Naka-on ang mga paalala.",
  stateOff: "Naka-off ang mga paalala.",
  turnOff: "I-off ang mga paalala",
  turnOn: "I-on ang mga paalala",
  savedOn: "Na-save: padadalhan ka namin ng mga paalala sa pagbabayad.",
  savedOff: "Na-save: hindi ka na namin padadalhan ng mga paalala sa pagbabayad.",
};

export const info: Translation<typeof english> = {
  translationNotice,
  customerService: {
    pageTitle: "Customer service",
    intro: "Nandito kami para tumulong, araw-araw mula 8:00 hanggang 20:00.",
    online: "Telepono",
    email: "Email",
    call: "Tumawag sa customer service",
    writeEmail: "Mag-email sa amin",
    myAccount: "Bumalik sa aking account",
    myData: "Ang aking data: tingnan, i-download, itama o burahin",
    reminders: reminderSwitch,
  },
  site: {
    brandTagline: "Patas at mabilis na loan para sa bawat Pilipino",
    nav: {
      home: "Home",
      about: "Tungkol sa Amin",
      contact: "Makipag-ugnayan",
      privacy: "Patakaran sa Privacy",
      terms: "Mga Tuntunin ng Loan",
    },
    navLabel: "Mga bahagi ng site",
    heroTitle: "Pera kapag kailangan mo, mga tuntuning madaling basahin",
    heroBody:
      "Humiram ng {amountRange} gamit ang phone mo. May desisyon sa loob ng {decisionTime}, nasa bangko o e-wallet mo ang pera sa loob ng {payoutTime} matapos kang pumayag, at makikita mo ang bawat fee bago ka pumayag.",
    stepDownload: "I-download ang app at mag-sign up gamit ang mobile number mo:",
    stepSignUp: "Mag-sign up gamit ang mobile number mo",
    heroSteps: [
      "Mag-apply sa loob ng ilang minuto gamit ang isang valid ID",
      "Malalaman mo ang desisyon sa loob ng {decisionTime}",
      "Matatanggap mo ang pera sa iyong account",
    ],
    stepsTitle: "Paano ito gumagana",
    featuresTitle: "Bakit {company}",
    contactTitle: "Makipag-ugnayan",
    contactIntro: "Magpadala ng mensahe at sasagutin ka ng aming team sa loob ng 1 business day.",
    name: "Pangalan",
    telephone: "Telepono",
    email: "Email",
    remark: "Mensahe",
    submit: "Isumite",
    incomplete: contactRefusals.incomplete,
    missingField: "Kailangan",
    successReference: (reference: string) =>
      `Natanggap namin ang iyong mensahe. Ang iyong reference ay ${reference}; banggitin ito kapag sumulat o tumawag ka sa amin. Sasagutin ka namin sa loob ng 1 business day.`,
    footer: "© {year} {company}. SEC Registration No. {secNo}. Certificate of Authority No. {caNo}.",
  },
  jointLogin: {
    pageTitle: "Hindi nakapag-sign in",
    recommendedTitle: "Maaari ka ring mag-apply sa",
  },
  orders: {
    pageTitle: "Aking mga order",
    empty: "Wala ka pang order.",
    browse: "Tingnan ang mga inirerekomendang produkto",
    applyDate: "Petsa ng application",
    amount: "Halaga",
    dueDate: "Due date",
    myData: "Ang aking data",
  },
  recommend: { pageTitle: "Mga inirerekomendang produkto", empty: "Walang bukas na produkto sa ngayon. Pakitingnan ulit mamaya." },
  product: {
    pageTitle: "Detalye ng produkto",
    otherLoans: "Tingnan ang ibang loan",
    amount: "Halaga ng loan",
    term: "Termino ng loan",
    rate: "Rate ng interes",
    fee: "Service fee",
    apply: "Mag-apply na",
    closed: "Hindi pa bukas ang produktong ito para sa mga application sa ngayon.",
    missing: "Walang valid na produkto ang link na ito. Pumili ng produkto mula sa listahan.",
  },
  testPreview: {
    pageTitle: "Test preview",
    intro: "Tool para sa tester: punan ang mga value, saka magbukas ng page na may mga ito bilang query parameter.",
    fields: {
      appVersion: "Bersyon ng app",
      deviceName: "Pangalan ng device",
      deviceId: "Device id",
      osVersion: "Bersyon ng OS",
      sessionId: "Session id",
      advertisingId: "Advertising id",
      productId: "Product id",
      orderId: "Order id",
      userId: "User id",
    },
    pagesTitle: "Mga page",
    tiles: {
      confirm: "Kumpirmahin ang loan",
      details: "Detalye ng loan",
      repay: "Magbayad",
      extend: "Bayad para sa extension",
      bind: "I-bind ang bangko",
      about: "Tungkol sa amin",
      complaint: "Reklamo",
      service: "Customer service",
      privacy: "Patakaran sa Privacy",
      instructions: "Paano magbayad",
    },
    photo: "Larawan",
    photoChosen: "Napili: {name} ({size} KB)",
    contact: "Contact",
    contactSubmit: "Ipakita ang ipapadala",
    contactShown: "Ipapadala: {value}",
    location: "Kunin ang lokasyon",
    locationUnavailable: "Hindi available ang lokasyon sa browser na ito.",
    locationDenied: "Hindi naibahagi ang lokasyon: {reason}",
    locationResult: "Latitude {lat}, longitude {lng}",
  },
};
