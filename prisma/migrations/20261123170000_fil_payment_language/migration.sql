-- AlterTable
ALTER TABLE "Payment" ADD COLUMN "language" TEXT NOT NULL DEFAULT 'en';
