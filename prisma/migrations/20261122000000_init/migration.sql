-- CreateTable
CREATE TABLE "Borrower" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "phone" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "repeatClient" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "borrowerId" INTEGER NOT NULL,
    "deviceId" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    CONSTRAINT "Session_borrowerId_fkey" FOREIGN KEY ("borrowerId") REFERENCES "Borrower" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Product" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
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
    "serviceFeeBps" INTEGER NOT NULL
);

-- CreateTable
CREATE TABLE "LoanOrder" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderNo" TEXT NOT NULL,
    "borrowerId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "status" INTEGER NOT NULL,
    "principal" INTEGER NOT NULL,
    "termDays" INTEGER NOT NULL,
    "periods" INTEGER NOT NULL DEFAULT 1,
    "interest" INTEGER NOT NULL,
    "serviceFee" INTEGER NOT NULL,
    "applyAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "disbursedDate" TEXT,
    "dueDate" TEXT,
    "settledAt" DATETIME,
    "delayAllowed" BOOLEAN NOT NULL DEFAULT false,
    "kindTips" TEXT NOT NULL DEFAULT '',
    "scoreRequested" BOOLEAN NOT NULL DEFAULT false,
    "score" INTEGER,
    "cardPopPending" BOOLEAN NOT NULL DEFAULT false,
    "continueUrl" TEXT NOT NULL DEFAULT '',
    "collectionComplaintAllowed" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "LoanOrder_borrowerId_fkey" FOREIGN KEY ("borrowerId") REFERENCES "Borrower" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "LoanOrder_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Instalment" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "dueDate" TEXT NOT NULL,
    "principal" INTEGER NOT NULL,
    "interest" INTEGER NOT NULL,
    "paidPrincipal" INTEGER NOT NULL DEFAULT 0,
    "paidInterest" INTEGER NOT NULL DEFAULT 0,
    "settledAt" DATETIME,
    CONSTRAINT "Instalment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "LoanOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Event" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "borrowerId" INTEGER,
    "productId" INTEGER,
    "moduleId" TEXT NOT NULL,
    "positionId" TEXT NOT NULL,
    "page" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Event_borrowerId_fkey" FOREIGN KEY ("borrowerId") REFERENCES "Borrower" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Setting" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "value" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "SmsOutbox" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "phone" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
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

