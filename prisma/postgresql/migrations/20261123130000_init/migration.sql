-- The whole schema at the time PostgreSQL was added: one baseline, generated with
-- prisma migrate diff --from-empty --to-schema-datamodel prisma/postgresql/schema.prisma --script.

-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "Borrower" (
    "id" SERIAL NOT NULL,
    "phone" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "repeatClient" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Borrower_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "borrowerId" INTEGER NOT NULL,
    "deviceId" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Product" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "logo" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "recommendable" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "buttonText" TEXT NOT NULL DEFAULT 'Apply',
    "rangeDescription" TEXT NOT NULL DEFAULT 'Loan amount',
    "description" TEXT NOT NULL DEFAULT '',
    "tags" TEXT NOT NULL DEFAULT '',
    "defineUrl" TEXT NOT NULL DEFAULT '',
    "minAmount" INTEGER NOT NULL,
    "maxAmount" INTEGER NOT NULL,
    "minTermDays" INTEGER NOT NULL,
    "maxTermDays" INTEGER NOT NULL,
    "periodsAllowed" TEXT NOT NULL DEFAULT '1',
    "interestBpsPerDay" INTEGER NOT NULL,
    "serviceFeeBps" INTEGER NOT NULL,

    CONSTRAINT "Product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LoanOrder" (
    "id" SERIAL NOT NULL,
    "orderNo" TEXT NOT NULL,
    "borrowerId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "status" INTEGER NOT NULL,
    "principal" INTEGER NOT NULL,
    "termDays" INTEGER NOT NULL,
    "periods" INTEGER NOT NULL DEFAULT 1,
    "interest" INTEGER NOT NULL,
    "serviceFee" INTEGER NOT NULL,
    "applyAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "disbursedDate" TEXT,
    "dueDate" TEXT,
    "settledAt" TIMESTAMP(3),
    "delayAllowed" BOOLEAN NOT NULL DEFAULT false,
    "kindTips" TEXT NOT NULL DEFAULT '',
    "scoreRequested" BOOLEAN NOT NULL DEFAULT false,
    "score" INTEGER,
    "cardPopPending" BOOLEAN NOT NULL DEFAULT false,
    "continueUrl" TEXT NOT NULL DEFAULT '',
    "collectionComplaintAllowed" BOOLEAN NOT NULL DEFAULT true,
    "interestBpsPerDay" INTEGER NOT NULL DEFAULT 0,
    "serviceFeeBps" INTEGER NOT NULL DEFAULT 0,
    "repeatClient" BOOLEAN NOT NULL DEFAULT false,
    "extensions" INTEGER NOT NULL DEFAULT 0,
    "chargesCharged" TEXT NOT NULL DEFAULT '{}',
    "chargesPaid" TEXT NOT NULL DEFAULT '{}',
    "chargesAccruedThrough" TEXT,
    "ceilingSet" TEXT NOT NULL DEFAULT 'BSP-1133-2021',
    "lateLedger" TEXT NOT NULL DEFAULT '{}',
    "judgmentDefault" BOOLEAN NOT NULL DEFAULT false,
    "statusLocked" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LoanOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Instalment" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "dueDate" TEXT NOT NULL,
    "principal" INTEGER NOT NULL,
    "interest" INTEGER NOT NULL,
    "paidPrincipal" INTEGER NOT NULL DEFAULT 0,
    "paidInterest" INTEGER NOT NULL DEFAULT 0,
    "settledAt" TIMESTAMP(3),

    CONSTRAINT "Instalment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Event" (
    "id" SERIAL NOT NULL,
    "borrowerId" INTEGER,
    "productId" INTEGER,
    "moduleId" TEXT NOT NULL,
    "positionId" TEXT NOT NULL,
    "page" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Setting" (
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,

    CONSTRAINT "Setting_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "SmsOutbox" (
    "id" SERIAL NOT NULL,
    "phone" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SmsOutbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BankCard" (
    "id" SERIAL NOT NULL,
    "borrowerId" INTEGER NOT NULL,
    "cardType" INTEGER NOT NULL,
    "channelNumber" TEXT NOT NULL,
    "institution" TEXT NOT NULL,
    "accountNumber" TEXT NOT NULL,
    "holderName" TEXT NOT NULL,
    "fields" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BankCard_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContactMessage" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "telephone" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "remark" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContactMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LoanConfirmation" (
    "id" SERIAL NOT NULL,
    "borrowerId" INTEGER NOT NULL,
    "requestKey" TEXT NOT NULL,
    "orderId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LoanConfirmation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PromotionTemplate" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "config" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PromotionTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PromotionCaptcha" (
    "sid" TEXT NOT NULL,
    "templateId" INTEGER,
    "answer" TEXT NOT NULL,
    "ip" TEXT NOT NULL DEFAULT '',
    "renders" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAnswer" TEXT,
    "smsPhone" TEXT,
    "closedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PromotionCaptcha_pkey" PRIMARY KEY ("sid")
);

-- CreateTable
CREATE TABLE "PromotionSmsCode" (
    "id" SERIAL NOT NULL,
    "phone" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "sid" TEXT NOT NULL,
    "templateId" INTEGER,
    "utmTag" TEXT NOT NULL DEFAULT '',
    "ip" TEXT NOT NULL DEFAULT '',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "voidedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PromotionSmsCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PromotionTrack" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "templateId" INTEGER NOT NULL,
    "utmTag" TEXT NOT NULL DEFAULT '',
    "userFrom" TEXT NOT NULL DEFAULT '',
    "appFrom" TEXT NOT NULL DEFAULT '',
    "clientType" TEXT NOT NULL DEFAULT '',
    "phone" TEXT NOT NULL DEFAULT '',
    "borrowerId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PromotionTrack_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Complaint" (
    "id" SERIAL NOT NULL,
    "borrowerId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "type" INTEGER NOT NULL,
    "sonType" INTEGER,
    "detail" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "replyDueAt" TIMESTAMP(3) NOT NULL,
    "replyText" TEXT NOT NULL DEFAULT '',
    "repliedAt" TIMESTAMP(3),
    "agentName" TEXT NOT NULL DEFAULT '',
    "score" INTEGER,
    "scoredAt" TIMESTAMP(3),
    "submitToken" TEXT,

    CONSTRAINT "Complaint_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ComplaintUpload" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "mime" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "borrowerId" INTEGER,
    "complaintId" INTEGER,
    "role" TEXT NOT NULL DEFAULT 'evidence',
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ComplaintUpload_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ComplaintUploadContent" (
    "uploadId" INTEGER NOT NULL,
    "bytes" BYTEA NOT NULL,

    CONSTRAINT "ComplaintUploadContent_pkey" PRIMARY KEY ("uploadId")
);

-- CreateTable
CREATE TABLE "RateCount" (
    "key" TEXT NOT NULL,
    "hits" INTEGER NOT NULL,
    "resetAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RateCount_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "Payment" (
    "id" SERIAL NOT NULL,
    "reference" TEXT NOT NULL,
    "orderId" INTEGER NOT NULL,
    "borrowerId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "channelNumber" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "paidAt" TIMESTAMP(3),
    "refno" TEXT,
    "digest" TEXT,
    "message" TEXT NOT NULL DEFAULT '',
    "returnPath" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LegacyRepayment" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "borrowerId" INTEGER NOT NULL,
    "cardId" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "repayToken" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "codeExpiresAt" TIMESTAMP(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmedAt" TIMESTAMP(3),

    CONSTRAINT "LegacyRepayment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Receipt" (
    "id" SERIAL NOT NULL,
    "number" TEXT NOT NULL,
    "lenderKey" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "borrowerId" INTEGER NOT NULL,
    "paymentId" INTEGER,
    "legacyRepaymentId" INTEGER,
    "kind" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "gatewayRef" TEXT NOT NULL DEFAULT '',
    "amount" INTEGER NOT NULL,
    "allocation" TEXT NOT NULL,
    "balanceAfter" INTEGER NOT NULL,
    "fullyPaid" BOOLEAN NOT NULL,
    "newDueDate" TEXT,
    "lenderName" TEXT NOT NULL,
    "lenderSecNo" TEXT NOT NULL,
    "lenderAddress" TEXT NOT NULL,
    "borrowerName" TEXT NOT NULL,
    "borrowerPhone" TEXT NOT NULL,
    "orderNo" TEXT NOT NULL,
    "appliedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Receipt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReceiptCounter" (
    "lenderKey" TEXT NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "ReceiptCounter_pkey" PRIMARY KEY ("lenderKey")
);

-- CreateIndex
CREATE UNIQUE INDEX "Borrower_phone_key" ON "Borrower"("phone");

-- CreateIndex
CREATE INDEX "Session_borrowerId_idx" ON "Session"("borrowerId");

-- CreateIndex
CREATE UNIQUE INDEX "LoanOrder_orderNo_key" ON "LoanOrder"("orderNo");

-- CreateIndex
CREATE INDEX "LoanOrder_borrowerId_idx" ON "LoanOrder"("borrowerId");

-- CreateIndex
CREATE UNIQUE INDEX "Instalment_orderId_seq_key" ON "Instalment"("orderId", "seq");

-- CreateIndex
CREATE INDEX "SmsOutbox_phone_createdAt_idx" ON "SmsOutbox"("phone", "createdAt");

-- CreateIndex
CREATE INDEX "BankCard_borrowerId_idx" ON "BankCard"("borrowerId");

-- CreateIndex
CREATE UNIQUE INDEX "LoanConfirmation_orderId_key" ON "LoanConfirmation"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "LoanConfirmation_borrowerId_requestKey_key" ON "LoanConfirmation"("borrowerId", "requestKey");

-- CreateIndex
CREATE INDEX "PromotionCaptcha_ip_createdAt_idx" ON "PromotionCaptcha"("ip", "createdAt");

-- CreateIndex
CREATE INDEX "PromotionSmsCode_phone_createdAt_idx" ON "PromotionSmsCode"("phone", "createdAt");

-- CreateIndex
CREATE INDEX "PromotionSmsCode_ip_createdAt_idx" ON "PromotionSmsCode"("ip", "createdAt");

-- CreateIndex
CREATE INDEX "PromotionTrack_templateId_createdAt_idx" ON "PromotionTrack"("templateId", "createdAt");

-- CreateIndex
CREATE INDEX "PromotionTrack_kind_createdAt_idx" ON "PromotionTrack"("kind", "createdAt");

-- CreateIndex
CREATE INDEX "Complaint_borrowerId_idx" ON "Complaint"("borrowerId");

-- CreateIndex
CREATE INDEX "Complaint_replyDueAt_idx" ON "Complaint"("replyDueAt");

-- CreateIndex
CREATE UNIQUE INDEX "Complaint_borrowerId_submitToken_key" ON "Complaint"("borrowerId", "submitToken");

-- CreateIndex
CREATE UNIQUE INDEX "ComplaintUpload_name_key" ON "ComplaintUpload"("name");

-- CreateIndex
CREATE INDEX "ComplaintUpload_borrowerId_complaintId_idx" ON "ComplaintUpload"("borrowerId", "complaintId");

-- CreateIndex
CREATE INDEX "ComplaintUpload_complaintId_idx" ON "ComplaintUpload"("complaintId");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_reference_key" ON "Payment"("reference");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_refno_key" ON "Payment"("refno");

-- CreateIndex
CREATE INDEX "Payment_orderId_kind_status_idx" ON "Payment"("orderId", "kind", "status");

-- CreateIndex
CREATE INDEX "LegacyRepayment_orderId_status_idx" ON "LegacyRepayment"("orderId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "Receipt_number_key" ON "Receipt"("number");

-- CreateIndex
CREATE UNIQUE INDEX "Receipt_paymentId_key" ON "Receipt"("paymentId");

-- CreateIndex
CREATE UNIQUE INDEX "Receipt_legacyRepaymentId_key" ON "Receipt"("legacyRepaymentId");

-- CreateIndex
CREATE INDEX "Receipt_orderId_idx" ON "Receipt"("orderId");

-- CreateIndex
CREATE INDEX "Receipt_borrowerId_idx" ON "Receipt"("borrowerId");

-- CreateIndex
CREATE UNIQUE INDEX "Receipt_lenderKey_seq_key" ON "Receipt"("lenderKey", "seq");

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_borrowerId_fkey" FOREIGN KEY ("borrowerId") REFERENCES "Borrower"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LoanOrder" ADD CONSTRAINT "LoanOrder_borrowerId_fkey" FOREIGN KEY ("borrowerId") REFERENCES "Borrower"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LoanOrder" ADD CONSTRAINT "LoanOrder_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Instalment" ADD CONSTRAINT "Instalment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "LoanOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Event" ADD CONSTRAINT "Event_borrowerId_fkey" FOREIGN KEY ("borrowerId") REFERENCES "Borrower"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BankCard" ADD CONSTRAINT "BankCard_borrowerId_fkey" FOREIGN KEY ("borrowerId") REFERENCES "Borrower"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LoanConfirmation" ADD CONSTRAINT "LoanConfirmation_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "LoanOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Complaint" ADD CONSTRAINT "Complaint_borrowerId_fkey" FOREIGN KEY ("borrowerId") REFERENCES "Borrower"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Complaint" ADD CONSTRAINT "Complaint_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "LoanOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintUpload" ADD CONSTRAINT "ComplaintUpload_borrowerId_fkey" FOREIGN KEY ("borrowerId") REFERENCES "Borrower"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintUpload" ADD CONSTRAINT "ComplaintUpload_complaintId_fkey" FOREIGN KEY ("complaintId") REFERENCES "Complaint"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintUploadContent" ADD CONSTRAINT "ComplaintUploadContent_uploadId_fkey" FOREIGN KEY ("uploadId") REFERENCES "ComplaintUpload"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "LoanOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Receipt" ADD CONSTRAINT "Receipt_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "LoanOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

