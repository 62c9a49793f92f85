import type { AppModel } from "../../model";
import { lines } from "../files";
import { PRODUCTION_FLAG, type BackendProfile } from "../profiles";
import { quoted } from "../yaml-document";
import { phpContractTests } from "./api-tests";
import { phpDataModel } from "./data-model";
import { phpDatabase } from "./databases";
import { PHP_FEATURES } from "./features";
import { PHP_VERSIONS } from "./packaging";
import { phpRestApi } from "./rest-api";

/** The RUN lines that add the database's PHP extension to the official image. */
function extensionInstall(model: AppModel): string {
  switch (phpDatabase(model).extension) {
    case "pdo_pgsql":
      return lines(
        "RUN apt-get update && apt-get install -y --no-install-recommends libpq-dev \\",
        "    && docker-php-ext-install pdo_pgsql \\",
        "    && rm -rf /var/lib/apt/lists/*",
      );
    case "pdo_mysql":
      return "RUN docker-php-ext-install pdo_mysql";
    case "mongodb":
      return lines(
        "RUN apt-get update && apt-get install -y --no-install-recommends libssl-dev \\",
        `    && pecl install mongodb-${PHP_VERSIONS.mongodbExtension} \\`,
        "    && docker-php-ext-enable mongodb \\",
        "    && rm -rf /var/lib/apt/lists/* /tmp/pear",
      );
  }
}

const production = PRODUCTION_FLAG.php;
/** The built-in server on HOST and PORT: every interface in the image (it sets HOST), port 3000 unless told. */
const serve = "exec php -S ${HOST:-0.0.0.0}:${PORT:-3000} -t public public/index.php";

function dockerfile(model: AppModel): string {
  return lines(
    "# Install the Composer packages (production ones only), then run the API on port 3000.",
    "FROM composer:2 AS vendor",
    "WORKDIR /app",
    "COPY composer.json ./",
    "RUN composer install --no-dev --no-interaction --no-progress --no-scripts --no-autoloader --ignore-platform-reqs",
    "COPY . .",
    "RUN composer dump-autoload --no-dev --optimize --classmap-authoritative",
    "",
    "FROM php:8.3-cli",
    extensionInstall(model),
    `RUN printf 'post_max_size = 12M\\nmemory_limit = 256M\\nexpose_php = Off\\n' > "$PHP_INI_DIR/conf.d/app.ini"`,
    "WORKDIR /app",
    "COPY --from=vendor /app /app",
    model.features.includes("file-upload") && "RUN mkdir -p /data/uploads && chown www-data /data/uploads",
    "USER www-data",
    "# PHP's built-in server with several workers: each live-update stream holds one of them. Production: the API",
    "# needs a long enough AUTH_SECRET (when it has accounts) and listens on every interface.",
    `ENV ${production.name}=${production.value} HOST=0.0.0.0 PHP_CLI_SERVER_WORKERS=16`,
    "EXPOSE 3000",
    model.features.includes("auth")
      ? lines(
          "# The settings are checked first: without a valid AUTH_SECRET the container stops, saying why. Then the",
          "# server, on PORT when the platform sets one (Render does), else 3000.",
          `CMD ["sh", "-c", "php -r 'require \\"vendor/autoload.php\\"; App\\\\Config::fromEnvironment(getenv());' && ${serve}"]`,
        )
      : lines("# PORT when the platform sets one (Render does), else 3000.", `CMD ["sh", "-c", "${serve}"]`),
  );
}

/** The PHP backend (plain PHP 8.2+, a small router of its own): data model, REST API, then one emitter per server feature. */
export const PHP_PROFILE: BackendProfile = {
  id: "php",
  summary: "PHP 8.2+ (8.3 in Docker) with a small router of its own, PDO or the MongoDB library, tested with PHPUnit",
  layout: "PHP API: src/Domain (records), src/Routes, src/Repositories, src/Database, src/Features, public/index.php, tests/",
  emitters: [phpDataModel, phpRestApi, ...PHP_FEATURES.map((entry) => entry.emitter)],
  commands: {
    install: "composer install --no-interaction --no-progress",
    dev: "composer serve",
    test: "composer test",
    build: null,
  },
  testsNote: "PHPUnit API tests, each answer checked against src/OpenApi.php (in-memory store; database tests when DATABASE_URL is set)",
  ciSetup: [
    {
      uses: "shivammathur/setup-php@v2",
      with: { "php-version": quoted("8.3"), extensions: "mbstring, pdo_pgsql, pdo_mysql, mongodb", tools: "composer:v2" },
    },
  ],
  dockerfile,
  dockerignore: "vendor\n.env\n.phpunit.cache\n",
  gitignore: ["vendor/", ".phpunit.cache/", ".phpunit.result.cache"],
  contractTests: phpContractTests,
  schemaNote: (database) =>
    database === "mongodb"
      ? "collections with unique and reference indexes set up by `backend/src/Database/Database.php` on start"
      : "SQL migrations in `backend/migrations/`, applied on start",
  native: null,
};
