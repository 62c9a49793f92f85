import type { AppModel } from "../../model";
import { lines } from "../files";
import { PRODUCTION_FLAG, type BackendProfile } from "../profiles";
import { quoted } from "../yaml-document";
import { javaContractTests } from "./contract-test";
import { javaDataModel } from "./data-model";
import { javaDatabaseFor } from "./databases";
import { JAVA_FEATURE_EMITTERS } from "./features";
import { javaRestApi } from "./rest-api";
import { JAVA_VERSIONS } from "./versions";

const production = PRODUCTION_FLAG.java;

function dockerfile(model: AppModel): string {
  return lines(
    "# Build the jar with Maven and a full JDK, then run it on a JRE only.",
    `FROM maven:3.9-eclipse-temurin-${JAVA_VERSIONS.runtime} AS build`,
    "WORKDIR /app",
    "COPY pom.xml ./",
    "RUN mvn -B -ntp dependency:go-offline",
    "COPY src ./src",
    "RUN mvn -B -ntp -DskipTests package",
    "",
    `FROM eclipse-temurin:${JAVA_VERSIONS.runtime}-jre`,
    "WORKDIR /app",
    "# Production: the API refuses to start without a long enough AUTH_SECRET (when it has accounts), and listens on",
    "# every interface.",
    `ENV ${production.name}=${production.value} HOST=0.0.0.0`,
    "RUN useradd --system --no-create-home app",
    "COPY --from=build /app/target/app.jar ./app.jar",
    model.features.includes("file-upload") && "RUN mkdir -p /data/uploads && chown app /data/uploads",
    "USER app",
    "EXPOSE 3000",
    `CMD ["java", "-jar", "app.jar"]`,
  );
}

/** The Java (Spring Boot 3 + Maven) backend: data model, REST API, then one emitter per server feature. */
export const JAVA_PROFILE: BackendProfile = {
  id: "java",
  summary: `Java ${JAVA_VERSIONS.runtime} + Spring Boot ${JAVA_VERSIONS.springBoot} (Maven), tested with JUnit 5 and MockMvc`,
  layout:
    "Spring Boot API: src/main/java/<package>/ domain (record specs, validation), routes, repositories, db, http, features; src/test/java",
  emitters: [javaDataModel, javaRestApi, ...JAVA_FEATURE_EMITTERS],
  commands: {
    install: "mvn -B -ntp dependency:resolve",
    dev: "mvn -B spring-boot:run",
    test: "mvn -B -ntp test",
    build: "mvn -B -ntp -DskipTests package",
  },
  testsNote: "compile + JUnit API tests (in-memory store; database tests when DATABASE_URL is set)",
  ciSetup: [
    {
      uses: "actions/setup-java@v4",
      with: { distribution: "temurin", "java-version": quoted(JAVA_VERSIONS.runtime), cache: "maven" },
    },
  ],
  dockerfile,
  dockerignore: "target\n.env\n",
  gitignore: ["target/"],
  contractTests: javaContractTests,
  schemaNote: (database) => javaDatabaseFor(database).schemaNote,
  native: null,
};
