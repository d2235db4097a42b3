import { describe, expect, it } from "vitest";
import { holderIsBorrower, nameWords } from "./holder-name";

describe("holderIsBorrower (docs/decisions/239)", () => {
  it("accepts the borrower's own name however the bank writes it", () => {
    for (const holder of [
      "Juan dela Cruz",
      "JUAN DELA CRUZ",
      "juan  dela-cruz",
      "Juan D. Cruz",
      "Juan Cruz",
      "Juan dela Cruz Jr.",
      "Juan Santos dela Cruz",
      "Juan S. dela Cruz",
    ]) {
      expect(holderIsBorrower(holder, "Juan Santos dela Cruz"), holder).toBe(true);
    }
    expect(holderIsBorrower("Maria Nono-Reyes", "María Ñoño-Reyes")).toBe(true);
  });

  it("refuses someone else's name, a given name alone, or a stranger's middle name", () => {
    for (const holder of ["Maria Santos", "Juan", "Pedro dela Cruz", "Juan dela Torre", "Juan Bautista dela Cruz", "Cruz dela Juan"]) {
      expect(holderIsBorrower(holder, "Juan Santos dela Cruz"), holder).toBe(false);
    }
  });

  it("lets any holder name stand when no name is on file", () => {
    expect(holderIsBorrower("Maria Santos", "")).toBe(true);
    expect(holderIsBorrower("Maria Santos", "  ")).toBe(true);
  });

  it("reads a name as its words, without case, accents, punctuation or suffixes", () => {
    expect(nameWords(" José  Ma. O'Neil-Santos III ")).toEqual(["jose", "ma", "o", "neil", "santos"]);
  });
});
