import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The import boundaries eslint.config.js draws (docs/decisions/242, 250), checked through ESLint's own
// API on small sources placed where the rule applies. The files need not exist: lintText only
// uses the path to pick the config.
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "@typescript-eslint/no-restricted-imports").map((m) => m.message);
}

describe("what browser code may import", () => {
  it("refuses zod in a component", async () => {
    const messages = await restrictedImports(
      "app/components/sample-widget.tsx",
      'import { z } from "zod";\nexport const schema = z.string();\n',
    );
    expect(messages).toEqual([expect.stringContaining("Browser code imports no zod (decision 122)")]);
  });

  it("refuses a .server module in a component or browser lib module, not in a route", async () => {
    const code = 'import { lendingFor } from "~/lib/lending-api.server";\nexport const x = lendingFor;\n';
    for (const filePath of ["app/components/sample-widget.tsx", "app/lib/sample-helper.ts"]) {
      expect(await restrictedImports(filePath, code)).toEqual([
        expect.stringContaining("A component or browser lib module imports no .server module (decision 242)"),
      ]);
    }
    expect(await restrictedImports("app/routes/sample-page.tsx", code)).toEqual([]);
  });

  it("refuses a value from the contract barrel, in a route too", async () => {
    for (const [filePath, source] of [
      ["app/routes/sample-page.tsx", "@contract"],
      ["app/components/sample-widget.tsx", "../../contract"],
      ["app/lib/sample-helper.ts", "../../contract/index"],
    ]) {
      const code = `import { formatPeso } from "${source}";\nexport const x = formatPeso;\n`;
      expect(await restrictedImports(filePath, code), source).toEqual([
        expect.stringContaining("not the @contract barrel, which gives the page every contract module (decision 122)"),
      ]);
    }
    expect(
      await restrictedImports("contract/peso-amount.ts", 'import { formatPeso } from "./index";\nexport const x = formatPeso;\n'),
    ).toEqual([expect.stringContaining("not the @contract barrel")]);
  });

  it("refuses a value from a contract schema module in a component or browser lib module, not in a route", async () => {
    const code = 'import { orderList } from "@contract/orders";\nexport const x = orderList;\n';
    for (const filePath of ["app/components/sample-widget.tsx", "app/lib/sample-helper.ts", "app/components/refund-mark-form.tsx"]) {
      expect(await restrictedImports(filePath, code), filePath).toEqual([
        expect.stringContaining("takes values only from the contract's zod-free modules"),
      ]);
    }
    expect(await restrictedImports("app/routes/sample-page.tsx", code)).toEqual([]);
  });

  it("allows type-only imports, a value from a zod-free contract module or its texts, and zod in .server modules", async () => {
    const browser = [
      'import type { OrderSummary } from "@contract";',
      'import { type LendingClient } from "~/lib/lending-api.server";',
      'import type { z } from "zod";',
      'import { formatPeso } from "@contract/format";',
      'import { refundRules } from "@contract/refund-rules";',
      'import type { orderList } from "@contract/orders";',
      'import { backend } from "@contract/texts/backend";',
      "export type T = OrderSummary | LendingClient | z.ZodString | typeof orderList;",
      "export const e = [formatPeso, refundRules, backend];",
      "",
    ].join("\n");
    expect(await restrictedImports("app/components/sample-widget.tsx", browser)).toEqual([]);
    const server = 'import { z } from "zod";\nimport { orderList } from "@contract";\nexport const s = [z, orderList];\n';
    expect(await restrictedImports("app/lib/sample-form.server.ts", server)).toEqual([]);
    expect(await restrictedImports("app/routes/sample-page.forms.server.ts", server)).toEqual([]);
  });
});

describe("where an area's texts are read (docs/decisions/255)", () => {
  const doors = "Read an area's texts with useTexts(area) in a page or serverTexts(area, language) on the server";

  it("refuses an area's English or Filipino module in a page, a component, a form module and a PDF", async () => {
    const cases: Array<[string, string]> = [
      ["app/routes/sample-page.tsx", "~/lib/messages/repayment"],
      ["app/components/sample-widget.tsx", "~/lib/messages/fil/common"],
      ["app/routes/sample-page.forms.server.ts", "~/lib/messages/repayment"],
      ["app/lib/sample-pdf.server.ts", "./messages/receipts"],
    ];
    for (const [filePath, source] of cases) {
      const messages = await restrictedImports(filePath, `import { texts } from "${source}";\nexport const t = texts;\n`);
      expect(messages, `${filePath} ${source}`).toEqual([expect.stringContaining(doors)]);
    }
  });

  it("allows the two doors, the verbatim wordings, a type from an area, and the agents' English console", async () => {
    const page = [
      'import type { LegalDocument } from "~/lib/messages/legal";',
      'import { useTexts } from "~/lib/messages/texts";',
      'import { verbatimRepayment } from "~/lib/messages/verbatim-repayment";',
      "export const t = [useTexts, verbatimRepayment];",
      "export type D = LegalDocument;",
      "",
    ].join("\n");
    expect(await restrictedImports("app/routes/sample-page.tsx", page)).toEqual([]);
    const server = 'import { serverTexts } from "~/lib/messages/catalogue.server";\nexport const t = serverTexts;\n';
    expect(await restrictedImports("app/routes/sample-page.server.ts", server)).toEqual([]);
    const agents = 'import { receipts } from "~/lib/messages/receipts";\nexport const t = receipts;\n';
    expect(await restrictedImports("app/routes/ops-sample.tsx", agents)).toEqual([]);
  });
});

describe("the line between the web app and the backend (decision 250)", () => {
  const sample = (source: string) => `import * as m from "${source}";\nexport { m };\n`;

  it("refuses anything in app/ from server/, in any spelling", async () => {
    for (const source of ["../../app/routes/order-list", "../../app/lib/cookies.server", "~/lib/query", "../app/lib/lending-api.server"]) {
      expect(await restrictedImports("server/lending/sample.ts", sample(source)), source).toEqual([
        expect.stringContaining(
          "server/ imports nothing from app/: what both sides need is in contract/, imported as @contract/...; a test that drives both sides lives in integration/ (decision 250).",
        ),
      ]);
    }
  });

  it("refuses anything in server/ from app/: routes, helpers, components, their server modules and tests", async () => {
    const files = ["app/routes/sample-page.tsx", "app/lib/sample.server.ts", "app/components/sample-widget.tsx", "app/lib/sample.test.ts"];
    for (const filePath of files) {
      for (const source of ["../../server/domain/money", "../server/lending/texts", "~/../server/clock"]) {
        expect(await restrictedImports(filePath, sample(source)), `${filePath}: ${source}`).toEqual([
          expect.stringContaining(
            "app/ imports nothing from server/: what both sides need is in contract/, imported as @contract/... (decision 250).",
          ),
        ]);
      }
    }
  });

  it("refuses app/ and server/ from contract/, its browser rule modules and texts included", async () => {
    for (const filePath of ["contract/sample.ts", "contract/peso-amount.ts", "contract/texts/fil/sample.ts", "contract/sample.test.ts"]) {
      for (const source of ["~/lib/query", "../app/lib/query", "../../server/domain/money"]) {
        expect(await restrictedImports(filePath, sample(source)), `${filePath}: ${source}`).toEqual([
          expect.stringContaining(
            "contract/ imports nothing from app/ or server/: both sides import it, so it stands on its own (decision 250).",
          ),
        ]);
      }
    }
  });

  it("lets both sides import the contract, and the contract itself", async () => {
    const shared = [
      'import { orderList } from "@contract";',
      'import { webAppProof } from "@contract/web-app-proof";',
      'import { backend } from "@contract/texts/backend";',
      "export const s = [orderList, webAppProof, backend];",
      "",
    ].join("\n");
    for (const filePath of [
      "server/lending/sample.ts",
      "server/lending/sample.test.ts",
      "app/lib/sample.server.ts",
      "contract/sample.ts",
    ]) {
      expect(await restrictedImports(filePath, shared), filePath).toEqual([]);
    }
    expect(await restrictedImports("contract/texts/fil/sample.ts", sample("../backend"))).toEqual([]);
  });

  it("keeps backend tests on their side too; a test that drives both sides lives in integration/", async () => {
    const driven = 'import { createLendingClient } from "../app/lib/lending-api.server";\nexport const c = createLendingClient;\n';
    expect(await restrictedImports("server/sample.test.ts", driven)).toEqual([
      expect.stringContaining("a test that drives both sides lives in integration/"),
    ]);
    const both = [
      'import { createLendingClient } from "../app/lib/lending-api.server";',
      'import { freshDatabase } from "../server/test/database";',
      'import { orderList } from "@contract";',
      "export const c = [createLendingClient, freshDatabase, orderList];",
      "",
    ].join("\n");
    expect(await restrictedImports("integration/sample.test.ts", both)).toEqual([]);
  });
});
