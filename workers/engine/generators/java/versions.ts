/** Pinned versions: one place to bump them. Everything else comes from the Spring Boot parent's dependency management. */
export const JAVA_VERSIONS = {
  springBoot: "3.3.5",
  /** The language level the sources need; CI and the Docker image run Java 21. */
  java: "17",
  runtime: "21",
} as const;
