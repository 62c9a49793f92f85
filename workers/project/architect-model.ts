import type { LanguageModel } from "ai";
import { z } from "zod";
import type { ModelSetting } from "../ai/config";
import { readJsonAnswer } from "../ai/json-answer";
import { askForJson } from "../ai/json-call";
import { noSpend, outputCapFor, type CallDeadline, type CallSpend, type SpendGuard } from "../ai/model-call";
import { appDesignSchema, designOf, designProblems, designSampleProblems, type AppDesign, type AppModel } from "../engine/model";
import type { TaskRunInput } from "../engine/run-task";

/** Room for eight records of twelve fields each with their samples, written as JSON, and a paragraph. */
export const DESIGN_MAX_OUTPUT_TOKENS = 6000;
/** Below this much room for its answer, a design call is not worth making: the context is too small. */
const DESIGN_MIN_OUTPUT_TOKENS = 1500;

/** The architect's answer: the records, and what it tells the entrepreneur about them. */
export const architectAnswerSchema = appDesignSchema.extend({
  summary: z.string().describe("Two or three sentences to the entrepreneur: which records the app keeps and why"),
});

const INSTRUCTIONS = [
  "You are the architect of a team that builds a web application for an entrepreneur.",
  "Decide the records (entities) the app stores, with their fields, from the entrepreneur's answers and messages.",
  "Name each record in the singular, in the entrepreneur's own words; only things the business keeps a list of are records",
  "(not verbs, qualities or parts of a sentence). Every record gets an id and a creation time without asking: do not list them.",
  "A field that points at another record is a reference named after it with Id (customerId) and its target.",
  "User accounts are built in: do not add a User record.",
  "Samples: give each record two to five example records in the business's own words (real-looking names, prices, dates), keeping every rule; a reference gives the number of the target's sample it points at.",
  "Rules: for each business rule or workflow sentence listed as not yet typed, give the rules it states, each on one field of one of your entities, with the sentence's id as source; leave out what the rule kinds cannot say.",
  "Roles: from the user types answer, name the kinds of user; exactly one manages (runs the app, changes everything, assigns roles), at most one is what a person who registers on their own becomes, and each lists the records it may change (everyone signed in reads everything); a customer-like role also lists in owns the records it sees and changes only when it created them (its own bookings), never the managing role.",
].join(" ");

/**
 * The system prompt for a model's way of answering JSON: where the endpoint enforces the schema it is sent
 * as the response format, and the prompt only asks for the object; otherwise the schema rides in the prompt.
 */
export function architectSystem(setting: Pick<ModelSetting, "structuredOutput">): string {
  if (setting.structuredOutput === "json-schema") return `${INSTRUCTIONS} Answer with one JSON object, in the response format's schema, and nothing else.`;
  return `${INSTRUCTIONS} Answer with one JSON object and nothing else (no Markdown), matching this JSON schema: ${JSON.stringify(z.toJSONSchema(architectAnswerSchema))}`;
}

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
      : offeredReading(builtin, wizard.features),
  ].join("\n");
}

/** The built-in reading offered to the model, with what the design's checks would refuse in it, so the first answer can avoid it. */
function offeredReading(builtin: AppModel, features: TaskRunInput["project"]["wizard_data"]["features"]): string {
  const reading = designOf(builtin.entities, builtin.roles);
  const refused = designProblems(reading, features);
  return [
    `A word-based reading of the answers found these records; keep what fits, drop what is not a record, add what is missing: ${JSON.stringify(reading)}`,
    ...(refused.length > 0 ? [`As it stands the reading would be refused: ${refused.join("; ")}. Your answer must not have these problems.`] : []),
  ].join("\n");
}

export interface ArchitectOutcome {
  /** The records to build, or null when the model's answers were not usable twice: the built-in reading stays. */
  design: AppDesign | null;
  summary: string;
  /** Why the model's answers were not used, for the response. */
  problems: string[];
  /** What was put right without asking again (samples that broke a rule, replaced by valid ones). */
  mended: string[];
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
  /** The model, its price and what its endpoint can do. */
  setting: ModelSetting;
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
  const spend = noSpend();
  try {
    return await askTwice(call, spend);
  } catch (error) {
    // Calls made are paid for even when a later one fails or would pass the limit.
    throw spend.modelCalls > 0 ? new SpentBeforeFailing(error, { model: call.setting.id, ...spend }) : error;
  }
}

async function askTwice({ input, revising, builtin, setting, model, guard, deadline }: ArchitectCall, spend: CallSpend): Promise<ArchitectOutcome> {
  const system = architectSystem(setting);
  const features = input.project.wizard_data.features;
  let prompt = brief(input, builtin, revising);
  let problems: string[] = [];
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    let cap: number;
    try {
      cap = await outputCapFor(setting, `${system}\n${prompt}`, DESIGN_MAX_OUTPUT_TOKENS, DESIGN_MIN_OUTPUT_TOKENS);
    } catch (error) {
      // The second question carries the first answer: where it leaves the model no room, the first answer's
      // problems stand and the built-in reading stays, as after a second unusable answer.
      if (attempt === 1) throw error;
      problems = [...problems, error instanceof Error ? error.message : String(error)];
      break;
    }
    guard(system, prompt, cap, spend.costNanoUsd);
    const answer = await askOnce({ model, setting, system, prompt, cap, deadline: deadline() }, spend);
    const read = answer.ok ? architectAnswerSchema.safeParse(answer.value) : null;
    let previous: unknown = null;
    if (!answer.ok) problems = [answer.problem];
    else if (read && !read.success) {
      problems = read.error.issues.slice(0, 12).map((issue) => `${issue.path.join(".") || "the answer"}: ${issue.message}`);
      previous = answer.value;
    } else if (read?.success) {
      const { summary, ...design } = read.data;
      problems = designProblems(design, features);
      if (problems.length === 0) {
        // Samples that break a rule are no reason to throw away the records: they are replaced by valid ones.
        const kept = withValidSamples(design, input);
        return { design: kept.design, summary: summary.trim(), problems: [], mended: kept.replaced, spend: { ...spend } };
      }
      previous = read.data;
    }
    prompt = retryPrompt(brief(input, builtin, revising), problems, previous, answer.ok ? null : answer);
  }
  return { design: null, summary: "", problems, mended: [], spend: { ...spend } };
}

type Answer = ({ ok: true; value: unknown } | { ok: false; problem: string }) & { cutOff: boolean };

/**
 * One call, read as JSON whatever its wrapping (a Markdown fence, prose around it, reasoning before it);
 * its tokens join the spend, counted by AppForge where the provider reports none. A call given up at its
 * deadline is counted at its sent tokens and its whole output cap, since the provider may bill it.
 */
async function askOnce(
  call: { model: LanguageModel; setting: ModelSetting; system: string; prompt: string; cap: number; deadline: CallDeadline },
  spend: CallSpend,
): Promise<Answer> {
  const { text, cutOff } = await askForJson({ ...call, schema: architectAnswerSchema }, spend);
  const read = readJsonAnswer(text);
  if (!read.ok && cutOff) return { ok: false, problem: `the answer was cut off at the output cap of ${call.cap} tokens before its JSON closed`, cutOff };
  return { ...read, cutOff };
}

/**
 * The second question: the brief again, what was wrong and what is needed to put it right, and the
 * previous answer in full when it was a JSON object (never cut short: a cut answer teaches the model to cut).
 */
function retryPrompt(briefText: string, problems: readonly string[], previous: unknown, failed: { cutOff: boolean } | null): string {
  const needs = failed
    ? failed.cutOff
      ? "Answer with a shorter whole JSON object: two samples per record, short labels, no descriptions."
      : "Answer with the whole JSON object only: no Markdown fence, no sentences before or after it."
    : "Answer again with the whole corrected JSON object: keep what was right, change only what the problems name.";
  return [
    briefText,
    previous === null ? "Your previous answer could not be read." : `Your previous answer, as read: ${JSON.stringify(previous)}`,
    `Problems to fix: ${problems.map((problem, index) => `(${index + 1}) ${problem}`).join(" ")}`,
    needs,
  ].join("\n");
}

/**
 * The design with every record's samples that break a rule dropped, so that the app seeds those records
 * with built-in samples that keep the rules; answers which records' samples were replaced.
 */
export function withValidSamples(design: AppDesign, input: Pick<TaskRunInput, "project">): { design: AppDesign; replaced: string[] } {
  const wizard = input.project.wizard_data;
  let current = design;
  let left = designSampleProblems(current, wizard).length;
  const replaced: string[] = [];
  for (const entity of design.entities) {
    if (left === 0) break;
    if (!entity.samples || entity.samples.length === 0) continue;
    const without: AppDesign = { ...current, entities: current.entities.map((other) => (other.name === entity.name ? { ...other, samples: undefined } : other)) };
    const after = designSampleProblems(without, wizard).length;
    if (after < left) {
      current = without;
      left = after;
      replaced.push(entity.name);
    }
  }
  if (left > 0) {
    // Samples that only break a rule together with others': none of the model's are kept.
    current = { ...current, entities: current.entities.map((entity) => ({ ...entity, samples: undefined })) };
    return { design: current, replaced: design.entities.filter((entity) => entity.samples?.length).map((entity) => entity.name) };
  }
  return { design: current, replaced };
}

/**
 * A call failed after earlier calls of the same task were paid for (or was given up, and may be billed): the
 * task fails (or pauses), and the room still records what was spent.
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
