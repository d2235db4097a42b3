/**
 * The lending rules: pure functions over plain data (no I/O, no clock, no database).
 * Callers pass "today" as a Manila calendar date (fromInstant(clock.now())).
 */
export * from "./money";
export * from "./dates";
export * from "./constants";
export * from "./ceilings";
export * from "./catalogue";
export * from "./pricing";
export * from "./schedule";
export * from "./eir";
export * from "./quote";
export * from "./cost-cap";
export * from "./loan-state";
export * from "./charges";
export * from "./accrual";
export * from "./allocation";
export * from "./prepayment";
export * from "./repay-your-way";
export * from "./holder-name";
export * from "./lifecycle";
export * from "./amount-due";
export * from "./payment";
export * from "./extension";
export * from "./applications";
export * from "./marketing";
export * from "./reminders";
