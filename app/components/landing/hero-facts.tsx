import { CheckIcon } from "./icons";

/**
 * What the agents really do, said on the landing page's first screen: who writes the code with and without a
 * language model, what "tested" means, and where the preview runs.
 */
const FACTS: { label: string; text: string }[] = [
  {
    label: "No model configured",
    text: "the built-in generators write a runnable app from templates and your answers, at no cost.",
  },
  {
    label: "With a model configured",
    text: "the model designs the app from your answers and writes the edits no template can express.",
  },
  {
    label: "Tested",
    text: "the app comes with its own tests, and the QA agent checks that every file parses, every import and package resolves, and every requirement has code and a test.",
  },
  {
    label: "Previewed",
    text: "the app's screens run in your browser against a backend generated from the same design, sandboxed on AppForge's servers, with its own sample data.",
  },
];

export function HeroFacts() {
  return (
    <ul className="w-full max-w-xl space-y-2.5 rounded-2xl bg-white/10 p-5 text-sm leading-6 text-brand-50 ring-1 ring-white/20" aria-label="How the agents work">
      {FACTS.map((fact) => (
        <li key={fact.label} className="flex gap-2.5">
          <CheckIcon className="mt-1 h-4 w-4 shrink-0 text-emerald-300" />
          <span>
            <strong className="font-semibold text-white">{fact.label}:</strong> {fact.text}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The real screenshot's size in pixels (public/landing/project-preview.png), so the page keeps its place while it loads. */
const SHOT = { src: "/landing/project-preview.png", width: 960, height: 720 } as const;

/** A real screenshot of a project screen: a finished project whose preview runs the generated app. */
export function ProductShot() {
  return (
    <figure className="w-full max-w-xl">
      <img
        src={SHOT.src}
        width={SHOT.width}
        height={SHOT.height}
        alt="AppForge's project screen for a finished bakery app: the note that the app is built, then the Preview card running the generated app, signed in on its Products screen with sample records."
        className="h-auto w-full rounded-xl bg-white shadow-2xl shadow-black/30 ring-1 ring-white/30"
        decoding="async"
      />
      <figcaption className="mt-3 text-center text-xs text-brand-50/90">
        A screenshot of AppForge: a finished project, its generated app running in the preview.
      </figcaption>
    </figure>
  );
}
