-- AlterTable
ALTER TABLE "LoanOrder" ADD COLUMN     "cancelledAt" TIMESTAMP(3);
