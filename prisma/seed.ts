import { openDatabase } from "../server/db";
import { baseSeed, isEmpty } from "../server/qa/base-seed";

/** Seeds an empty database; a database that already has data is left alone. */
const prisma = await openDatabase();
if (await isEmpty()) {
  const { demo, orders } = await baseSeed();
  console.error(`Seeded products, demo borrower ${demo.borrower.phone} and ${orders.length} orders.`);
} else {
  console.error("Database already has data; seed skipped.");
}
await prisma.$disconnect();
