/**
 * Filipino of the `lateCharges` area (app/lib/messages/late-charges.ts): the legal ceilings in the
 * disclosure and the late-charge breakdown.
 */
import type { Translation } from "@contract/texts/translation";
import type { lateCharges as english } from "../late-charges";

const pct = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(2)}%`;

export const lateCharges: Translation<typeof english> = {
  ceilingsTitle: "Mga legal na limit sa loan na ito",
  ceilingsLead: (source: string, from: string) =>
    `Sumusunod ang loan na ito sa ${source}, na umiiral para sa mga loan na ginawa mula ${from}:`,
  ceilingNominal: (percent: number) => `Ang interes ay hindi lalampas sa ${pct(percent)} kada buwan.`,
  ceilingEir: (ceiling: number, yours: number) =>
    `Ang effective interest rate (EIR, kasama ang interes at lahat ng fee) ay hindi lalampas sa ${pct(ceiling)} kada buwan. Ang sa iyo ay ${yours.toFixed(2)}% kada buwan.`,
  ceilingTotal: (percent: number, cap: string) =>
    `Ang lahat ng maaaring magastos mo sa loan na ito (interes, mga fee, singil at multa, gaano man katagal itong hindi nababayaran) ay hindi lalampas sa ${pct(percent)} ng halagang hiniram: ${cap}.`,
  lateRuleTitle: "Kung late kang magbayad",
  lateRule: (penalty: string, tiers: string) =>
    `Nakasaad sa kontrata ang pinakamalaking maaaring singilin sa iyo: multa sa late na bayad na ${penalty}, isang beses lang sinisingil, at default interest na ${tiers} sa halagang hindi pa nababayaran.`,
  lateRuleCeiling: (percent: number) =>
    `Mas mababa ang sinisingil namin kapag iyon ang sinasabi ng batas: ang multa sa late na bayad at ang default interest nang magkasama ay hindi lalampas sa ${pct(percent)} ng nakatakdang halagang dapat bayaran na hindi pa nababayaran, sa bawat 30 araw na late, binibilang araw-araw.`,
  lateRuleExample: (amountDue: string, max: string) =>
    `Halimbawa, kung ${amountDue} ang dapat bayaran at hindi nabayaran nang 30 araw, ang late charges ay hindi lalampas sa ${max}.`,
  tierText: (percentPerDay: number, fromDay: number, toDay: number | null) =>
    `${pct(percentPerDay)} kada araw ${toDay === null ? `mula sa ika-${fromDay} araw` : `sa ika-${fromDay} hanggang ika-${toDay} araw`}`,
  tiersJoin: "; ",

  breakdownTitle: "Late charges",
  breakdownLead: (source: string, percent: number) =>
    `Ayon sa ${source}, ang multa sa late na bayad at ang default interest nang magkasama ay hindi lalampas sa ${pct(percent)} ng halagang dapat bayaran na hindi pa nababayaran, sa bawat 30 araw.`,
  latePenalty: "Sinisingil na multa sa late na bayad",
  defaultInterest: "Sinisingil na default interest",
  ceiling: "Legal na limit: ang pinakamalaking maidadagdag ng late charges sa bawat 30 araw na late",
  ceilingOf: (percent: number, amountDueUnpaid: string) =>
    `${pct(percent)} ng ${amountDueUnpaid} na dapat bayaran at hindi pa nababayaran ngayon`,
  costCapReached: "Naabot na ang limit ng kabuuang gastos: ang pinakamalaking magagastos sa loan na ito",
  costCapNote: "Wala nang late charges na idadagdag lampas dito.",
  paid: "Nabayarang late charges",
  outstanding: "Late charges na babayaran",
};
