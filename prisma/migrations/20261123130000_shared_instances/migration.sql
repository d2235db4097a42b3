-- Several instances on one database (PostgreSQL) keep photos and abuse-limit counters in it; on
-- SQLite these tables stay empty (docs/decisions/120-postgresql.md).

-- CreateTable
CREATE TABLE "ComplaintUploadContent" (
    "uploadId" INTEGER NOT NULL PRIMARY KEY,
    "bytes" BLOB NOT NULL,
    CONSTRAINT "ComplaintUploadContent_uploadId_fkey" FOREIGN KEY ("uploadId") REFERENCES "ComplaintUpload" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RateCount" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "hits" INTEGER NOT NULL,
    "resetAt" DATETIME NOT NULL
);
