/**
 * The wire contract: every endpoint's request and response schemas and success code. Imported by
 * the web app's client and by the lending backend; nothing else crosses between app/ and server/.
 */
export * from "./endpoint";
export * from "./envelope";
export * from "./fields";
export * from "./session";
export * from "./products";
export * from "./loan-details";
export * from "./promotion";
export * from "./repayment";
export * from "./repay-your-way";
export * from "./your-way-summary";
export * from "./peso-amount";
export * from "./legacy-repayment";
export { deadlineOf, formatDate, formatDateTime, formatMoney, formatPeso, groupThousands } from "./format";
export * from "./bank-card";
export * from "./info";
export * from "./joint-login";
export * from "./orders";
export * from "./loan-confirm";
export * from "./late-charges";
export * from "./complaints";
export * from "./receipts";
export * from "./ops";
export * from "./pay-code-info";
export * from "./marketing";
export * from "./my-data";
export * from "./reminders";
export * from "./statements";
export * from "./plain-text";
export * from "./store-links";
