import { describe, expect, it } from "vitest";
import { LANGUAGES, languageOf, loadLanguage, type LanguageId } from "./languages";

describe("languageOf", () => {
  it.each<[string, LanguageId]>([
    ["frontend/src/App.tsx", "tsx"],
    ["frontend/src/api.ts", "typescript"],
    ["frontend/vite.config.mjs", "javascript"],
    ["frontend/src/main.jsx", "jsx"],
    ["frontend/src/App.vue", "vue"],
    ["frontend/index.html", "html"],
    ["frontend/src/styles.css", "css"],
    ["frontend/src/theme.scss", "scss"],
    ["package.json", "json"],
    ["backend/app/main.py", "python"],
    ["backend/src/main/java/app/Main.java", "java"],
    ["backend/public/index.php", "php"],
    ["docker-compose.yml", "yaml"],
    [".github/workflows/ci.yaml", "yaml"],
    ["backend/pom.xml", "xml"],
    ["README.md", "markdown"],
    ["backend/db/schema.sql", "sql"],
    ["backend/pyproject.toml", "toml"],
    ["backend/Dockerfile", "dockerfile"],
    ["Dockerfile.dev", "dockerfile"],
    ["scripts/deploy.sh", "shell"],
    [".env", "properties"],
    ["backend/.env.example", "properties"],
    ["backend/src/main/resources/application.properties", "properties"],
    ["setup.ini", "properties"],
    ["backend/requirements.txt", "text"],
    ["Makefile", "text"],
    [".gitignore", "text"],
  ])("%s is %s", (path, language) => {
    expect(languageOf(path)).toBe(language);
  });

  it("reads the name in any case", () => {
    expect(languageOf("backend/DOCKERFILE")).toBe("dockerfile");
    expect(languageOf("docs/NOTES.MD")).toBe("markdown");
  });
});

describe("loadLanguage", () => {
  it("loads every language's highlighting", async () => {
    for (const id of Object.keys(LANGUAGES) as LanguageId[]) {
      await expect(loadLanguage(id), id).resolves.toBeDefined();
    }
  });
});
