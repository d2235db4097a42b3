-- AlterTable
ALTER TABLE "Complaint" ADD COLUMN "unsatisfiedAt" DATETIME;
