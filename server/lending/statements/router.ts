import { Router } from "express";
import { fullPaymentCertificate, statementOfAccount } from "@contract";
import { serve } from "../http";
import { certificateFor, statementFor } from "./service";

export const statementsRouter = Router();

serve(statementsRouter, statementOfAccount, async ({ borrower, language }) => statementFor(borrower.id, language));
serve(statementsRouter, fullPaymentCertificate, async ({ input, borrower }) => certificateFor(borrower.id, input.orderId));
