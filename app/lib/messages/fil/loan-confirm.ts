/**
 * Filipino of the `loanConfirm` and `loanAgreement` areas (app/lib/messages/loan-confirm.ts): both
 * confirm pages, the Truth in Lending disclosure, and the loan agreement on /well. The agreement is
 * a translation for reference and says so at its top; the English text prevails.
 */
import type { AgreementLender, AgreementLoan, loanAgreement as englishAgreement, loanConfirm as englishConfirm } from "../loan-confirm";
import type { Translation } from "../translation";

export const loanConfirm: Translation<typeof englishConfirm> = {
  pageTitle: "Kumpirmahin ang iyong loan",
  loanAmount: "Halaga ng loan",
  term: "Termino ng loan",
  termDays: (days: number) => `${days} araw`,
  interestRate: "Rate ng interes",
  chooseTitle: "Piliin ang iyong loan",
  amountLabel: "Halaga (₱)",
  termLabel: "Termino (araw)",
  instalmentsLabel: "Bilang ng hulog",
  instalmentsOption: (n: number) => (n === 1 ? "1 bayad" : `${n} hulog`),
  range: (min: string, max: string) => `${min} hanggang ${max}`,
  update: "I-update ang mga halaga",
  updating: "Ina-update ang mga halaga…",
  detailsTitle: "Detalye ng loan",
  planTitle: "Plano ng pagbabayad",
  firstRepayment: "Unang due date",
  firstRepaymentIn: (days: number) => `${days} araw matapos maipadala ang pera`,
  disclosureTitle: "Disclosure statement",
  disclosureLead: "Truth in Lending Act (Republic Act No. 3765). Lahat ng halaga ay nasa piso ng Pilipinas.",
  principal: "Halaga ng loan (halagang hiniram)",
  amountFinanced: "Amount financed (ang matatanggap mo)",
  financeCharge: "Finance charge",
  interest: "Interes",
  serviceFee: "Service fee (ibabawas sa halaga ng loan)",
  totalRepayable: "Kabuuang babayaran",
  disclosureSum: (financed: string, charge: string, total: string) =>
    `Amount financed ${financed} + finance charge ${charge} = kabuuang babayaran ${total}.`,
  eir: "Effective interest rate (EIR)",
  eirValue: (monthly: number, annual: number) => `${monthly.toFixed(2)}% kada buwan (${annual.toFixed(2)}% kada taon)`,
  schedule: "Iskedyul ng pagbabayad",
  scheduleDue: "Due date",
  schedulePrincipal: "Halagang hiniram",
  scheduleInterest: "Interes",
  scheduleTotal: "Halaga",
  estimatedDates: "Binibilang ang mga due date mula ngayon; magbabago ang mga ito ayon sa araw na maipadala ang pera.",
  agreePrefix: "Nabasa ko at sumasang-ayon ako sa",
  agreeAnd: "at",
  agreeRequired: "Pakibasa at sumang-ayon sa mga kasunduan bago magpatuloy.",
  next: "Susunod",
  figuresChanged: "Ito ang mga halaga para sa loan na pinili mo. Pakitingnan ang mga ito, saka pindutin ulit ang Susunod.",
  fixChoice: "Walang loan na hiniling: pakiayos ang pinili mo sa itaas, saka pindutin ulit ang Susunod.",
  agreementTitle: "Kasunduan sa pautang",
  agree: "Sumasang-ayon ako",
  retentionStay: "Sumasang-ayon ako",
  retentionLeave: "Kanselahin",
  promoTitle: "Magandang balita",
  noProduct: "Walang valid na produkto ang link na ito. Pumili ng loan product sa app.",
  refused: "Hindi mabuksan ang link na ito.",
  amountInvalid: "Ilagay ang halaga sa piso, halimbawa 10000.",
  termInvalid: "Ilagay ang termino bilang buong bilang ng araw.",
  instalmentsInvalid: "Piliin ang bilang ng hulog.",
};

/** The agreement is a legal text: formal, with the parties called Nagpapautang and Nanghihiram. */
export const loanAgreement: Translation<typeof englishAgreement> = {
  pageTitle: "Kasunduan sa pautang",
  missing: "Walang pautang na tinutukoy ang link na ito. Pakibuksan ang kasunduan mula sa pagkumpirma ng loan o mula sa iyong order.",
  translationNotice:
    "Ito ay salin para sa iyong sanggunian. Kung may pagkakaiba sa tekstong Ingles, ang tekstong Ingles ang masusunod.",
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
  latePenalty: (penalty: string) => `Isang beses na multa sa late na bayad na ${penalty} ang sisingilin kapag may bayad na hindi naibigay sa due date.`,
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
  notices: [
    "Ipapaalam ng Nanghihiram sa Nagpapautang ang pagbabago ng pangalan, petsa ng kapanganakan o address sa loob ng 3 araw sa kalendaryo.",
    "Maaaring ilipat ng Nagpapautang ang pautang sa iba matapos magbigay ng abiso nang 7 business day bago nito.",
    "Ang abiso sa email ay itinuturing na natanggap 1 oras matapos ipadala; ang abiso sa koreo, sa ika-2 business day.",
  ],
};
