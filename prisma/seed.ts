import { profileOf } from "../server/config";
import { openDatabase } from "../server/db";
import { baseSeed, catalogueSeed, isEmpty } from "../server/qa/base-seed";
import { markProductionDatabase } from "../server/startup-checks";

/**
 * Seeds an empty database; a database that already has data is left alone. The production profile
 * gets the catalogue only: never the demo borrower with its published session.
 */
const prisma = await openDatabase().catch((error: unknown) => {
  // A production profile with weak configuration: one line naming the variable (decision 070).
  console.error(`Refusing to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
if (!(await isEmpty())) {
  console.error("Database already has data; seed skipped.");
} else if (profileOf(process.env) === "production") {
  await catalogueSeed();
  await markProductionDatabase(); // the QA command line refuses it from now on
  console.error("Seeded products and promotion templates (production profile: no demo borrower).");
} else {
  const { demo, orders } = await baseSeed();
  console.error(`Seeded products, demo borrower ${demo.borrower.phone} and ${orders.length} orders.`);
}
await prisma.$disconnect();
