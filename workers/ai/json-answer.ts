// Models asked for JSON answer with JSON, or JSON in a Markdown fence, or JSON between sentences, or after
// their reasoning in <think> tags. The answer's object is read out of all of these; only text that holds no
// JSON object is refused, with a reason the model can act on.

export type JsonAnswer = { ok: true; value: unknown } | { ok: false; problem: string };

const THINKING = /<(think|thinking|reasoning)>[\s\S]*?<\/\1>/gi;
const FENCE = /```[a-zA-Z]*[ \t]*\r?\n([\s\S]*?)\r?\n?```/g;

export function readJsonAnswer(text: string): JsonAnswer {
  const answer = text.replace(THINKING, "").trim();
  if (answer === "") return { ok: false, problem: "the answer was empty" };
  const whole = parse(answer);
  if (whole !== undefined) return { ok: true, value: whole };
  for (const match of answer.matchAll(FENCE)) {
    const fenced = parse((match[1] ?? "").trim());
    if (fenced !== undefined) return { ok: true, value: fenced };
  }
  for (let start = answer.indexOf("{"); start !== -1; start = answer.indexOf("{", start + 1)) {
    // An object inside a value (after "key":, a comma or [) is part of a larger one, never the answer itself.
    if (/("\s*:|[,[])\s*$/.test(answer.slice(Math.max(0, start - 40), start))) continue;
    const end = closingBrace(answer, start);
    // A brace that never closes (a stray one in a sentence) is passed over: the object may come after it.
    if (end === -1) continue;
    const found = parse(answer.slice(start, end + 1));
    if (found !== undefined && typeof found === "object" && found !== null) return { ok: true, value: found };
  }
  return {
    ok: false,
    problem: answer.includes("{")
      ? "the answer's JSON object does not parse (an unclosed brace or string, a trailing comma, or it was cut off)"
      : "the answer holds no JSON object",
  };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Where the object opened at `start` closes, skipping braces inside strings; -1 when it never does. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === "\\") index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{") depth += 1;
    else if (char === "}") {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}
