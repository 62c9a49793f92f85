import type { EditAgent } from "./types";

/**
 * Which agent owns a file of a generated project, by its path (the layout every stack's generators write):
 * devops the containers, CI, scripts and platform files wherever they are; frontend the rest of frontend/;
 * backend the rest of backend/. The docs and the README belong to none of them (the architect, qa and
 * the deployment agent write those).
 */
const DEVOPS_PATHS: readonly RegExp[] = [
  /(^|\/)Dockerfile[^/]*$/,
  /(^|\/)\.dockerignore$/,
  /(^|\/)nginx\.conf$/,
  /(^|\/)\.env\.example$/,
  /^docker-compose[^/]*\.ya?ml$/,
  /^\.github\//,
  /^\.gitignore$/,
  /^scripts\//,
  /^render\.yaml$/,
  /^vercel\.json$/,
  /^\.do\//,
  /^deploy\//,
  /^infrastructure\//,
];

export function ownerOfPath(path: string): EditAgent | null {
  if (DEVOPS_PATHS.some((pattern) => pattern.test(path))) return "devops";
  if (path.startsWith("frontend/")) return "frontend";
  if (path.startsWith("backend/")) return "backend";
  return null;
}

/** Words that point a message at an agent's files; the agent with most of them in a message takes it. */
const AGENT_WORDS: Record<EditAgent, RegExp> = {
  frontend:
    /\b(looks?|page|pages|screens?|buttons?|headers?|footers?|navigation|nav|menus?|colou?rs?|green|red|blue|yellow|orange|purple|pink|black|white|gr[ae]y|dark|light|texts?|fonts?|styles?|styling|layout|logo|icons?|themes?|labels?|titles?|headings?|forms?|sidebar|banner|images?|mobile|responsive|css|spacing|bold|bigger|smaller|centred|centered)\b/g,
  backend:
    /\b(data|database|records?|rules?|totals?|sums?|calculat\w*|counts?|api|endpoints?|close|closes|closed|closing|opens?|pric\w*|valid\w*|must|cannot|limits?|deadlines?|stock|discounts?|tax\w*|points|server|stored?|saves?|saved|emails?|notifications?|orders?|payments?|refunds?|approv\w*|before|after|between|unique|required)\b/g,
  devops: /\b(deploy\w*|docker\w*|containers?|ci|pipelines?|workflows?|github actions|env|environment variables?|nginx|compose|kubernetes|k8s|secrets?|build steps?|hosting)\b/g,
};

/**
 * Which agent a message the app model cannot express goes to: the one whose words it uses most ("make the
 * header green": frontend; "orders close at 8 pm the day before": backend; "add a Docker health check":
 * devops). With no word, or a tie, the frontend takes it when the project has one, else the backend.
 */
export function agentByWords(message: string, hasFrontend: boolean): EditAgent {
  const text = message.toLowerCase();
  const scores = (Object.keys(AGENT_WORDS) as EditAgent[]).map((agent) => ({ agent, score: text.match(AGENT_WORDS[agent])?.length ?? 0 }));
  const best = Math.max(...scores.map((entry) => entry.score));
  const leaders = scores.filter((entry) => entry.score === best && best > 0).map((entry) => entry.agent);
  const fallback: EditAgent = hasFrontend ? "frontend" : "backend";
  if (leaders.length === 1) return leaders[0] ?? fallback;
  return leaders.includes(fallback) || leaders.length === 0 ? fallback : (leaders[0] ?? fallback);
}
