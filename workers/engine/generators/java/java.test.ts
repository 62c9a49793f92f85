import { describe, expect, it } from "vitest";
import { buildAppModel } from "../../model";
import { generateProject } from "../index";
import { BAKERY, SCENARIOS } from "../test-inputs";
import type { GeneratedFile } from "../types";

const DATABASES = ["postgresql", "mysql", "mongodb"] as const;

function javaProject(scenario: string, database: (typeof DATABASES)[number]) {
  const input = SCENARIOS[scenario];
  if (!input) throw new Error(`No scenario ${scenario}`);
  const model = buildAppModel({ ...structuredClone(input), techStack: ["react", "java", database] });
  return { model, files: generateProject(model) };
}

const javaFiles = (files: GeneratedFile[]) => files.filter((file) => file.path.endsWith(".java"));

/** "GET /api/orders/:id" for every Spring mapping: the class's @RequestMapping prefix plus each method's mapping. */
function servedRoutes(files: GeneratedFile[]): string[] {
  const routes: string[] = [];
  for (const file of javaFiles(files)) {
    const prefix = /^@RequestMapping\("([^"]*)"\)\s*\n(?:@\w+\s*\n)*public class/m.exec(file.content)?.[1] ?? "";
    for (const match of file.content.matchAll(/@(Get|Post|Put|Delete)Mapping(?:\((?:path = )?"([^"]*)"[^)]*\))?/g)) {
      const method = (match[1] ?? "").toUpperCase();
      routes.push(`${method} ${(prefix + (match[2] ?? "")).replace(/\{(\w+)\}/g, ":$1")}`);
    }
  }
  return routes.sort();
}

describe("the Java backend", () => {
  for (const scenario of Object.keys(SCENARIOS)) {
    it(`serves exactly the model's routes (${scenario})`, () => {
      const { model, files } = javaProject(scenario, "postgresql");
      expect(model.stack.backend).toBe("java");
      expect(files.some((file) => file.path.startsWith("backend/src/") && file.path.endsWith(".ts"))).toBe(false);
      const promised = model.apiRoutes.map((route) => `${route.method} ${route.path}`).sort();
      expect(servedRoutes(files)).toEqual(promised);
    });
  }

  for (const database of DATABASES) {
    it(`declares each file's package by its folder and imports only generated classes of the app (${database})`, () => {
      const { files } = javaProject("bakery", database);
      const sources = javaFiles(files);
      const declared = new Set<string>();
      for (const file of sources) {
        const folder = file.path.replace(/^backend\/src\/(main|test)\/java\//, "").replace(/\/[^/]+\.java$/, "");
        const pkg = /^package ([\w.]+);/m.exec(file.content)?.[1];
        expect(pkg, file.path).toBe(folder.replaceAll("/", "."));
        declared.add(`${pkg ?? ""}.${file.path.slice(file.path.lastIndexOf("/") + 1, -".java".length)}`);
      }
      const appPackage = /<groupId>(app\.\w+)<\/groupId>/.exec(files.find((file) => file.path === "backend/pom.xml")?.content ?? "")?.[1];
      expect(appPackage).toBeDefined();
      for (const file of sources) {
        for (const match of file.content.matchAll(/^import (?:static )?([\w.]+);/gm)) {
          const name = match[1] ?? "";
          if (!name.startsWith(`${appPackage ?? ""}.`)) continue;
          const owner = name.split(".").filter((part) => /^[A-Z]/.test(part))[0];
          const type = name.slice(0, name.indexOf(`.${owner ?? ""}`) + (owner?.length ?? 0) + 1);
          expect(declared.has(type), `${file.path} imports ${name}`).toBe(true);
        }
      }
    });
  }

  it("reads the same variables as every backend, only those its features need", () => {
    const properties = (scenario: string) =>
      javaProject(scenario, "mysql").files.find((file) => file.path === "backend/src/main/resources/application.properties")?.content ?? "";
    const variables = (text: string) => [...new Set([...text.matchAll(/\$\{([A-Z_]+):/g)].map((match) => match[1]))].sort();
    expect(variables(properties("bakery"))).toEqual(["APP_ENV", "AUTH_SECRET", "CORS_ORIGIN", "DATABASE_URL", "HOST", "PORT", "UPLOAD_DIR"]);
    expect(variables(properties("plain custom"))).toEqual(["APP_ENV", "CORS_ORIGIN", "DATABASE_URL", "HOST", "PORT"]);
    expect(properties("plain custom")).toContain("server.port=${PORT:3000}");
    // This machine only, unless HOST says otherwise; every interface in production (the Docker image sets APP_ENV).
    expect(properties("plain custom")).toContain("server.address=${HOST:127.0.0.1}");
    expect(properties("plain custom")).toContain("spring.profiles.active=${APP_ENV:development}");
    const production = javaProject("plain custom", "mysql").files.find((file) => file.path === "backend/src/main/resources/application-production.properties");
    expect(production?.content).toContain("server.address=${HOST:0.0.0.0}");
  });

  it("limits a role that owns record types to its account's records, and leaves apps without owners as they were", () => {
    const { files } = javaProject("bakery", "postgresql");
    const read = (name: string) => files.find((file) => file.path.endsWith(`/${name}`))?.content ?? "";
    expect(read("Roles.java")).toContain(`new Role("customer", "Customer", false, true, List.of("orders", "customers"), List.of("orders", "customers"))`);
    expect(read("Ownership.java")).toContain("repositories.recordOwners()");
    expect(read("OrderRoutes.java")).toContain(`ownership.visible("orders", repositories.orders())`);
    expect(read("OrderRoutes.java")).toContain(`new Reference("customerId", "Customer", ownership.visible("customers", repositories.customers()))`);
    expect(read("ProductRoutes.java")).not.toContain("ownership");
    expect(read("SearchController.java")).toContain(`ownership.visible("customers", repositories.customers())`);
    expect(read("AuthFeatureTest.java")).toContain(`assertEquals("Customer not found"`);
    // Live changes and the analytics counts see records as the account does.
    expect(read("LiveController.java")).toContain("if (ownership.sees(account, change.topic(), change.id())) {");
    expect(read("Ownership.java")).toContain("removed.put(route + \"/\" + id, Set.copyOf(accounts));");
    expect(read("AnalyticsController.java")).toContain(`records.put("orders", ownership.visible("orders", repositories.orders()).list().size());`);
    expect(read("AnalyticsController.java")).toContain(`records.put("products", repositories.products().list().size());`);
    expect(read("AuthFeatureTest.java")).toContain("void ownChangesLive()");
    expect(read("AuthFeatureTest.java")).toContain("void ownCounts()");
    const staffOnly = generateProject(
      buildAppModel({ ...structuredClone(BAKERY), wizardData: { ...BAKERY.wizardData, userTypes: "Bakers and the owner" }, techStack: ["react", "java", "postgresql"] }),
    );
    expect(staffOnly.some((file) => file.path.endsWith("/Ownership.java"))).toBe(false);
    expect(staffOnly.filter((file) => file.path.endsWith(".java")).some((file) => /ownership|owns/i.test(file.content))).toBe(false);
  });

  it("holds every answer its tests receive to the OpenAPI document, which it keeps whether or not it serves it", () => {
    for (const scenario of Object.keys(SCENARIOS)) {
      const { model, files } = javaProject(scenario, "postgresql");
      const read = (path: string) => files.find((file) => file.path === path || file.path.endsWith(`/${path}`))?.content ?? "";
      const document = read("backend/src/main/resources/openapi.json");
      expect(JSON.parse(document).openapi, scenario).toBe("3.0.3");
      // Served only by the API documentation feature; checked by the tests in every app.
      expect(files.some((file) => file.path.endsWith("/OpenApiController.java")), scenario).toBe(model.features.includes("api"));
      expect(read("pom.xml")).toMatch(
        /<groupId>com\.networknt<\/groupId>\s*<artifactId>json-schema-validator<\/artifactId>\s*<version>1\.5\.9<\/version>\s*<scope>test<\/scope>/,
      );
      expect(read("support/TestClient.java")).toContain("ApiDocument.checkAnswer(done.getRequest().getMethod(), done.getRequest().getRequestURI()");
      expect(read("support/ApiDocument.java")).toContain("builder.metaSchema(OpenApi30.getInstance())");
      expect(read("ApiDocumentTest.java")).toContain("assertTrue(ApiDocument.checkEverySchema() > 0);");
      for (const file of files.filter((candidate) => candidate.path.endsWith("Test.java"))) {
        // A test that calls the app goes through TestClient, so no answer escapes the check.
        expect(file.content, file.path).not.toMatch(/\bmvc\.perform\(/);
      }
    }
    const test = javaProject("bakery", "postgresql").files.find((file) => file.path.endsWith("/ApiDocumentTest.java"))?.content ?? "";
    expect(test).toContain(`assertNull(ApiDocument.schemaProblems("OrderInput", Fixtures.orderInput(client)));`);
    expect(test).toContain(`List.of("1 Jan 2030", "2030-02-30T10:00:00Z", "2030-01-15T10:00:00", "2030-01-15", "+010000-01-01T00:00:00.000Z")`);
    expect(test).toContain(`changed.put("placedAt", value);`);
  });

  it("builds with Maven in CI and in a multi-stage Docker image", () => {
    const { files } = javaProject("bakery", "mongodb");
    const read = (path: string) => files.find((file) => file.path === path)?.content ?? "";
    expect(read(".github/workflows/ci.yml")).toContain("actions/setup-java@v4");
    expect(read(".github/workflows/ci.yml")).toContain("- run: mvn -B -ntp test");
    expect(read("backend/Dockerfile")).toMatch(/FROM maven:3\.9-eclipse-temurin-21 AS build[\s\S]*FROM eclipse-temurin:21-jre/);
    expect(read("backend/pom.xml")).toContain("<artifactId>mongodb-driver-sync</artifactId>");
    expect(files.some((file) => file.path.endsWith("ApiContractTest.java"))).toBe(true);
  });
});
