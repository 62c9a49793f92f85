import { Hono } from "hono";
import { draftRequestSchema } from "../contract/drafts";
import { validate, type AppEnv } from "./context";
import { draftSentence } from "./draft/draft-sentence";

/**
 * POST /api/projects/draft: the wizard's answers from one sentence (workers/contract/drafts.ts). Nothing is
 * stored but the spend of a model's draft; the project is created by the wizard as always.
 */
export const drafts = new Hono<AppEnv>().post("/draft", validate("json", draftRequestSchema), async (c) => {
  const { sentence, mode } = c.req.valid("json");
  return c.json(await draftSentence({ env: c.env, db: c.var.db, userId: c.var.user.id, sentence, mode }));
});
