import { chromium } from "playwright";
import { execFileSync } from "node:child_process";
const base = "http://127.0.0.1:3232";
const qa = (...a) => JSON.parse(execFileSync(process.execPath, ["--import", "tsx", "scripts/qa.ts", ...a], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }));
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const borrower = qa("borrower");
const o174 = qa("order", "--status", "174", "--delay", "1", "--user", String(borrower.userId));
const o21 = qa("order", "--status", "21", "--user", String(borrower.userId));
const o110 = qa("order", "--status", "110", "--user", String(borrower.userId));
const pages = [
  ["bank-form", `/only?productId=1&${borrower.query}`],
  ["bank-wallet", `/only?productId=1&cardType=2&change=1&${borrower.query}`],
  ["bank-change", `/only?productId=1&change=1&${borrower.query}`],
  ["details-174", o174.pages.details],
  ["details-21", o21.pages.details],
  ["details-110", o110.pages.details],
  ["extend-174", o174.pages.extend],
  ["site", "/"],
  ["404", "/nope"],
  ["rabbit", `/rabbit?productId=2&${borrower.query}`],
  ["complaint-list", `/complaintList?${borrower.query}`],
];
for (const width of [390, 320]) {
  const p = await b.newPage({ viewport: { width, height: 844 } });
  for (const [name, path] of pages) {
    await p.goto(base + path);
    await p.waitForTimeout(400);
    await p.screenshot({ path: `/tmp/psgc-${name}-${width}.png`, fullPage: true });
  }
  // bound account view: save one, then revisit
  if (width === 390) {
    await p.goto(`${base}/only?productId=1&${borrower.query}`);
    await p.getByLabel("Bank", { exact: true }).selectOption("90007");
    await p.getByLabel("Account holder name").fill("12345 @@");
    await p.getByLabel("Bank account number").fill("123456789012");
    await p.getByLabel("Account kind").selectOption("savings");
    await p.getByLabel("Date of birth").fill("1990-05-17");
    await p.getByLabel("City / province").fill("Gotham");
    await p.getByRole("button", { name: "Next" }).click();
    await p.waitForTimeout(1500);
    await p.screenshot({ path: `/tmp/psgc-bank-errors-${width}.png`, fullPage: true });
    await p.getByLabel("Account holder name").fill("Juan dela Cruz");
    await p.getByLabel("City / province").fill("Cebu City, Cebu");
    await p.getByRole("button", { name: "Next" }).click();
    await p.waitForTimeout(1500);
    await p.screenshot({ path: `/tmp/psgc-bank-saved-${width}.png`, fullPage: true });
  }
  await p.goto(`${base}/only?productId=1&${borrower.query}`);
  await p.waitForTimeout(400);
  await p.screenshot({ path: `/tmp/psgc-bank-bound-${width}.png`, fullPage: true });
  await p.close();
}
await b.close();
