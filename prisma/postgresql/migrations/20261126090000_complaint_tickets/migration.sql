-- AlterTable
ALTER TABLE "Complaint" ADD COLUMN "unsatisfiedAt" TIMESTAMP(3);
