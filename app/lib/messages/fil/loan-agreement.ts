/**
 * Filipino of the `loanAgreement` area (app/lib/messages/loan-agreement.ts): the loan agreement on
 * /well. It is a translation for reference and says so at its top; the English text prevails.
 */
import type { Translation } from "@contract/texts/translation";
import type { AgreementLender, AgreementLoan, loanAgreement as englishAgreement } from "../loan-agreement";

/** The agreement is a legal text: formal, with the parties called Nagpapautang and Nanghihiram. */
export const loanAgreement: Translation<typeof englishAgreement> = {
  pageTitle: "Kasunduan sa pautang",
  backToOrder: "Bumalik sa detalye ng order",
  backToConfirm: "Bumalik sa iyong loan",
  missing: "Walang pautang na tinutukoy ang link na ito. Pakibuksan ang kasunduan mula sa pagkumpirma ng loan o mula sa iyong order.",
  translationNotice: "Ito ay salin para sa iyong sanggunian. Kung may pagkakaiba sa tekstong Ingles, ang tekstong Ingles ang masusunod.",
  orderNo: (orderNo: string) => `Order No. ${orderNo}`,
  date: (date: string) => `Petsa: ${date}`,
  partiesTitle: "1. Ang mga partido",
  lenderLabel: "Nagpapautang:",
  lender: (c: AgreementLender) =>
    `${c.name}, isang lending company na rehistrado sa Securities and Exchange Commission sa ilalim ng No. ${c.sec}, Certificate of Authority No. ${c.ca}, na may address sa ${c.address} (email ${c.email}, telepono ${c.phone}).`,
  borrowerLabel: "Nanghihiram:",
  borrower: (name: string | null, phone: string) =>
    `${name || "Ang may-ari ng account"}, mobile number ${phone}, isang mamamayang Pilipino na higit sa 18 taong gulang at may address sa Pilipinas.`,
  loanTitle: "2. Ang pautang",
  loan: (l: AgreementLoan) =>
    `Ipinapautang ng Nagpapautang sa Nanghihiram ang ${l.principal} sa pamamagitan ng ${l.productName} sa loob ng ${l.termDays} araw, na babayaran ${
      l.instalments === 1 ? "nang isang bayad sa due date" : `sa ${l.instalments} magkakapantay na hulog`
    }. Ibabawas ang service fee na ${l.serviceFee} kapag ipinadala ang pera, kaya ${l.netProceeds} ang matatanggap ng Nanghihiram. Ang interes para sa buong termino ay ${
      l.interest
    } (${l.dailyRate}% kada araw sa halagang hiniram). Kabuuang ${l.totalRepayable} ang babayaran ng Nanghihiram.`,
  release:
    "Nagpapasya ang Nagpapautang sa application sa loob ng 1 araw. Kapag tinanggap ng Nanghihiram, ipapasok ang pera sa loob ng 1 hanggang 3 araw sa kalendaryo; binibilang ang mga due date mula sa araw na ipinadala ito.",
  disclosureTitle: "3. Disclosure statement (Republic Act No. 3765)",
  lateTitle: "4. Late na pagbabayad",
  latePenalty: (penalty: string) =>
    `Isang beses na multa sa late na bayad na ${penalty} ang sisingilin kapag may bayad na hindi naibigay sa due date.`,
  defaultInterest: (tiers: string) => `Default interest sa halagang hindi pa nababayaran: ${tiers}.`,
  tier: (percentPerDay: number, fromDay: number, toDay: number | null) =>
    `${percentPerDay}% kada araw ${toDay === null ? `mula sa ika-${fromDay} araw` : `sa ika-${fromDay} hanggang ika-${toDay} araw`}`,
  tiersJoin: "; ",
  totalCap: (percent: number, source: string) =>
    `Ang lahat ng interes, fee at multa nang magkakasama ay hindi kailanman lalampas sa ${percent}% ng halagang hiniram (${source}).`,
  judgmentDefault: (days: number) =>
    `Kapag hindi nabayaran ang halaga nang ${days} araw matapos ang maturity, ang pautang ay nasa default at maaaring magsampa ng kaso ang Nagpapautang.`,
  afterMaturity:
    "Matapos ang maturity, ang bayad ay ilalapat sa mga legal na singil, gastos sa paniningil, mga multa sa late na bayad, saka sa mga fee, interes at halagang hiniram.",
  earlyTitle: "5. Maagang pagbabayad at extension",
  prepayment: (days: number) =>
    `Maaaring magbayad nang maaga ang Nanghihiram kapag lumipas na ang hindi bababa sa kalahati ng termino, at hindi mas maaga sa ${days} araw sa kalendaryo matapos maipadala ang pera.`,
  extension:
    "Iniuusog ng extension ang due date nang kasinghaba ng termino, at kailangang mabayaran muna ang lahat ng interes at multang dapat bayaran.",
  noticesTitle: "6. Mga abiso",
  creditInformationTitle: "7. Impormasyon sa credit",
  notices: [
    "Ipapaalam ng Nanghihiram sa Nagpapautang ang pagbabago ng pangalan, petsa ng kapanganakan o address sa loob ng 3 araw sa kalendaryo.",
    "Maaaring ilipat ng Nagpapautang ang pautang sa iba, basta't abisuhan ang Nanghihiram 7 business day bago ang paglilipat.",
    "Ang abiso sa email ay itinuturing na natanggap 1 oras matapos ipadala; ang abiso sa koreo, sa ika-2 business day.",
  ],
  // Shown on the confirm pages too, from their loader (SEC M.C. No. 19, s. 2019; R.A. 9510;
  // docs/decisions/170, 171): kept out of the confirm pages' script.
  readDisclosure: "Bago pindutin ang Susunod, basahin muna ang Disclosure Statement sa ibaba: nandoon ang buong gastos ng loan na ito.",
  readDisclosureLink: "Basahin ang Disclosure Statement",
  creditBureauTitle: "Impormasyon sa credit",
  creditBureauBody:
    "Ayon sa Credit Information System Act (Republic Act No. 9510), isinusumite namin ang iyong basic credit data (kung sino ka, ang loan na ito at kung paano mo ito binabayaran) sa Credit Information Corporation (CIC), na nagbabahagi nito sa mga accredited credit bureau at nagpapautang.",
  creditBureauRights: "May karapatan kang makita ang iyong credit data at kuwestiyunin ito sa CIC.",
  creditBureauLink: "Ang iyong mga karapatan sa Credit Information Corporation",
};
