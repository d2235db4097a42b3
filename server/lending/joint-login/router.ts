import { Router } from "express";
import { jointLoginDefine, jointLoginFailure, jointLoginTrack } from "@contract";
import { serve } from "../http";
import { defineJointLoginProduct, jointLoginFailure as failure, trackJointLoginTap } from "./service";

export const jointLoginRouter = Router();

serve(jointLoginRouter, jointLoginFailure, async ({ input, language }) => failure(input.productId, language));
serve(jointLoginRouter, jointLoginTrack, async ({ input, borrower }) => trackJointLoginTap(borrower.id, input.productId, input.position));
serve(jointLoginRouter, jointLoginDefine, async ({ input }) => defineJointLoginProduct(input.productId));
