/** Filipino of the `sms` area (contract/texts/sms.ts). */
import type { Deadline } from "../../format";
import type { sms as english } from "../sms";
import type { Translation } from "../translation";

export const sms: Translation<typeof english> = {
  signUpCode: (code: string) =>
    `Ang iyong Pautang sign-up code ay ${code}. Mag-e-expire ito sa loob ng 5 minuto. Huwag itong ibigay kaninuman.`,
  repaymentCode: (code: string, amount: string) =>
    `Pautang: ang code mo para bayaran ang ${amount} gamit ang card ay ${code}. Mag-e-expire ito sa loob ng 5 minuto. Huwag itong ibigay kaninuman.`,
  paymentReceived: (amount: string, orderNo: string, reference: string, receiptNo: string, after: string) =>
    `Pautang: natanggap namin ang ${amount} para sa order ${orderNo}, ref ${reference}. Resibo ${receiptNo}. ${after}`,
  fullyPaid: "Bayad na nang buo ang iyong loan. Salamat!",
  newDueDate: (date: string, balance: string) => `Ang bago mong due date ay ${date}. Natitirang balanse: ${balance}.`,
  balance: (balance: string) => `Natitirang balanse: ${balance}.`,
  split: (lines: string) => `Naibawas sa ${lines}.`,
  splitLabels: { charges: "late charges", interest: "interes", principal: "halagang hiniram" },
  cancelled: "Kanselado na ang iyong loan. Wala ka nang utang dito.",
  owedBackClosed: (amount: string, orderNo: string, reference: string) =>
    `Pautang: natanggap namin ang ${amount} para sa order ${orderNo}, ref ${reference}, pero sarado na ang code na ito, kaya hindi ito naibawas sa iyong loan. Utang namin ito sa iyo at ibabalik namin sa iyong account.`,
  owedBackOverpaid: (amount: string, orderNo: string, reference: string) =>
    `Pautang: ang ${amount} ng iyong bayad para sa order ${orderNo}, ref ${reference}, ay sobra sa utang ng loan. Utang namin ito sa iyo at ibabalik namin sa iyong account.`,
  complaintReceived: (reference: string, { day, time }: Deadline) =>
    `Pautang: natanggap namin ang iyong reklamo, reference ${reference}. Sasagutin namin ito hanggang ${time ? `${day} ${time}` : `sa pagtatapos ng ${day}`} (oras sa Manila). Banggitin ang reference kapag kinontak mo kami.`,
  productOffer:
    "Pautang: may bagong alok na loan para sa iyo sa app. Para hindi na makatanggap ng ganitong alok, buksan ang 'Ang aking data' at i-off ang mga marketing message.",
  promotionOffer:
    "Pautang: may promo kami ngayon, tingnan sa app. Para hindi na makatanggap ng ganitong alok, buksan ang 'Ang aking data' at i-off ang mga marketing message.",
  reminderBefore: (amount: string, orderNo: string, date: string) =>
    `Paalala ng Pautang: ang ${amount} para sa order ${orderNo} ay dapat bayaran sa ${date}. Puwede kang magbayad sa app. Para ihinto ang mga paalala, pumunta sa Customer service sa app.`,
  reminderDue: (amount: string, orderNo: string, date: string) =>
    `Paalala ng Pautang: ang ${amount} para sa order ${orderNo} ay dapat bayaran ngayong araw, ${date}. Puwede kang magbayad sa app. Para ihinto ang mga paalala, pumunta sa Customer service sa app.`,
  reminderLate: (amount: string, orderNo: string, date: string) =>
    `Paalala ng Pautang: ang bayad para sa order ${orderNo} ay dapat noong ${date}. Babayaran ngayon: ${amount}; patuloy ang late charges sa hindi pa nababayaran. Kailangan ng tulong? Kontakin ang Customer service sa app, kung saan puwede mo ring ihinto ang mga paalala.`,
};
