import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { templateText } from "./engine/generators/template-texts";
import { TEMPLATES_ASSET } from "./engine-ready";

// Every file under a generator's templates/ folder, as Vite reads it from the disk.
const onDisk = import.meta.glob<string>("./engine/generators/**/templates/**/*", { query: "?raw", import: "default", eager: true });
const fromDisk = Object.fromEntries(Object.entries(onDisk).map(([path, text]) => [path.replace("./engine/generators/", ""), text]));

describe("the generators' templates among the assets (decision 024)", () => {
  it("holds every template file, byte for byte, under its path in workers/engine/generators", async () => {
    const response = await env.ASSETS.fetch(`https://assets.internal${TEMPLATES_ASSET}`);
    expect(response.status).toBe(200);
    const texts = (await response.json()) as Record<string, string>;
    expect(Object.keys(texts).length).toBeGreaterThan(300);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(fromDisk).sort());
    for (const [path, text] of Object.entries(fromDisk)) expect(texts[path], path).toBe(text);
  });

  it("is what the emitters read, once the Worker has loaded it", () => {
    const path = "shared/frontend/templates/frontend/src/styles.css";
    expect(templateText(path)).toBe(fromDisk[path]);
  });

  it("names a template that is not there, rather than emit an empty file", () => {
    expect(() => templateText("java/templates/backend/pom.missing.xml")).toThrow(
      "No generator template at java/templates/backend/pom.missing.xml: run `npm run build`",
    );
  });
});
