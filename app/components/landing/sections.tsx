import { Icon, type IconName } from "./icons";

interface Feature {
  icon: IconName;
  title: string;
  text: string;
}

const FEATURES: Feature[] = [
  {
    icon: "wizard",
    title: "Guided 12-step wizard",
    text: "Answer clear questions about your vision, users, features and stack. No technical brief needed.",
  },
  {
    icon: "agents",
    title: "Six specialised agents",
    text: "Architect, frontend, backend, devops, QA and deployment agents each own their part of the job.",
  },
  {
    icon: "live",
    title: "Live progress",
    text: "Watch tasks, agent status and progress update in real time as your application takes shape.",
  },
  {
    icon: "cost",
    title: "Cost control",
    text: "Choose the AUTO or Budget strategy, see estimates up front and track every cent of AI spend.",
  },
  {
    icon: "code",
    title: "Real code for your stack",
    text: "React, Vue, Angular or Next.js with Node.js, Python, PHP or Java: runnable source, configuration and tests. The preview compiles the generated frontend in your browser and runs it with sample data.",
  },
  {
    icon: "deploy",
    title: "Pushed and deployed with your accounts",
    text: "Push to your GitHub and deploy to Render, Vercel or DigitalOcean with your own tokens (AWS gets its steps), or browse every file and download it as a ZIP.",
  },
];

export function Features() {
  return (
    <section id="features" aria-labelledby="features-title" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Features</p>
          <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Everything you need to go from idea to a running app
          </h2>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((f) => (
            <li
              key={f.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                <Icon name={f.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{f.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{f.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const STEPS = [
  { title: "Describe your app", text: "Walk through the wizard: problem, users, features, stack, deployment and design." },
  { title: "Agents plan", text: "The architect agent turns your answers into a plan and splits it into tasks." },
  { title: "Agents build and check", text: "Frontend, backend and devops agents write the code and its tests; the QA agent checks every file, import, package and requirement." },
  { title: "Deploy", text: "The deployment agent writes your platform's configuration; connect your accounts and press Deploy to take it live." },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-20 bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">How it works</p>
          <h2 id="how-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Four steps from idea to production
          </h2>
        </div>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((s, i) => (
            <li key={s.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span
                className="grid h-10 w-10 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-violet-600 text-base font-bold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="sr-only">Step {i + 1}: </span>
                {s.title}
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{s.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
