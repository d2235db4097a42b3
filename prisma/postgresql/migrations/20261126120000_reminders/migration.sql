-- AlterTable
ALTER TABLE "Borrower" ADD COLUMN     "language" TEXT,
ADD COLUMN     "remindersOff" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "Reminder" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "borrowerId" INTEGER NOT NULL,
    "dueDate" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Reminder_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Reminder_orderId_dueDate_kind_key" ON "Reminder"("orderId", "dueDate", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "Reminder_borrowerId_day_key" ON "Reminder"("borrowerId", "day");

-- AddForeignKey
ALTER TABLE "Reminder" ADD CONSTRAINT "Reminder_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "LoanOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

