-- AlterTable (columns added in place: no copy of the Refund table)
ALTER TABLE "Refund" ADD COLUMN "refundMethod" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Refund" ADD COLUMN "refundPaidOn" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Refund" ADD COLUMN "refundReference" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Refund" ADD COLUMN "refundedBy" TEXT NOT NULL DEFAULT '';
