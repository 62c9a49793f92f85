import type { AppModel } from "../../model";
import { config, json } from "../files";
import type { GeneratedFile } from "../types";
import { xmlText } from "../xml-document";
import { phpDatabase } from "./databases";

/** Composer packages the backend needs; the versions are ranges Packagist serves. */
export const PHP_VERSIONS = {
  php: ">=8.2",
  phpunit: "^11.5",
  /**
   * The JSON Schema validator the tests check every answer with (against the OpenAPI document). Composer takes the
   * maintained 6.x line; the tests use only what 5.2 has too, the version Debian packages (php-json-schema).
   */
  jsonSchema: "^5.2 || ^6.0",
  mongodb: "^2.1",
  /** The mongodb extension from PECL that mongodb/mongodb ^2.1 needs (CI installs the latest 2.x). */
  mongodbExtension: "2.1.10",
} as const;

/** backend/composer.json and phpunit.xml: PSR-4 autoloading of src/ and tests/, PHPUnit as the test runner. */
export function composerFiles(model: AppModel): GeneratedFile[] {
  const database = phpDatabase(model);
  const composer = {
    name: `app/${model.slug}-api`,
    description: `The API of ${model.name}`,
    type: "project",
    license: "proprietary",
    require: {
      php: PHP_VERSIONS.php,
      "ext-json": "*",
      "ext-mbstring": "*",
      [`ext-${database.extension}`]: "*",
      ...(database.id === "mongodb" ? { "mongodb/mongodb": PHP_VERSIONS.mongodb } : {}),
    },
    "require-dev": { "justinrainbow/json-schema": PHP_VERSIONS.jsonSchema, "phpunit/phpunit": PHP_VERSIONS.phpunit },
    autoload: { "psr-4": { "App\\": "src/" } },
    "autoload-dev": { "psr-4": { "App\\Tests\\": "tests/" } },
    scripts: {
      // HOST and PORT, else this machine only, on 3000.
      serve: ["Composer\\Config::disableProcessTimeout", "php -S ${HOST:-127.0.0.1}:${PORT:-3000} -t public public/index.php"],
      test: "phpunit",
    },
    config: { "sort-packages": true, "optimize-autoloader": true },
  };
  const phpunit = xmlText("phpunit", {
    "@bootstrap": "vendor/autoload.php",
    "@colors": "true",
    "@failOnWarning": "true",
    testsuites: { testsuite: { "@name": "app", directory: "tests" } },
  });
  return [config("backend/composer.json", "backend", json(composer)), config("backend/phpunit.xml", "backend", phpunit)];
}
