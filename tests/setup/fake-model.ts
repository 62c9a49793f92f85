/**
 * A local stand-in for an OpenAI-compatible chat endpoint (a paid outside service), answering the way OpenAI's
 * published API reference describes POST /v1/chat/completions and GET /v1/models, and the way hosted and local
 * servers answer in practice. Errors carry OpenAI's error object `{ error: { message, type, param, code } }`.
 *
 * What a model does is chosen by its id, up to an optional "#tag" that keeps one test's counters its own
 * ("rate-limited#3f2a" is a fresh rate-limited model):
 * - `plain`: answers JSON as asked (response_format json_schema or json_object), else text; usage reported.
 * - `fenced`: wraps every JSON answer in a Markdown fence between two sentences, whatever was asked.
 * - `prose`: takes no response_format (400, as servers without JSON mode answer) and wraps JSON in a sentence.
 * - `rate-limited`: its first call answers 429 with `retry-after: 1` (seconds; "rate-limited~3" asks for 3), then as `plain`.
 * - `flaky`: its first two calls answer 500 and 503, then as `plain`.
 * - `no-usage`: as `plain`, with no `usage` in its answers.
 * - `reasoning`: refuses `max_tokens` (400 unsupported_parameter, as OpenAI's reasoning models do), spends 1,000
 *   reasoning tokens inside `max_completion_tokens` and reports them; a smaller cap ends with no text (finish "length").
 * - `silent`: never answers (the caller's deadline ends it).
 * - `bad-samples`: answers the design with a sample price that is not a number.
 * - `draft-careless`: its first answer to a draft call (its system prompt opens with DRAFT_CALL_MARKER,
 *   workers/contract/drafts.ts) names no feature and two frontends; asked again with the problems, a good draft.
 * A draft call is answered by every behaviour with a whole draft of the wizard's answers for the question's
 * sentence (four optional answers left empty), wrapped as the behaviour wraps JSON.
 * An edit call (its system prompt holds EDIT_CALL_MARKER, workers/engine/edits/protocol.ts) is answered by every
 * behaviour with a good edit of the files the question shows, always an exact search/replace of their text: for an
 * instruction naming the header and green, the `<header` tag of the shown layout file (else of the first shown file
 * that has one) gets a green background in the file's own syntax (JSX `style={{ backgroundColor: "#15803d" }}` in
 * .tsx/.jsx/.js, `style="background-color: #15803d"` in .vue/.html), which the preview compiles; for any other
 * instruction a comment line is appended to the first shown file that has a comment syntax. A second question (one
 * with problems to fix) is answered against the files as it shows them. The edit behaviours (as `plain` for any
 * other call):
 * - `editor`: the good edit.
 * - `editor-broken-once`: first an edit that does not parse (the header's style with a brace missing; else an
 *   unclosed object appended to a script), then, asked again with the problems, the good edit.
 * - `editor-broken-twice`: an edit that does not parse, both times.
 * - `editor-fenced`: the good edit in a Markdown fence between two sentences.
 * - `editor-misquotes`: first a search text that is not in the file, then the good edit.
 * Any other id is refused with 404 model_not_found. GET /v1/models lists the ids above, and the tagged ids the
 * endpoint is made with (the models an operator would find deployed there).
 * GET /_fake/seen?model=<id> answers what that model received: `{ at, body }`, `at` in ms since the epoch.
 */

import { DRAFT_CALL_MARKER } from "../../workers/contract/drafts";
import { EDIT_CALL_MARKER, INSTRUCTION_LABEL, PROBLEMS_LABEL, shownFiles } from "../../workers/engine/edits/protocol";

const BEHAVIOURS = [
  "plain",
  "fenced",
  "prose",
  "rate-limited",
  "flaky",
  "no-usage",
  "reasoning",
  "silent",
  "bad-samples",
  "draft-careless",
  "editor",
  "editor-broken-once",
  "editor-broken-twice",
  "editor-fenced",
  "editor-misquotes",
] as const;
type Behaviour = (typeof BEHAVIOURS)[number];

const REASONING_TOKENS = 1000;
export const FAKE_MODEL_REPORT = "I did my part of your bakery app, serving the requirements listed.";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

const error = (status: number, message: string, type: string, code: string | null, param: string | null = null, headers: Record<string, string> = {}) =>
  json(status, { error: { message, type, param, code } }, headers);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A rough token count (OpenAI's rule of thumb: four characters a token), for the usage the fake reports. */
const tokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

function behaviourOf(model: string): Behaviour | null {
  const name = (model.split("#")[0] ?? "").replace(/~\d+$/, "");
  return (BEHAVIOURS as readonly string[]).includes(name) ? (name as Behaviour) : null;
}

/**
 * The records a design call answers with: the ones the question offers (the word-based reading, or the records
 * as they are), as a model that agrees with them would. `bad-samples` gives the first record with a number
 * field a sample whose number is a word.
 */
function designAnswer(behaviour: Behaviour, messages: readonly unknown[]): string {
  const question = questionOf(messages);
  const line = question.split("\n").find((text) => /add what is missing: \{|The app's records now: \{/.test(text)) ?? "";
  const offered = line.slice(line.indexOf("{"));
  const design = offered ? (JSON.parse(offered) as { entities?: unknown[] }) : { entities: [] };
  const entities = (design.entities ?? []).filter(isRecord);
  if (behaviour === "bad-samples") {
    const target = entities.find((entity) => Array.isArray(entity.fields) && entity.fields.some((field) => isRecord(field) && field.kind === "number"));
    if (target && Array.isArray(target.fields)) {
      const sample = Object.fromEntries(target.fields.filter(isRecord).map((field) => [String(field.name), field.kind === "number" ? "cheap" : "Sourdough loaf"]));
      target.samples = [sample];
    }
  }
  return JSON.stringify({ summary: "Your bakery keeps the records your answers name.", ...design, entities });
}

/** The text of a request's messages, system prompt included. */
const questionOf = (messages: readonly unknown[]) =>
  messages
    .filter(isRecord)
    .map((message) => (typeof message.content === "string" ? message.content : ""))
    .join("\n");

interface FakeEdit {
  path: string;
  search: string;
  replace: string;
}

const GREEN = "#15803d";
const UNFINISHED = "const unfinished = {";
const JSX = /\.(tsx|jsx|js)$/;
const COMMENTS: [RegExp, (text: string) => string][] = [
  [/\.(tsx?|jsx?|mjs|cjs|java)$/, (text) => `// ${text}`],
  [/\.(css|scss)$/, (text) => `/* ${text} */`],
  [/\.(vue|html|md|xml)$/, (text) => `<!-- ${text} -->`],
  [/(\.(py|ya?ml|sh|toml)|Dockerfile|\.env\.example)$/, (text) => `# ${text}`],
  [/\.sql$/, (text) => `-- ${text}`],
];

const count = (content: string, text: string) => content.split(text).length - 1;

/**
 * The header's opening tag as the edit leaves it: its other attributes kept (class, ref, handlers), a green
 * background right after its class (or, broken, a brace short).
 */
function headerTag(path: string, tag: string, broken: boolean, colour = GREEN): string {
  const unstyled = tag.replace(/ style=(\{\{[^}]*\}\}?|"[^"]*")/, "");
  const className = / (className|class)=("[^"]*"|\{[^}]*\})/.exec(unstyled)?.[0] ?? "";
  const style = JSX.test(path) ? ` style={{ backgroundColor: "${colour}" }${broken ? "" : "}"}` : ` style="background-color: ${colour}"`;
  return className ? unstyled.replace(className, `${className}${style}`) : unstyled.replace("<header", `<header${style}`);
}

/** The smallest run of the file's last lines that occurs once in it, and that text with a line added after it. */
function appended(content: string, line: string): { search: string; replace: string } | null {
  const lines = content.split("\n");
  for (let size = 1; size <= lines.length; size += 1) {
    const tail = lines.slice(-size).join("\n");
    if (tail.trim() === "" || count(content, tail) !== 1) continue;
    return { search: tail, replace: tail.endsWith("\n") ? `${tail}${line}\n` : `${tail}\n${line}` };
  }
  return null;
}

/**
 * The edits a model would answer to the question: the header made green, or a comment appended (see the
 * header comment); `broken` makes them not parse; `misquote` searches for a header that is not there.
 */
function fakeEdits(question: string, broken: boolean, misquote: boolean): { summary: string; edits: FakeEdit[]; nothing?: string } {
  const instruction = question.split("\n").find((line) => line.startsWith(INSTRUCTION_LABEL))?.slice(INSTRUCTION_LABEL.length) ?? "";
  const files = shownFiles(question);
  const comment = `AppForge edit: ${instruction.replace(/\*\/|-->/g, "")}`;
  const edits: FakeEdit[] = [];
  // What an earlier broken answer left is put right first: an unclosed object appended in place of the comment
  // becomes the comment, one added to a Vue script block goes.
  let commented = false;
  for (const file of broken ? [] : files.filter((shown) => count(shown.content, UNFINISHED) === 1)) {
    const syntax = COMMENTS.find(([pattern]) => pattern.test(file.path))?.[1];
    if (syntax && file.content.includes(`export ${UNFINISHED}`)) {
      edits.push({ path: file.path, search: `export ${UNFINISHED}`, replace: syntax(comment) });
      commented = true;
    } else edits.push({ path: file.path, search: `${UNFINISHED}\n`, replace: "" });
  }
  if (/header/i.test(instruction) && /green/i.test(instruction)) {
    // The app's own header (its layout's) where it is shown, else the first screen header.
    const headed = files.filter((file) => /\.(tsx|jsx|js|vue|html)$/.test(file.path) && /<header\b[^>]*>/.test(file.content));
    const target = headed.find((file) => /layout/i.test(file.path)) ?? headed[0];
    const tag = target ? /<header\b[^>]*>/.exec(target.content)?.[0] : undefined;
    if (!target || !tag) return { summary: "There is no header in the files shown.", edits: [], nothing: "No file shown has a header." };
    // A header already broken once is broken again another way, so that a second broken answer changes the file.
    const wanted = headerTag(target.path, tag, broken, broken && tag.includes(GREEN) ? "#166534" : GREEN);
    if (tag === wanted && edits.length === 0) return { summary: "The header is green already.", edits: [], nothing: "The header already has a green background." };
    // A misquote: the tag with its first quoted value misremembered, as a model misquotes a line it saw.
    const search = misquote ? tag.replace(/"[^"]*"/, '"site-header"') : count(target.content, tag) === 1 ? tag : (target.content.split("\n").find((line) => line.includes(tag)) ?? tag);
    edits.push({ path: target.path, search, replace: search.replace(tag, wanted) });
    if (broken && !JSX.test(target.path) && count(target.content, "</script>") === 1) {
      edits.push({ path: target.path, search: "</script>", replace: `${UNFINISHED}\n</script>` });
    }
    return { summary: `The header is green now: its background is ${GREEN}.`, edits };
  }
  if (commented) return { summary: "Noted the instruction, in a line that now parses.", edits };
  const target = files.find((file) => (broken ? /\.(tsx?|jsx?)$/ : /./).test(file.path) && COMMENTS.some(([pattern]) => pattern.test(file.path)));
  const syntax = COMMENTS.find(([pattern]) => target && pattern.test(target.path))?.[1];
  const tail = target && syntax ? appended(target.content, broken ? `export ${UNFINISHED}` : syntax(comment)) : null;
  if (!target || !tail) return { summary: "Nothing to change.", edits, nothing: "No file shown can take a comment." };
  edits.push({ path: target.path, search: misquote ? "this line is not in the file" : tail.search, replace: tail.replace });
  return { summary: `Noted the instruction in ${target.path}.`, edits };
}

/** An edit call's answer for the behaviour: the JSON text, before any wrapping. */
function editAnswer(behaviour: Behaviour, messages: readonly unknown[]): string {
  const question = questionOf(messages);
  const again = question.includes(PROBLEMS_LABEL);
  const broken = behaviour === "editor-broken-twice" || (behaviour === "editor-broken-once" && !again);
  return JSON.stringify(fakeEdits(question, broken, behaviour === "editor-misquotes" && !again));
}

/** The sentence a draft call asks about (its `Sentence: "..."` line). */
function draftSentence(question: string): string {
  const line = question.split("\n").find((text) => text.startsWith("Sentence: ")) ?? "";
  try {
    const sentence: unknown = JSON.parse(line.slice("Sentence: ".length));
    return typeof sentence === "string" ? sentence : "";
  } catch {
    return "";
  }
}

/** Words of the sentence that make a name: the first three of four letters or more, capitalised. */
const draftName = (sentence: string) =>
  (sentence.match(/\p{L}{4,}/gu) ?? ["Drafted", "App"])
    .slice(0, 3)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");

/** A draft call's answer: every answer of the wizard for the sentence, four optional ones empty. */
function draftAnswer(behaviour: Behaviour, messages: readonly unknown[]): string {
  const question = questionOf(messages);
  const sentence = draftSentence(question);
  const careless = behaviour === "draft-careless" && !question.includes("Problems to fix:");
  return JSON.stringify({
    name: draftName(sentence),
    description: sentence,
    problemStatement: `Today this is done by hand and requests get lost: ${sentence}`,
    targetUsers: "Customers, and the owner who runs the business",
    uniqueValueProposition: "Done in a minute from any phone",
    competitiveAdvantages: "Made for this one business, not a generic tool",
    systemBehaviors: "Customers place a request\nThe owner confirms it",
    keyWorkflows: "Request, confirm, fulfil",
    expectedOutcomes: "No request is lost",
    userFlows: "Sign up, make a request, get a confirmation",
    coreInterfaces: "Home, request form, the owner's list",
    performanceNeeds: "",
    securityRequirements: "Staff sign in with a password",
    scalabilityExpectations: "",
    userTypes: "Owner: runs the business\nCustomer: makes requests",
    authenticationNeeds: "Email and password",
    businessRules: "",
    complianceNeeds: "",
    projectType: /shop|store|order|sell/i.test(sentence) ? "ecommerce" : "custom",
    features: careless ? [] : ["auth", "notifications"],
    techStack: careless ? ["react", "vue", "nodejs", "postgresql"] : ["react", "nodejs", "postgresql"],
    priorities: { high: ["Taking requests"], medium: ["Notifications"], low: [] },
    deployment: "render",
    design: "modern",
  });
}

export class FakeModelServer {
  constructor(private readonly deployed: readonly string[] = []) {}
  private readonly calls = new Map<string, number>();
  private readonly seen = new Map<string, unknown[]>();

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === "GET" && url.pathname === "/_fake/seen") return json(200, this.seen.get(url.searchParams.get("model") ?? "") ?? []);
    if (request.method === "GET" && url.pathname === "/v1/models") {
      const ids = [...BEHAVIOURS, ...this.deployed.filter((id) => behaviourOf(id) !== null)];
      return json(200, { object: "list", data: ids.map((id) => ({ id, object: "model", created: 1_700_000_000, owned_by: "fake" })) });
    }
    if (request.method !== "POST" || url.pathname !== "/v1/chat/completions") {
      return error(404, `Invalid URL (${request.method} ${url.pathname})`, "invalid_request_error", null);
    }
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return error(400, "We could not parse the JSON body of your request.", "invalid_request_error", null);
    }
    if (!isRecord(body) || typeof body.model !== "string" || !Array.isArray(body.messages)) {
      return error(400, "'model' and 'messages' are required properties.", "invalid_request_error", null);
    }
    const model = body.model;
    const behaviour = behaviourOf(model);
    if (!behaviour) return error(404, `The model \`${model}\` does not exist or you do not have access to it.`, "invalid_request_error", "model_not_found");
    this.seen.set(model, [...(this.seen.get(model) ?? []), { at: Date.now(), body }]);
    const call = (this.calls.get(model) ?? 0) + 1;
    this.calls.set(model, call);
    return this.answer(behaviour, call, body, request.signal);
  }

  private async answer(behaviour: Behaviour, call: number, body: Record<string, unknown>, signal: AbortSignal): Promise<Response> {
    if (behaviour === "silent") {
      await new Promise((resolve) => signal.addEventListener("abort", resolve, { once: true }));
      return error(408, "The request was abandoned.", "timeout", null);
    }
    if (behaviour === "rate-limited" && call === 1) {
      return error(429, `Rate limit reached for ${String(body.model)} on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in a moment.`, "requests", "rate_limit_exceeded", null, {
        "retry-after": /~(\d+)/.exec(String(body.model))?.[1] ?? "1",
        "x-ratelimit-limit-requests": "3",
        "x-ratelimit-remaining-requests": "0",
      });
    }
    if (behaviour === "flaky" && call <= 2) {
      return call === 1
        ? error(500, "The server had an error while processing your request. Sorry about that!", "server_error", null)
        : error(503, "The engine is currently overloaded, please try again later.", "server_error", null);
    }
    const format = isRecord(body.response_format) ? body.response_format : null;
    if (format && behaviour === "prose") return error(400, "response_format is not supported by this model.", "invalid_request_error", null, "response_format");
    if (format?.type === "json_schema") {
      const schema = isRecord(format.json_schema) ? format.json_schema : null;
      if (!schema || typeof schema.name !== "string" || !/^[a-zA-Z0-9_-]{1,64}$/.test(schema.name) || !isRecord(schema.schema)) {
        return error(400, "Invalid 'response_format.json_schema': a name and a schema are required.", "invalid_request_error", null, "response_format");
      }
    }
    const text = JSON.stringify(body.messages);
    if (format?.type === "json_object" && !/json/i.test(text)) {
      return error(400, "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.", "invalid_request_error", null, "messages");
    }
    let cap: number | null = typeof body.max_tokens === "number" ? body.max_tokens : null;
    if (behaviour === "reasoning") {
      if (body.max_tokens !== undefined) {
        return error(400, "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.", "invalid_request_error", "unsupported_parameter", "max_tokens");
      }
      cap = typeof body.max_completion_tokens === "number" ? body.max_completion_tokens : null;
    }
    // A design call asks for JSON: through the response format, or (without one) in its instructions.
    const wantsJson = format !== null || /Answer with one JSON object/.test(text);
    const messages = body.messages as unknown[];
    const editing = text.includes(EDIT_CALL_MARKER);
    const drafting = text.includes(DRAFT_CALL_MARKER);
    const answer = editing ? editAnswer(behaviour, messages) : drafting ? draftAnswer(behaviour, messages) : designAnswer(behaviour, messages);
    const what = editing ? "edits" : drafting ? "draft" : "app model";
    let content = wantsJson ? answer : FAKE_MODEL_REPORT;
    if (wantsJson && (behaviour === "fenced" || behaviour === "editor-fenced" || behaviour === "prose")) {
      content =
        behaviour === "prose"
          ? `Sure! The ${editing ? "edits are" : "design is"} ${answer} as requested.`
          : `Here ${editing ? "are the" : "is the"} ${what}:\n\n\`\`\`json\n${answer}\n\`\`\`\n\nLet me know if you want changes.`;
    }
    const reasoning = behaviour === "reasoning" ? REASONING_TOKENS : 0;
    let finish = "stop";
    let completion = tokens(content) + reasoning;
    if (cap !== null && completion > cap) {
      // Cut off at the cap: what reasoning left room for, or nothing.
      finish = "length";
      const room = Math.max(0, cap - reasoning);
      content = content.slice(0, room * 4);
      completion = cap;
    }
    const usage = {
      prompt_tokens: tokens(text),
      completion_tokens: completion,
      total_tokens: tokens(text) + completion,
      ...(reasoning > 0 ? { completion_tokens_details: { reasoning_tokens: Math.min(reasoning, completion) } } : {}),
    };
    return json(200, {
      id: `chatcmpl-${crypto.randomUUID()}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, logprobs: null, finish_reason: finish }],
      ...(behaviour === "no-usage" ? {} : { usage }),
    });
  }
}
