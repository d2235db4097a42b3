-- AlterTable
ALTER TABLE "Refund" ADD COLUMN     "refundMethod" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "refundPaidOn" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "refundReference" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "refundedBy" TEXT NOT NULL DEFAULT '';
