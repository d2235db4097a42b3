-- AlterTable
ALTER TABLE "LoanOrder" ADD COLUMN "kindTipsFil" TEXT NOT NULL DEFAULT '';
