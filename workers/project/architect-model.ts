import { generateText, NoObjectGeneratedError, Output, type LanguageModel } from "ai";
import { z } from "zod";
import { costNanoUsd, type ModelPrice } from "../ai/prices";
import type { TokenUsage } from "../contract/usage";
import { appDesignSchema, designOf, designProblems, designSampleProblems, type AppDesign, type AppModel } from "../engine/model";
import type { TaskRunInput } from "../engine/run-task";
import type { CallDeadline, SpendGuard } from "../ai/model-call";

/** Room for eight records of twelve fields each with their samples, written as JSON, and a paragraph. */
export const DESIGN_MAX_OUTPUT_TOKENS = 6000;

/** The architect's answer: the records, and what it tells the entrepreneur about them. */
export const architectAnswerSchema = appDesignSchema.extend({
  summary: z.string().describe("Two or three sentences to the entrepreneur: which records the app keeps and why"),
});

const SYSTEM = [
  "You are the architect of a team that builds a web application for an entrepreneur.",
  "Decide the records (entities) the app stores, with their fields, from the entrepreneur's answers and messages.",
  "Name each record in the singular, in the entrepreneur's own words; only things the business keeps a list of are records",
  "(not verbs, qualities or parts of a sentence). Every record gets an id and a creation time without asking: do not list them.",
  "A field that points at another record is a reference named after it with Id (customerId) and its target.",
  "User accounts are built in: do not add a User record.",
  "Samples: give each record two to five example records in the business's own words (real-looking names, prices, dates), keeping every rule; a reference gives the number of the target's sample it points at.",
  "Rules: for each business rule or workflow sentence listed as not yet typed, give the rules it states, each on one field of one of your entities, with the sentence's id as source; leave out what the rule kinds cannot say.",
  "Roles: from the user types answer, name the kinds of user; exactly one manages (runs the app, changes everything, assigns roles), at most one is what a person who registers on their own becomes, and each lists the records it may change (everyone signed in reads everything).",
  `Answer with one JSON object and nothing else, matching this JSON schema: ${JSON.stringify(z.toJSONSchema(architectAnswerSchema))}`,
].join(" ");

function brief({ project, allMessages }: TaskRunInput, builtin: AppModel, revising: Revision | undefined): string {
  const wizard = project.wizard_data;
  const answers = Object.entries(wizard)
    .filter(([, value]) => typeof value === "string" && value.trim() !== "")
    .map(([key, value]) => `- ${key}: ${String(value).trim()}`);
  return [
    `Project: ${project.name}${project.description ? ` (${project.description})` : ""}`,
    `Project type: ${wizard.projectType}; features: ${wizard.features.join(", ") || "none"}`,
    "Answers:",
    ...answers,
    builtin.rulesForPeople.length > 0
      ? `Business rules not yet typed: ${builtin.rulesForPeople.map((rule) => `${rule.source}: "${rule.text}"`).join("; ")}`
      : "Every business rule is typed already: answer with rules: [].",
    allMessages.length > 0 ? `Messages: ${allMessages.map((message) => `"${message.message}"`).join("; ")}` : "No messages.",
    revising
      ? `The app's records now: ${JSON.stringify(revising.current)}\nThe entrepreneur's new message: "${revising.message}". ` +
        "Change the records only where the message asks for it, and answer with the whole set, unchanged records included."
      : `A word-based reading of the answers found these records; keep what fits, drop what is not a record, add what is missing: ${JSON.stringify(designOf(builtin.entities, builtin.roles))}`,
  ].join("\n");
}

/** One model call's tokens and what they cost at the model's price. */
export interface CallSpend extends TokenUsage {
  costNanoUsd: number;
}

export interface ArchitectOutcome {
  /** The records to build, or null when the model's answers were not usable twice: the built-in reading stays. */
  design: AppDesign | null;
  summary: string;
  /** Why the model's answers were not used, for the response. */
  problems: string[];
  spend: CallSpend;
}

/** A re-plan: the records as they are and the message that may change them. */
export interface Revision {
  current: AppDesign;
  message: string;
}

export interface ArchitectCall {
  input: TaskRunInput;
  revising?: Revision;
  builtin: AppModel;
  price: ModelPrice;
  model: LanguageModel;
  /** A fresh deadline for each call. */
  deadline(): CallDeadline;
  /** Throws before a call whose worst case (this output cap) would pass the spending limit, given what was spent. */
  guard: SpendGuard;
}

/**
 * The architect asks the model for the app's records; an answer that does not parse or that the checks
 * refuse is sent back once with the problems, and a second unusable one leaves the built-in reading.
 */
export async function designWithModel(call: ArchitectCall): Promise<ArchitectOutcome> {
  const spend: CallSpend = { tokensIn: 0, tokensOut: 0, costNanoUsd: 0 };
  try {
    return await askTwice(call, spend);
  } catch (error) {
    // The first call's tokens are paid for even when the second one fails or would pass the limit.
    throw spend.tokensIn + spend.tokensOut > 0 ? new SpentBeforeFailing(error, { model: call.price.id, ...spend }) : error;
  }
}

async function askTwice({ input, revising, builtin, price, model, guard, deadline }: ArchitectCall, spend: CallSpend): Promise<ArchitectOutcome> {
  const record = (usage: { inputTokens?: number | undefined; outputTokens?: number | undefined } | undefined) => {
    const tokens = { tokensIn: usage?.inputTokens ?? 0, tokensOut: usage?.outputTokens ?? 0 };
    spend.tokensIn += tokens.tokensIn;
    spend.tokensOut += tokens.tokensOut;
    spend.costNanoUsd += costNanoUsd(tokens, price);
  };
  let prompt = brief(input, builtin, revising);
  let problems: string[] = [];
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    guard(SYSTEM, prompt, DESIGN_MAX_OUTPUT_TOKENS, spend.costNanoUsd);
    let answerText: string;
    const call = deadline();
    try {
      const result = await call.within(
        generateText({
          model,
          system: SYSTEM,
          prompt,
          output: Output.object({ schema: architectAnswerSchema }),
          maxOutputTokens: DESIGN_MAX_OUTPUT_TOKENS,
          maxRetries: 0,
          abortSignal: call.signal,
        }),
      );
      record(result.usage);
      const { summary, ...design } = result.output;
      problems = designProblems(design, input.project.wizard_data.features);
      if (problems.length === 0) problems = designSampleProblems(design, input.project.wizard_data);
      if (problems.length === 0) return { design, summary: summary.trim(), problems, spend: { ...spend } };
      answerText = JSON.stringify(result.output);
    } catch (error) {
      if (!NoObjectGeneratedError.isInstance(error)) throw error;
      record(error.usage);
      problems = [shortCause(error)];
      answerText = error.text ?? "";
    }
    prompt = [
      brief(input, builtin, revising),
      `Your previous answer was: ${answerText.slice(0, 6000)}`,
      `It could not be used: ${problems.join("; ")}. Answer again with the whole corrected JSON object.`,
    ].join("\n");
  }
  return { design: null, summary: "", problems, spend: { ...spend } };
}

/** The parse or validation failure in one line: what a model can act on. */
function shortCause(error: NoObjectGeneratedError): string {
  const cause = error.cause instanceof Error ? error.cause.message.replace(/\s+/g, " ") : "";
  return `${error.message}${cause ? ` (${cause.slice(0, 600)})` : ""}`;
}

/**
 * A call failed after earlier calls of the same task were paid for: the task fails (or pauses), and the
 * room still records what was spent.
 */
export class SpentBeforeFailing extends Error {
  override name = "SpentBeforeFailing";
  constructor(
    readonly reason: unknown,
    readonly spend: CallSpend & { model: string },
  ) {
    super(reason instanceof Error ? reason.message : String(reason));
  }
}
