import type { AppModel, Entity } from "../../model";
import { code, config, lines } from "../files";
import type { GeneratedFile } from "../types";
import { javaDatabase, type MavenDependency } from "./databases";
import { importLine, javaFile, javaPackage, javaString, mainPath, packageLine, recordNames } from "./names";
import { ownedRoutes, ownsRecords } from "../shared/backend/roles";
import { JAVA_VERSIONS } from "./versions";
import { xmlText, type XmlElement } from "../xml-document";
import { templateText } from "../template-texts";

const dependencyXml = (dependency: MavenDependency): XmlElement => ({
  groupId: dependency.groupId,
  artifactId: dependency.artifactId,
  version: dependency.version,
  scope: dependency.scope,
});

/** backend/pom.xml: Spring Boot's parent pins every version; the jar is target/app.jar. */
export function pomXml(model: AppModel): string {
  const dependencies: MavenDependency[] = [
    { groupId: "org.springframework.boot", artifactId: "spring-boot-starter-web" },
    ...javaDatabase(model).dependencies,
    { groupId: "org.springframework.boot", artifactId: "spring-boot-starter-test", scope: "test" },
    { groupId: "com.networknt", artifactId: "json-schema-validator", version: JAVA_VERSIONS.jsonSchemaValidator, scope: "test" },
  ];
  return xmlText("project", {
    "@xmlns": "http://maven.apache.org/POM/4.0.0",
    "@xmlns:xsi": "http://www.w3.org/2001/XMLSchema-instance",
    "@xsi:schemaLocation": "http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd",
    modelVersion: "4.0.0",
    parent: {
      groupId: "org.springframework.boot",
      artifactId: "spring-boot-starter-parent",
      version: JAVA_VERSIONS.springBoot,
      relativePath: "",
    },
    groupId: javaPackage(model),
    artifactId: `${model.slug}-api`,
    version: "0.1.0",
    name: `${model.name} API`,
    description: `The API of ${model.name}`,
    properties: { "java.version": JAVA_VERSIONS.java },
    dependencies: { dependency: dependencies.map(dependencyXml) },
    build: {
      finalName: "app",
      plugins: { plugin: { groupId: "org.springframework.boot", artifactId: "spring-boot-maven-plugin" } },
    },
  });
}

/** src/main/resources/application.properties: the same variables as every backend of the app. */
function applicationProperties(model: AppModel): string {
  const has = (feature: AppModel["features"][number]) => model.features.includes(feature);
  return lines(
    "# The variables the API reads (see backend/.env.example).",
    "# APP_ENV=production (the Docker image sets it) also reads application-production.properties.",
    "spring.profiles.active=${APP_ENV:development}",
    "# The address to bind: HOST, else this machine only (every interface in production).",
    "server.address=${HOST:127.0.0.1}",
    "server.port=${PORT:3000}",
    `# ${javaDatabase(model).label} connection string; without it records are kept in memory.`,
    "app.database-url=${DATABASE_URL:}",
    "# The frontend's origin when it is served from another host than the API.",
    "app.cors-origin=${CORS_ORIGIN:}",
    has("auth") &&
      lines(
        "# Signs sign-in tokens: required when APP_ENV is production (the Docker image sets it), at least 32 characters;",
        "# unset elsewhere, a random one is made at start-up.",
        "app.auth-secret=${AUTH_SECRET:}",
        "app.environment=${APP_ENV:development}",
      ),
    has("file-upload") && lines("# Folder for uploaded files; in memory when unset.", "app.upload-dir=${UPLOAD_DIR:}"),
    "",
    "spring.main.banner-mode=off",
    "# The app connects to the database itself, and only when DATABASE_URL is set.",
    `spring.autoconfigure.exclude=${javaDatabase(model).autoconfigureExclude.join(",")}`,
    "server.shutdown=graceful",
    "# No route reads a form body: left on, a malformed one sent with PUT or DELETE would fail before any route (500).",
    "spring.mvc.formcontent.filter.enabled=false",
  );
}

/** What APP_ENV=production changes: a container or a platform reaches the API on every interface. */
const productionProperties = lines(
  "# Read on top of application.properties when APP_ENV=production (the Docker image and every deploy target set it).",
  "server.address=${HOST:0.0.0.0}",
);

const application = (model: AppModel) => `
${packageLine(model, "")}

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The ${model.name} API: every route under /api, one error shape, on PORT (3000 by default). */
@SpringBootApplication
public class Application {
  public static void main(String[] args) {
    SpringApplication.run(Application.class, args);
  }
}
`;

const storageConfig = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/StorageConfig.java"), model);

const isOwned = (model: AppModel, entity: Entity) => ownsRecords(model) && ownedRoutes(model).includes(entity.route);

/**
 * The repository of a record type as a controller reads it: for a type some role owns, only the records the
 * signed-in account may see (features/auth/Ownership.java), so another's are missing, in references too.
 */
export function javaRecords(model: AppModel, entity: Entity): string {
  const records = `repositories.${recordNames(entity).accessor}()`;
  return isOwned(model, entity) ? `ownership.visible(${javaString(entity.route)}, ${records})` : records;
}

function controllerFile(model: AppModel, entity: Entity): GeneratedFile {
  const names = recordNames(entity);
  const targets = entity.fields.flatMap((field) => {
    const target = model.entities.find((candidate) => candidate.name === field.target);
    return target ? [{ field, target }] : [];
  });
  const references = targets.map(({ field, target }) => `new Reference(${javaString(field.name)}, ${javaString(target.label)}, ${javaRecords(model, target)})`);
  const owned = [entity, ...targets.map(({ target }) => target)].some((record) => isOwned(model, record));
  const base = `/api/${entity.route}`;
  return code(
    mainPath(model, "routes", `${names.controller}.java`),
    "backend",
    lines(
      packageLine(model, "routes"),
      "",
      importLine(model, "domain", names.spec),
      importLine(model, "events", "ChangeEvents"),
      owned && importLine(model, "features.auth", "Ownership"),
      importLine(model, "http", "CrudRoutes"),
      references.length > 0 && importLine(model, "http", "Reference"),
      importLine(model, "repositories", "Repositories"),
      "import com.fasterxml.jackson.databind.JsonNode;",
      "import java.util.List;",
      "import java.util.Map;",
      "import org.springframework.http.ResponseEntity;",
      "import org.springframework.web.bind.annotation.DeleteMapping;",
      "import org.springframework.web.bind.annotation.GetMapping;",
      "import org.springframework.web.bind.annotation.PathVariable;",
      "import org.springframework.web.bind.annotation.PostMapping;",
      "import org.springframework.web.bind.annotation.PutMapping;",
      "import org.springframework.web.bind.annotation.RequestBody;",
      "import org.springframework.web.bind.annotation.RequestMapping;",
      "import org.springframework.web.bind.annotation.RestController;",
      "",
      `/** ${base}: list, create, read, replace and delete ${entity.pluralLabel.toLowerCase()}. */`,
      "@RestController",
      `@RequestMapping(${javaString(base)})`,
      `public class ${names.controller} {`,
      "  private final CrudRoutes crud;",
      "",
      `  public ${names.controller}(Repositories repositories, ChangeEvents events${owned ? ", Ownership ownership" : ""}) {`,
      "    this.crud = new CrudRoutes(",
      `        ${names.spec}.SPEC,`,
      `        ${javaString(entity.route)},`,
      `        ${javaRecords(model, entity)},`,
      references.length > 0 ? `        List.of(\n${references.map((line) => `            ${line}`).join(",\n")}),` : "        List.of(),",
      "        events);",
      "  }",
      "",
      "  @GetMapping",
      "  public List<Map<String, Object>> list() {",
      "    return crud.list();",
      "  }",
      "",
      "  @PostMapping",
      "  public ResponseEntity<Map<String, Object>> create(@RequestBody(required = false) JsonNode body) {",
      "    return crud.create(body);",
      "  }",
      "",
      `  @GetMapping("/{id}")`,
      `  public Map<String, Object> read(@PathVariable("id") String id) {`,
      "    return crud.read(id);",
      "  }",
      "",
      `  @PutMapping("/{id}")`,
      `  public Map<String, Object> replace(@PathVariable("id") String id, @RequestBody(required = false) JsonNode body) {`,
      "    return crud.replace(id, body);",
      "  }",
      "",
      `  @DeleteMapping("/{id}")`,
      `  public ResponseEntity<Void> delete(@PathVariable("id") String id) {`,
      "    return crud.delete(id);",
      "  }",
      "}",
    ),
  );
}

/** The server's wiring: the Maven build, the settings, the application, storage and one controller per entity. */
export function wiringFiles(model: AppModel): GeneratedFile[] {
  return [
    config("backend/pom.xml", "backend", pomXml(model)),
    config("backend/src/main/resources/application.properties", "backend", applicationProperties(model)),
    config("backend/src/main/resources/application-production.properties", "backend", productionProperties),
    code(mainPath(model, "", "Application.java"), "backend", application(model)),
    code(mainPath(model, "", "StorageConfig.java"), "backend", storageConfig(model)),
    ...model.entities.map((entity) => controllerFile(model, entity)),
  ];
}
