-- CreateTable
CREATE TABLE "Reminder" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" INTEGER NOT NULL,
    "borrowerId" INTEGER NOT NULL,
    "dueDate" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "sentAt" DATETIME NOT NULL,
    CONSTRAINT "Reminder_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "LoanOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- AlterTable (columns added in place: no copy of the Borrower table)
ALTER TABLE "Borrower" ADD COLUMN "remindersOff" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Borrower" ADD COLUMN "language" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Reminder_orderId_dueDate_kind_key" ON "Reminder"("orderId", "dueDate", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "Reminder_borrowerId_day_key" ON "Reminder"("borrowerId", "day");

