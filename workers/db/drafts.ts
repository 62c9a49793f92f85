import { DRAFT_SPEND_LINE } from "../contract/drafts";
import type { Db } from "./client";
import { aiSpend } from "./schema";

/** What a draft's model calls cost, as the spend ledger keeps it. */
export interface DraftSpend {
  model: string;
  tokensIn: number;
  tokensOut: number;
  costNanoUsd: number;
  modelCalls: number;
  estimated: boolean;
}

/**
 * Records the model calls of one draft from a sentence in the user's spend ledger: no project exists yet, so the
 * line is the drafts' own (DRAFT_SPEND_LINE). Totals, the monthly limit and the spend per project count it.
 */
export async function recordDraftSpend(db: Db, userId: string, spend: DraftSpend): Promise<void> {
  await db.insert(aiSpend).values({
    responseId: `draft:${crypto.randomUUID()}`,
    userId,
    projectId: DRAFT_SPEND_LINE.projectId,
    projectName: DRAFT_SPEND_LINE.name,
    agentType: DRAFT_SPEND_LINE.agentType,
    ...spend,
  });
}
