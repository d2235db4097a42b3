-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "payUrl" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "gatewayStatus" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "gatewayCheckedAt" TIMESTAMP(3);
