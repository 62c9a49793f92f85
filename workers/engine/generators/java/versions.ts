/** Pinned versions: one place to bump them. Everything else comes from the Spring Boot parent's dependency management. */
export const JAVA_VERSIONS = {
  springBoot: "3.3.5",
  /** The language level the sources need; CI and the Docker image run Java 21. */
  java: "17",
  runtime: "21",
  /**
   * networknt's json-schema-validator, which the tests check every answer with against the OpenAPI document. The
   * 1.5 line reads Jackson 2 (the one Spring Boot 3 manages) and knows OpenAPI 3.0's dialect (`nullable`).
   */
  jsonSchemaValidator: "1.5.9",
} as const;
