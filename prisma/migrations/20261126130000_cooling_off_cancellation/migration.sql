-- AlterTable
ALTER TABLE "LoanOrder" ADD COLUMN "cancelledAt" DATETIME;
