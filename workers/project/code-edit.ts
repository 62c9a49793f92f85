import type { LanguageModel } from "ai";
import { reasoningTokensOf, type ModelSetting } from "../ai/config";
import { readJsonAnswer } from "../ai/json-answer";
import { askForJson } from "../ai/json-call";
import { callDeadline, noSpend, outputCapFor, spendGuard, type CallSpend, type SpendGuard } from "../ai/model-call";
import type { FileProblem } from "../contract/files";
import { applyEdits } from "../engine/edits/apply-edits";
import { editQuestion, editSystem, filesForBrief, retryQuestion } from "../engine/edits/brief";
import { editAnswerSchema, readEditAnswer, type EditAnswer } from "../engine/edits/edit-answer";
import { baselineOf, checkAgainst, problemsBefore, withoutKnown, type Baseline } from "../engine/edits/edit-checks";
import type { EditBrief } from "../engine/edits/types";
import { emittersFor } from "../engine/generators";
import type { CheckpointAccess, TaskRunInput, TaskRunOutput } from "../engine/run-task";
import { SpentBeforeFailing } from "./architect-model";

/** Room for a few search/replace blocks and a new file of a few hundred lines. */
export const EDIT_MAX_OUTPUT_TOKENS = 8000;
/** Below this much room for its answer, an edit call is not worth making. */
const EDIT_MIN_OUTPUT_TOKENS = 1500;

/**
 * How the run reads and changes the project's files: through checkpoints, so that every change can be undone
 * (the room's `input.checkpoints`, which serializes the commits with its other writes).
 */
export type CodeEditDeps = CheckpointAccess;

export interface CodeEditArgs {
  brief: EditBrief;
  /** The task's input: the app model, the project, and its spend and limits (the guard's inputs). */
  input: TaskRunInput;
  setting: ModelSetting;
  languageModel: LanguageModel;
  /** How long one call may take (default MODEL_CALL_TIMEOUT_MS). */
  timeoutMs?: number;
  /** The project's checkpoints; default `input.checkpoints`. */
  deps?: CodeEditDeps;
}

/**
 * A change the app model cannot express, made by the model in the code: it answers edits to named files,
 * which are applied as a checkpoint and checked (qa's checks and the preview's compile step); problems go
 * back to it once, and edits that still have problems are undone by restoring the checkpoint from before.
 * The edits are committed through `deps`, so the output carries no files.
 *
 * A failed call (429, 5xx, a deadline, the spending limit) throws, as the architect's do, so that the room
 * waits and retries the task. Before it throws, the run undoes its own commits, so that the retry starts from
 * the files as they were: an edit that appends text would otherwise be applied twice. (Should the undo fail
 * too, the error says so, and the calls made are still accounted.)
 */
export async function runCodeEdit(args: CodeEditArgs): Promise<TaskRunOutput> {
  const spend = noSpend();
  const deps = args.deps ?? args.input.checkpoints;
  const start = await deps.current();
  const files = await deps.files();
  const run: EditRun = {
    ...args,
    deps,
    spend,
    start,
    original: new Map(files.map((file) => [file.path, file.content])),
    types: new Map(files.map((file) => [file.path, file.type])),
    commits: [],
    made: [],
    wrote: new Map(),
  };
  try {
    const response = await editTwice(run);
    return { files: [], response, usage: { model: args.setting.id, ...spend } };
  } catch (error) {
    let failure = error;
    if (run.commits.length > 0) {
      await undo(run, `the edit for "${short(args.brief.instruction)}" stopped: ${error instanceof Error ? error.message : String(error)}`).catch((undoError: unknown) => {
        failure = new Error(`${error instanceof Error ? error.message : String(error)}; its edits could not be taken back either (${undoError instanceof Error ? undoError.message : String(undoError)})`);
      });
    }
    // Calls made are paid for even when a later one fails (or the undo does).
    throw spend.modelCalls > 0 ? new SpentBeforeFailing(failure, { model: args.setting.id, ...spend }) : failure;
  }
}

interface EditRun extends CodeEditArgs {
  deps: CodeEditDeps;
  spend: CallSpend;
  /** The checkpoint before the run's first commit. */
  start: number | null;
  original: ReadonlyMap<string, string>;
  types: ReadonlyMap<string, string>;
  /** The checkpoints this run made. */
  commits: number[];
  /** The files its commits changed. */
  made: string[];
  /** What its commits left in each of them (null: deleted). */
  wrote: Map<string, string | null>;
}

/** What the run knows between its two questions. */
interface EditState {
  baseline: Baseline;
  system: string;
  guard: SpendGuard;
  budgetChars: number;
  /** The files as the run's commits left them. */
  current: ReadonlyMap<string, string>;
  /** The files the question showed whole: only those may be rewritten whole. */
  shown: ReadonlySet<string>;
  /** The files the answers edited or the checks blamed, and the brief's focus: shown first in the second question. */
  involved: Set<string>;
  summary: string;
}

/** One answer's outcome: no change needed (and why), the changes made and checked clean, or the problems left. */
type Step = { kind: "nothing"; why: string } | { kind: "clean"; changed: string[] } | { kind: "problems"; problems: string[]; applied: string[] };

async function editTwice(run: EditRun): Promise<string> {
  const { brief, input, setting } = run;
  const files = filesOf(run, run.original);
  const budget = budgetChars(setting);
  const shown = filesForBrief(files, brief.instruction, brief.agent, budget, brief.focusPaths);
  const state: EditState = {
    baseline: await baselineOf(input.model, emittersFor(input.model), files),
    system: editSystem(brief.agent, setting.structuredOutput),
    guard: spendGuard(input.spend, setting, input.task.name),
    budgetChars: budget,
    current: run.original,
    shown: new Set(shown.shown.map((file) => file.path)),
    involved: new Set(brief.focusPaths),
    summary: "",
  };
  const first = await step(run, state, editQuestion(input.model, brief.instruction, shown), 1);
  if (first.kind === "nothing") return `No file changed for "${short(brief.instruction)}": ${first.why}`;
  if (first.kind === "clean") return changedResponse(run, first.changed, state.summary, []);
  const again = filesForBrief(filesOf(run, state.current), brief.instruction, brief.agent, state.budgetChars, [...state.involved]);
  state.shown = new Set(again.shown.map((file) => file.path));
  const question = retryQuestion(editQuestion(input.model, brief.instruction, again), first.applied, first.problems.slice(0, MAX_PROBLEMS_SENT));
  let second: Step;
  try {
    second = await step(run, state, question, 2);
  } catch (error) {
    // Where the second question leaves the model no room to answer, the first answer's problems stand.
    if (!(error instanceof ContextTooSmall)) throw error;
    second = { kind: "problems", problems: [...first.problems, error.message], applied: [] };
  }
  if (second.kind === "clean") return changedResponse(run, second.changed, state.summary, first.problems);
  const problems = second.kind === "problems" ? second.problems : first.problems;
  if (second.kind === "nothing" && run.commits.length === 0) return `No file changed for "${short(brief.instruction)}": ${second.why}`;
  const numbered = problems.slice(0, MAX_PROBLEMS_SENT).map((problem, index) => `(${index + 1}) ${problem}`).join(" ");
  if (run.commits.length === 0) return `No file changed for "${short(brief.instruction)}": ${setting.id} did not give usable edits in two answers. ${numbered}`;
  await undo(run, `the edits for "${short(brief.instruction)}" still had problems after one retry`);
  return [
    `No file changed for "${short(brief.instruction)}": the edits of ${setting.id} still had problems after one retry, so the files were restored` +
      (run.start === null ? "." : ` to checkpoint ${run.start}.`),
    `The problems: ${numbered}`,
  ].join("\n");
}

/** Problems listed in a question or a response at most; the rest follow from the same mistakes. */
const MAX_PROBLEMS_SENT = 20;

/** The model's context cannot hold the question and an answer. */
class ContextTooSmall extends Error {
  override name = "ContextTooSmall";
}

/** One question: asked, its edits applied on top of the files and committed, and the change checked. */
async function step(run: EditRun, state: EditState, question: string, attempt: 1 | 2): Promise<Step> {
  const { brief, setting } = run;
  const cap = await outputCapFor(setting, `${state.system}\n${question}`, EDIT_MAX_OUTPUT_TOKENS, EDIT_MIN_OUTPUT_TOKENS).catch((error: unknown) => {
    throw new ContextTooSmall(error instanceof Error ? error.message : String(error));
  });
  const read = await askForEdits(run, state.guard, state.system, question, cap);
  if (!read.ok) return { kind: "problems", problems: read.problems, applied: [] };
  state.summary = read.answer.summary.trim() || state.summary;
  if (read.answer.edits.length === 0 && changedPaths(run, state.current).length === 0) {
    return { kind: "nothing", why: (read.answer.nothing ?? read.answer.summary).trim() || `${setting.id} found nothing to change` };
  }
  for (const edit of read.answer.edits) state.involved.add(edit.path);
  const result = applyEdits(state.current, read.answer.edits, { replaceable: state.shown });
  if (result.changes.length > 0) {
    const reason = attempt === 1 ? `${brief.agent}: ${short(brief.instruction)}` : `${brief.agent}: fixes the problems of the previous edit for "${short(brief.instruction)}"`;
    // Each file must still be as the run read it (or last wrote it): a save made meanwhile refuses the commit.
    const expected = new Map(result.changes.map((change) => [change.path, state.current.get(change.path) ?? null]));
    const seq = await run.deps.commit(result.changes, reason, expected);
    if (seq !== null) run.commits.push(seq);
    run.made.push(...result.changes.map((change) => change.path));
    for (const change of result.changes) run.wrote.set(change.path, change.content);
    state.current = result.files;
  }
  const changed = changedPaths(run, state.current);
  const found = changed.length > 0 ? await introducedProblems(run, state.baseline, state.current, changed) : [];
  for (const problem of found) state.involved.add(problem.path);
  const problems = [...result.problems, ...found.map(describeProblem)];
  if (problems.length === 0 && changed.length === 0) return { kind: "nothing", why: `the edits of ${setting.id} left the files as they were` };
  if (problems.length === 0) return { kind: "clean", changed };
  return { kind: "problems", problems, applied: result.changes.map((change) => change.path) };
}

type ReadAnswer = { ok: true; answer: EditAnswer } | { ok: false; problems: string[] };

/**
 * One call, read as JSON whatever its wrapping, priced and capped as every call is: guarded against the
 * spending limit before, its tokens added after, a call given up at its deadline counted at its worst case.
 */
async function askForEdits(run: EditRun, guard: SpendGuard, system: string, prompt: string, cap: number): Promise<ReadAnswer> {
  const { setting, spend } = run;
  guard(system, prompt, cap, spend.costNanoUsd);
  const deadline = callDeadline(setting.id, run.timeoutMs);
  const { text, cutOff } = await askForJson({ model: run.languageModel, setting, system, prompt, schema: editAnswerSchema, cap, deadline }, spend);
  const json = readJsonAnswer(text);
  if (!json.ok) {
    return { ok: false, problems: [cutOff ? `the answer was cut off at the output cap of ${cap} tokens before its JSON closed: give fewer, shorter edits` : json.problem] };
  }
  return readEditAnswer(json.value);
}

/** The problems the edits brought: those of the changed files and elsewhere, less those the files had before. */
async function introducedProblems(run: EditRun, baseline: Baseline, current: ReadonlyMap<string, string>, changed: readonly string[]): Promise<FileProblem[]> {
  const check = await checkAgainst(baseline, filesOf(run, current), changed);
  return withoutKnown(check.problems, await problemsBefore(baseline, changed));
}

const describeProblem = (problem: FileProblem): string => `${problem.path}${problem.line === null ? "" : `:${problem.line}`} (${problem.check}) ${problem.message}`;

function changedPaths(run: EditRun, current: ReadonlyMap<string, string>): string[] {
  return [...current].filter(([path, content]) => run.original.get(path) !== content).map(([path]) => path);
}

function filesOf(run: EditRun, files: ReadonlyMap<string, string>): { path: string; content: string; type: string }[] {
  return [...files].map(([path, content]) => ({ path, content, type: run.types.get(path) ?? "code" }));
}

/**
 * Brings the files the run changed back to how they were before it, as a checkpoint of kind restore (of the
 * checkpoint from before the run): each file still as the run left it is put back; one someone else changed
 * since (the owner saved while the model answered) is left as they made it. The room checks and writes in one
 * serialized step, so no save slips in between.
 */
async function undo(run: EditRun, reason: string): Promise<void> {
  const changes = [...new Set(run.made)].map((path) => ({ path, from: run.wrote.get(path) ?? null, to: run.original.get(path) ?? null }));
  await run.deps.revert(changes, reason, run.start);
}

function changedResponse(run: EditRun, changed: readonly string[], summary: string, firstProblems: readonly string[]): string {
  const files = changed.map((path) => `${path} (${run.original.has(path) ? "changed" : "added"})`);
  return [
    summary,
    `${run.setting.id} changed ${changed.length} file${changed.length === 1 ? "" : "s"} for "${short(run.brief.instruction)}": ${files.join(", ")}.`,
    firstProblems.length > 0 ? `Its first edits had ${firstProblems.length} problem${firstProblems.length === 1 ? "" : "s"}, which its second answer fixed: ${firstProblems.slice(0, 5).join("; ")}.` : "",
    run.commits.length > 0 ? `Saved as checkpoint ${run.commits.at(-1)}.` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

/** Characters of files a question may show: what the context leaves after the answer, the reasoning and the instructions, at three characters a token. */
function budgetChars(setting: ModelSetting): number {
  const tokens = setting.contextTokens - EDIT_MAX_OUTPUT_TOKENS - reasoningTokensOf(setting) - 2500;
  return Math.min(120_000, Math.max(4000, tokens * 3));
}

const short = (text: string): string => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
};
