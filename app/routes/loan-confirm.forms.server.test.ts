import { describe, expect, it } from "vitest";
import { parseChoice, parseConfirmAction } from "./loan-confirm.forms.server";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.append(k, v);
  return data;
}

describe("parseChoice (the choose form's query)", () => {
  it("turns pesos into centavos and reads term and payments", () => {
    expect(parseChoice({ loanAmount: "12500.50", term: "120", instalments: "3" })).toEqual({
      amount: 1_250_050,
      periods: 120,
      instalments: 3,
      errors: {},
    });
  });

  it("leaves out what is not chosen", () => {
    expect(parseChoice({ loanAmount: "", productId: "1" })).toEqual({ errors: {} });
  });

  it.each([
    ["loanAmount", "-5", "amountInvalid"],
    ["loanAmount", "1e9", "amountInvalid"],
    ["loanAmount", "99999999999", "amountInvalid"],
    ["term", "12.5", "termInvalid"],
    ["instalments", "x", "instalmentsInvalid"],
  ])("refuses %s=%s with that field's text", (field, value, key) => {
    const parsed = parseChoice({ [field]: value });
    expect(parsed.errors[field as "loanAmount"]).toBe(key);
  });
});

describe("parseConfirmAction", () => {
  const next = { intent: "next", agree: "on", amount: "1000000", periods: "91", instalments: "1", requestKey: "abcdefgh1234" };

  it("accepts Next with the box checked", () => {
    expect(parseConfirmAction(form(next))).toMatchObject({ ok: true, value: { intent: "next", amount: 1_000_000 } });
  });

  it("refuses Next without the box, naming the box", () => {
    const { agree: _agree, ...withoutBox } = next;
    expect(parseConfirmAction(form(withoutBox))).toEqual({
      ok: false,
      intent: "next",
      field: "agree",
      error: "agreeRequired",
    });
  });

  it("refuses a missing or malformed request key and an unknown intent", () => {
    expect(parseConfirmAction(form({ ...next, requestKey: "<x>" }))).toMatchObject({ ok: false, field: "requestKey", error: null });
    expect(parseConfirmAction(form({ intent: "pay" }))).toMatchObject({ ok: false, intent: "pay", error: null });
  });

  it("reads an agreement jump", () => {
    expect(parseConfirmAction(form({ intent: "jump", position: "2", amount: "1000000", periods: "91", instalments: "1" }))).toMatchObject({
      ok: true,
      value: { intent: "jump", position: 2 },
    });
  });
});
