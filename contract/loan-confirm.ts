import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { flag, id, textRow } from "./fields";
import { keyed } from "./keyed-message";
import { ceilingsDisclosure } from "./late-charges";

/**
 * Loan confirmation (spec 001 §2 "Loan confirm page", §3 "Loan confirmation data", §7), the
 * agreement list and jump, order creation, and the loan agreement's figures. The older variant
 * (`/gopia/goya/*`) answers the same data under obfuscated names, named once at the end of this file.
 *
 * Amounts are integer centavos. `periods` is the loan term counted in `termUnit` (days); the number
 * of instalments, which the documented payload does not name, travels as `instalments`
 * (docs/decisions/040-loan-confirmation.md).
 */

const centavos = (label: string) =>
  z.coerce
    .number({ error: keyed("mustBeNumber", { label }) })
    .int(`${label} must be a whole number of centavos`)
    .nonnegative(`${label} is not valid`);
const wholeDays = z.coerce
  .number({ error: keyed("termNotNumber") })
  .int(keyed("termNotWhole"))
  .positive(keyed("termInvalid"));
const instalmentCount = z.coerce
  .number({ error: keyed("periodsNotNumber") })
  .int(keyed("periodsNotWhole"))
  .positive(keyed("periodsInvalid"));

/** Empty query values ("amount=") mean "not chosen". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

/** The only documented term unit is days (the loan terms count calendar days). */
export const TERM_UNIT_DAYS = "day";
const termUnit = z.literal(TERM_UNIT_DAYS, { error: keyed("termInDays") });

/** What the borrower chooses: the server prices it and decides every figure. */
const loanChoice = z.object({
  productId: id("Product"),
  amount: optional(centavos("Amount")),
  periods: optional(wholeDays),
  termUnit: optional(termUnit),
  instalments: optional(instalmentCount),
});

export const scheduleRow = z.object({
  seq: z.number().int(),
  dueDate: z.string(),
  principal: z.number().int(),
  interest: z.number().int(),
  total: z.number().int(),
});

/**
 * The Truth in Lending disclosure (RA 3765, BSP Circular 1133), every figure from the lending rules'
 * quote: amount financed, finance charge, net proceeds, schedule and effective interest rate.
 */
export const loanDisclosure = z.object({
  principal: z.number().int(),
  /** Net proceeds, the Truth in Lending "amount financed": amountFinanced + financeCharge = totalRepayable. */
  amountFinanced: z.number().int(),
  interest: z.number().int(),
  serviceFee: z.number().int(),
  financeCharge: z.number().int(),
  netProceeds: z.number().int(),
  totalRepayable: z.number().int(),
  interestBpsPerDay: z.number().int(),
  serviceFeeBps: z.number().int(),
  eirMonthlyPercent: z.number(),
  eirAnnualPercent: z.number(),
  termDays: z.number().int(),
  instalments: z.number().int(),
  disbursementDate: z.string(),
  maturityDate: z.string(),
  schedule: z.array(scheduleRow),
  /** The ceilings that apply to this loan and the late-charge rule. */
  ceilings: ceilingsDisclosure,
});
export type LoanDisclosure = z.output<typeof loanDisclosure>;

/** The ranges the borrower may choose within (the product's). */
export const loanChoices = z.object({
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  amountStep: z.number().int(),
  minTerm: z.number().int(),
  maxTerm: z.number().int(),
  instalmentsAllowed: z.array(z.number().int()),
});
export type LoanChoices = z.output<typeof loanChoices>;

export const repayPlanRow = z.object({ title: z.string(), description: z.string(), amount: z.number().int(), pay_time: z.string() });
export type RepayPlanRow = z.output<typeof repayPlanRow>;

/**
 * The confirm page's data as the documented answer names it. Six fields are named obscurely; the
 * contract gives the web app plain names (`loanConfirmData`): `pRateDsc` the rate and fee sentence
 * (`rateDescription`), `isPopType` whether leaving asks the borrower to stay (`retentionPopup`, a
 * boolean), `popTitle` and `popContent` that prompt's title and text (`retentionTitle`,
 * `retentionNote`), `comProductLogo` and `comProductName` the product's logo and name
 * (`productLogo`, `productName`).
 */
export const loanConfirmWire = z.object({
  productId: z.number().int(),
  amount: z.number().int(),
  periods: z.number().int(),
  termUnit: z.string(),
  instalments: z.number().int(),
  details: z.array(textRow),
  repay_plans: z.array(repayPlanRow),
  firstPayTime: z.string(),
  firstPeriodDay: z.number().int(),
  pRateDsc: z.string(),
  sendSms: flag,
  isPopType: flag,
  popTitle: z.string(),
  popContent: z.string(),
  popAgreementUrl: z.string(),
  comProductLogo: z.string(),
  comProductName: z.string(),
  disclosure: loanDisclosure,
  choices: loanChoices,
  /**
   * Ours: why this borrower cannot apply now (an overdue loan, an application in progress), said
   * on arrival rather than after the whole form (issue 30 item 6); "" when they can.
   */
  applyRefusal: z.string().default(""),
});
export type LoanConfirmWire = z.input<typeof loanConfirmWire>;

/** The documented confirm data's obscure names as plain ones (see `loanConfirmWire`). */
export const loanConfirmData = loanConfirmWire.transform(
  ({ pRateDsc, isPopType, popTitle, popContent, comProductLogo, comProductName, ...plain }) => ({
    ...plain,
    rateDescription: pRateDsc,
    retentionPopup: isPopType === 1,
    retentionTitle: popTitle,
    retentionNote: popContent,
    productLogo: comProductLogo,
    productName: comProductName,
  }),
);
export type LoanConfirmData = z.output<typeof loanConfirmData>;

/** The confirm page's data for a product and the borrower's choice (spec 001 §7 "Confirm page (v3)"). */
export const loanDetailConfirm = defineEndpoint({
  name: "loan confirm",
  method: "POST",
  path: "/v3/loan-confirm/loan-detail-confirm",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: loanChoice,
  data: loanConfirmData,
});

/** The scene of the loan confirm page's agreement list (spec 001 §7). */
export const CONFIRM_SCENE = 3;
const scene = z.coerce
  .number({ error: keyed("mustBeNumber", { label: "scene" }) })
  .int(keyed("mustBeWholeNumber", { label: "scene" }))
  .refine((v) => v === CONFIRM_SCENE, keyed("agreementsSceneOnly"));

export const agreementItem = z.object({ title: z.string(), position: z.number().int() });
export type AgreementItem = z.output<typeof agreementItem>;

export const contractList = defineEndpoint({
  name: "agreement list",
  method: "GET",
  path: "/v3/contract",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: z.object({ productId: id("Product"), scene }),
  data: z.array(agreementItem),
});

const agreementPosition = z.coerce
  .number({ error: keyed("chooseAgreement") })
  .int(keyed("chooseAgreement"))
  .positive(keyed("chooseAgreement"));

const jumpRequest = loanChoice.extend({ scene, position: agreementPosition, orderId: optional(id("Order")) });

/** Where an agreement opens: our own /well page (a path), or an http(s) page. */
export const contractJump = defineEndpoint({
  name: "agreement jump",
  method: "GET",
  path: "/v3/contract/contract-jump",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: jumpRequest,
  data: z.object({ contract_url: z.string() }),
});

/** The idempotency key the confirm page sends with Next: one page view, one order. */
const requestKey = z
  .string({ error: keyed("reloadAndRetry") })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, keyed("reloadAndRetry"));

const pushRequest = loanChoice.extend({
  amount: centavos("Amount"),
  periods: wholeDays,
  termUnit: termUnit.default(TERM_UNIT_DAYS),
  requestKey,
});

export const loanPushData = z.object({ orderId: z.number().int(), orderNo: z.string(), lendDetailsUrl: z.string() });

/** Creates the order (status 21) for the confirmed loan; answers where Order Details is. */
export const loanDetailPush = defineEndpoint({
  name: "loan confirm push",
  method: "POST",
  path: "/v3/loan-confirm/loan-detail-push",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: pushRequest,
  data: loanPushData,
});

/** The figures the loan agreement (/well) fills in: a quote, or one of the borrower's orders. */
export const loanAgreement = defineEndpoint({
  name: "loan agreement",
  method: "POST",
  path: "/v3/contract/loan-agreement",
  auth: "borrower",
  successCode: 0,
  successFlag: true,
  request: loanChoice.extend({ productId: optional(id("Product")), orderId: optional(id("Order")) }),
  data: z.object({
    borrowerPhone: z.string(),
    borrowerName: z.string(),
    productName: z.string(),
    orderNo: z.string(),
    orderStatus: z.number().int().nullable(),
    agreementDate: z.string(),
    disclosure: loanDisclosure,
    latePenalty: z.number().int(),
    defaultInterest: z.array(z.object({ fromDay: z.number().int(), toDay: z.number().int().nullable(), percentPerDay: z.number() })),
    judgmentDefaultDays: z.number().int(),
    prepaymentMinDays: z.number().int(),
    totalCostCapPercent: z.number(),
  }),
});

// ---------------------------------------------------------------------------------------------
// The older variant (spec 001 §7 "Confirm page (older variant)"): success code '00' and
// obfuscated response field names, named here once and mapped to the plain names above.
// ---------------------------------------------------------------------------------------------

const olderRow = z.object({ fable: z.string(), prism: z.string() }); // text, value
const olderPlan = z.object({ gale: z.string(), hollow: z.string(), ember: z.number().int(), crest: z.string() }); // title, description, amount, pay_time

export const olderConfirmWire = z.object({
  caveats: z.number().int(), // productId
  kettle: z.number().int(), // amount
  lumen: z.number().int(), // periods (term)
  quill: z.string(), // termUnit
  sprocket: z.number().int(), // instalments
  tundra: z.array(olderRow), // details
  mosaic: z.array(olderPlan), // repay_plans
  dune: z.string(), // firstPayTime
  ferry: z.number().int(), // firstPeriodDay
  glyph: z.string(), // pRateDsc: rateDescription
  heron: flag, // sendSms
  islet: flag, // isPopType: retentionPopup
  jolt: z.string(), // popTitle: retentionTitle
  kiosk: z.string(), // popContent: retentionNote
  lagoon: z.string(), // popAgreementUrl
  marble: z.string(), // comProductLogo: productLogo
  nectar: z.string(), // comProductName: productName
  orbit: loanDisclosure, // disclosure
  plume: loanChoices, // choices
  NewPopMsg: z.string(), // the promotional popup's message (documented name)
  NewButtonMsg: z.string(), // its button (documented name)
});

export const olderConfirmData = olderConfirmWire.transform((w) => ({
  productId: w.caveats,
  amount: w.kettle,
  periods: w.lumen,
  termUnit: w.quill,
  instalments: w.sprocket,
  details: w.tundra.map((r) => ({ text: r.fable, value: r.prism })),
  repay_plans: w.mosaic.map((p) => ({ title: p.gale, description: p.hollow, amount: p.ember, pay_time: p.crest })),
  firstPayTime: w.dune,
  firstPeriodDay: w.ferry,
  rateDescription: w.glyph,
  sendSms: w.heron,
  retentionPopup: w.islet === 1,
  retentionTitle: w.jolt,
  retentionNote: w.kiosk,
  popAgreementUrl: w.lagoon,
  productLogo: w.marble,
  productName: w.nectar,
  disclosure: w.orbit,
  choices: w.plume,
  newPopMsg: w.NewPopMsg,
  newButtonMsg: w.NewButtonMsg,
}));
export type OlderConfirmData = z.output<typeof olderConfirmData>;

/** The v3 answer (documented names) under the older variant's names, for the backend. */
export function toOlderConfirmWire(d: LoanConfirmWire & { newPopMsg: string; newButtonMsg: string }): z.input<typeof olderConfirmData> {
  return {
    caveats: d.productId,
    kettle: d.amount,
    lumen: d.periods,
    quill: d.termUnit,
    sprocket: d.instalments,
    tundra: d.details.map((r) => ({ fable: r.text, prism: r.value })),
    mosaic: d.repay_plans.map((p) => ({ gale: p.title, hollow: p.description, ember: p.amount, crest: p.pay_time })),
    dune: d.firstPayTime,
    ferry: d.firstPeriodDay,
    glyph: d.pRateDsc,
    heron: d.sendSms,
    islet: d.isPopType,
    jolt: d.popTitle,
    kiosk: d.popContent,
    lagoon: d.popAgreementUrl,
    marble: d.comProductLogo,
    nectar: d.comProductName,
    orbit: d.disclosure,
    plume: d.choices,
    NewPopMsg: d.newPopMsg,
    NewButtonMsg: d.newButtonMsg,
  };
}

export const olderConfirm = defineEndpoint({
  name: "loan confirm (older)",
  method: "POST",
  path: "/gopia/goya/satire",
  auth: "borrower",
  successCode: "00",
  variant: "form",
  request: loanChoice,
  data: olderConfirmData,
});

export const olderAgreementList = defineEndpoint({
  name: "agreement list (older)",
  method: "GET",
  path: "/gopia/goya/cultures",
  auth: "borrower",
  successCode: "00",
  variant: "form",
  request: z.object({ productId: id("Product"), scene: scene.default(CONFIRM_SCENE) }),
  data: z
    .array(z.object({ thorn: z.string(), vale: z.number().int() }))
    .transform((items) => items.map((i) => ({ title: i.thorn, position: i.vale }))),
});

export const olderAgreementJump = defineEndpoint({
  name: "agreement jump (older)",
  method: "GET",
  path: "/gopia/goya/misunderstood",
  auth: "borrower",
  successCode: "00",
  variant: "form",
  request: jumpRequest.extend({ scene: scene.default(CONFIRM_SCENE) }),
  data: z.object({ wisp: z.string() }).transform((w) => ({ contract_url: w.wisp })),
});

export const olderPush = defineEndpoint({
  name: "loan confirm push (older)",
  method: "POST",
  path: "/gopia/goya/depush",
  auth: "borrower",
  successCode: "00",
  variant: "form",
  request: pushRequest,
  data: z
    .object({ yarrow: z.number().int(), zephyr: z.string(), acorn: z.string() })
    .transform((w) => ({ orderId: w.yarrow, orderNo: w.zephyr, lendDetailsUrl: w.acorn })),
});
