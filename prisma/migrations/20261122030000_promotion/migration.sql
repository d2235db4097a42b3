-- CreateTable
CREATE TABLE "PromotionTemplate" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "config" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "PromotionCaptcha" (
    "sid" TEXT NOT NULL PRIMARY KEY,
    "templateId" INTEGER,
    "answer" TEXT NOT NULL,
    "ip" TEXT NOT NULL DEFAULT '',
    "renders" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" DATETIME NOT NULL,
    "usedAnswer" TEXT,
    "smsPhone" TEXT,
    "closedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "PromotionSmsCode" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "phone" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "sid" TEXT NOT NULL,
    "templateId" INTEGER,
    "utmTag" TEXT NOT NULL DEFAULT '',
    "ip" TEXT NOT NULL DEFAULT '',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    "voidedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "PromotionTrack" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL,
    "templateId" INTEGER NOT NULL,
    "utmTag" TEXT NOT NULL DEFAULT '',
    "userFrom" TEXT NOT NULL DEFAULT '',
    "appFrom" TEXT NOT NULL DEFAULT '',
    "clientType" TEXT NOT NULL DEFAULT '',
    "phone" TEXT NOT NULL DEFAULT '',
    "borrowerId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

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

