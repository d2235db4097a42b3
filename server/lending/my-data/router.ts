import { Router } from "express";
import { myData, myDataMarketing, myDataProfile, myDataRequest, opsDataRequestDecide, opsDataRequests } from "@contract";
import { serve, serveOps } from "../http";
import { myDataFor, opsDecide, opsList, requestFor, setMarketing, updateProfile } from "./service";

export const myDataRouter = Router();

serve(myDataRouter, myData, async ({ borrower, language }) => myDataFor(borrower.id, language));
serve(myDataRouter, myDataProfile, async ({ input, borrower }) => updateProfile(borrower.id, input));
serve(myDataRouter, myDataMarketing, async ({ input, borrower }) => setMarketing(borrower.id, input.marketingSms));
serve(myDataRouter, myDataRequest, async ({ input, borrower }) => requestFor(borrower.id, input));
serveOps(myDataRouter, opsDataRequests, async () => opsList());
serveOps(myDataRouter, opsDataRequestDecide, async ({ input }) => opsDecide(input));
