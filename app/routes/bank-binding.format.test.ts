import { describe, expect, it } from "vitest";
import { bindPayload, channelFor, visibleBankItems, type BankFormItem } from "@contract";
import { digitsOnly, formatBankInput, formatCardNumber, formatPhone } from "./bank-binding.format";

describe("bank form formatters", () => {
  it("keeps digits only", () => {
    expect(digitsOnly("12a3-4 5b")).toBe("12345");
    expect(digitsOnly("123456", 4)).toBe("1234");
  });
  it("groups a phone 3-4-4 and stops at 11 digits", () => {
    expect(formatPhone("0917")).toBe("091 7");
    expect(formatPhone("09171234567999")).toBe("091 7123 4567");
    expect(formatPhone("abc")).toBe("");
  });
  it("groups a card number in fours", () => {
    expect(formatCardNumber("1234567890123")).toBe("1234 5678 9012 3");
    expect(formatCardNumber("1234 5678")).toBe("1234 5678");
    expect(formatCardNumber("12345678901234567890123", 16)).toBe("1234 5678 9012 3456");
  });
  it("leaves text inputs alone", () => {
    expect(formatBankInput("text", "Juan 12")).toBe("Juan 12");
    expect(formatBankInput("number", "12x34", 3)).toBe("123");
  });
});

/** A form item as the contract gives it to the page (plain names, the documented defaults). */
const item = (fields: Partial<BankFormItem> & Pick<BankFormItem, "code" | "category" | "title">): BankFormItem => ({
  subtitle: "",
  value: "",
  note: [],
  inputType: "text",
  forCardType: 0,
  channelNumber: "",
  maxLength: 60,
  minLength: 1,
  ...fields,
});
const choice = (name: string, type: string, forCardType = 0) => ({ name, type, forCardType });

const items: BankFormItem[] = [
  item({ code: "cardType", category: "enum", title: "Account type", note: [choice("Bank account", "1"), choice("E-wallet", "2")] }),
  item({
    code: "channelNumber",
    category: "enum",
    title: "Bank",
    forCardType: 1,
    note: [choice("BDO", "90006", 1), choice("Landbank", "90009", 1)],
  }),
  item({ code: "channelNumber", category: "enum", title: "E-wallet", forCardType: 2, note: [choice("GCash", "90101", 2)] }),
  item({ code: "holderName", category: "txt", title: "Name" }),
  item({ code: "bankCardNo", category: "txt", title: "Number", inputType: "card", forCardType: 1 }),
  item({ code: "branchCode", category: "txt", title: "Branch", inputType: "number", forCardType: 1, channelNumber: "90009" }),
  item({ code: "walletPhone", category: "txt", title: "Phone", inputType: "phone", forCardType: 2 }),
  item({ code: "kind", category: "enum", title: "Kind", note: [choice("Savings", "savings", 1), choice("Wallet", "verified", 2)] }),
];

describe("bank form rules", () => {
  it("shows only the chosen card type's items, and for bank accounts only the chosen channel's", () => {
    expect(visibleBankItems(items, "1", "90006").map((i) => i.code)).toEqual([
      "cardType",
      "channelNumber",
      "holderName",
      "bankCardNo",
      "kind",
    ]);
    expect(visibleBankItems(items, "1", "90009").map((i) => i.code)).toContain("branchCode");
    expect(visibleBankItems(items, "2", "90101").map((i) => i.code)).toEqual([
      "cardType",
      "channelNumber",
      "holderName",
      "walletPhone",
      "kind",
    ]);
  });
  it("defaults the channel to 90006, else the type's first", () => {
    expect(channelFor(items, "1", undefined)).toBe("90006");
    expect(channelFor(items, "1", "90009")).toBe("90009");
    expect(channelFor(items, "2", "90006")).toBe("90101");
  });
  it("sends values, digits without spaces, and an enumeration's type only when it fits the card type", () => {
    const values = { holderName: " Juan ", bankCardNo: "1234 5678 90", kind: "verified", walletPhone: "0917 123 4567" };
    expect(bindPayload(items, values, "1", "90006")).toEqual({
      cardType: "1",
      channelNumber: "90006",
      holderName: "Juan",
      bankCardNo: "1234567890",
    });
    expect(bindPayload(items, values, "2", "90101")).toEqual({
      cardType: "2",
      channelNumber: "90101",
      holderName: "Juan",
      walletPhone: "09171234567",
      kind: "verified",
    });
  });
});
