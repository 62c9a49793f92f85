#!/usr/bin/env bash
# Proves what this machine can about a generated PHP backend without Packagist (no `composer install`):
#   1. `php -l` on every .php file (vendor/ left out);
#   2. composer.json is valid JSON with a PSR-4 autoload map;
#   3. PSR-4: every class file sits where its namespace says, and every class a file `use`s from the
#      app's namespaces (App\, App\Tests\) exists as a generated file;
#   4. when Debian's phpunit is installed: the app's own PHPUnit tests, with a PSR-4 autoloader standing in
#      for Composer's (they use only PHP and the in-memory store; the database test skips without DATABASE_URL,
#      and with it runs against that database, emptying its tables: check-generated.mjs never passes it);
#   5. a smoke run: `php -S` on public/index.php without DATABASE_URL, GET /api/health and an unknown route,
#      and the project's scripts/seed.mjs against it (twice: the second run must find the records).
# Needs Debian's php-cli and php-mbstring (and phpunit and php-json-schema for step 4:
# apt-get install -y php-cli php-mbstring phpunit php-json-schema).
# Usage: scripts/check-php.sh <app folder or its backend/ folder>. Exits non-zero on any failure.
set -euo pipefail

dir="${1:-}"
if [[ -z "$dir" ]]; then
  echo "Usage: scripts/check-php.sh <app folder or its backend/ folder>" >&2
  exit 2
fi
if [[ -f "$dir/backend/composer.json" ]]; then
  dir="$dir/backend"
fi
if [[ ! -f "$dir/composer.json" ]]; then
  echo "FAIL: no composer.json in $dir (nor in $dir/backend)" >&2
  exit 1
fi
dir="$(cd "$dir" && pwd)"
if ! command -v php >/dev/null 2>&1; then
  echo "FAIL: php is not installed (apt-get install -y php-cli php-mbstring phpunit)" >&2
  exit 1
fi
echo "Checking the PHP backend in $dir with $(php -r 'echo PHP_VERSION;')"

failures=0
work="$(mktemp -d)"
server_pid=""
cleanup() {
  if [[ -n "$server_pid" ]]; then kill "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# ---- 1. syntax --------------------------------------------------------------------------------------
mapfile -t files < <(cd "$dir" && find . -name '*.php' -not -path './vendor/*' | sort)
if [[ ${#files[@]} -eq 0 ]]; then
  echo "FAIL: no .php files"
  exit 1
fi
lint_failed=0
for file in "${files[@]}"; do
  if ! output="$(cd "$dir" && php -l "$file" 2>&1)"; then
    echo "FAIL: php -l $file"
    echo "$output" | sed 's/^/    /'
    lint_failed=$((lint_failed + 1))
  fi
done
echo "php -l: ${#files[@]} files, $lint_failed with errors"
failures=$((failures + lint_failed))

# ---- 2 and 3. composer.json and PSR-4 -----------------------------------------------------------------
cat >"$work/psr4.php" <<'PHP'
<?php

declare(strict_types=1);

// Reads composer.json's PSR-4 map, checks each class file's place and each `use` of an app class.
$root = $argv[1];
try {
    $composer = json_decode((string) file_get_contents("$root/composer.json"), true, 512, JSON_THROW_ON_ERROR);
} catch (JsonException $error) {
    echo "FAIL: composer.json is not valid JSON: {$error->getMessage()}\n";
    exit(1);
}
$map = [...($composer['autoload']['psr-4'] ?? []), ...($composer['autoload-dev']['psr-4'] ?? [])];
if (!is_array($composer) || $map === []) {
    echo "FAIL: composer.json has no autoload psr-4 map\n";
    exit(1);
}
echo 'composer.json: valid JSON; PSR-4 ' . implode(', ', array_map(fn ($prefix, $path) => "$prefix => $path", array_keys($map), $map)) . "\n";
// Longest prefix first, so App\Tests\ wins over App\.
uksort($map, fn (string $a, string $b): int => strlen($b) <=> strlen($a));

$fileFor = function (string $class) use ($map, $root): ?string {
    foreach ($map as $prefix => $path) {
        if (str_starts_with($class, $prefix)) {
            return rtrim("$root/" . rtrim((string) $path, '/'), '/') . '/' . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
        }
    }
    return null;
};

$failures = 0;
$classes = 0;
$uses = 0;
$iterator = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($root, FilesystemIterator::SKIP_DOTS));
foreach ($iterator as $info) {
    $path = $info->getPathname();
    if ($info->getExtension() !== 'php' || str_contains($path, '/vendor/')) {
        continue;
    }
    $source = (string) file_get_contents($path);
    $relative = substr($path, strlen($root) + 1);
    $namespace = preg_match('/^namespace\s+([\w\\\\]+);/m', $source, $found) === 1 ? $found[1] : null;
    if ($namespace !== null && preg_match_all('/^(?:(?:final|abstract|readonly)\s+)*(?:class|interface|trait|enum)\s+(\w+)/m', $source, $declared) > 0) {
        foreach ($declared[1] as $name) {
            $classes++;
            $expected = $fileFor("$namespace\\$name");
            if ($expected !== null && realpath($expected) !== realpath($path)) {
                echo "FAIL: $relative declares $namespace\\$name, which PSR-4 expects in " . substr($expected, strlen($root) + 1) . "\n";
                $failures++;
            }
        }
    }
    preg_match_all('/^use\s+([\w\\\\]+)(?:\s+as\s+\w+)?;/m', $source, $imports);
    foreach ($imports[1] as $class) {
        $file = $fileFor($class);
        if ($file === null) {
            continue; // PHP's own classes, PHPUnit, the MongoDB library: not the app's.
        }
        $uses++;
        if (!is_file($file)) {
            echo "FAIL: $relative uses $class, but " . substr($file, strlen($root) + 1) . " was not generated\n";
            $failures++;
        }
    }
}
echo "PSR-4: $classes classes in place, $uses uses of app classes checked, $failures problems\n";
exit($failures === 0 ? 0 : 1);
PHP
if ! php "$work/psr4.php" "$dir"; then
  failures=$((failures + 1))
fi

# A PSR-4 autoloader standing in for Composer's vendor/autoload.php (steps 4 and 5).
cat >"$work/autoload.php" <<PHP
<?php

declare(strict_types=1);

\$root = $(php -r 'echo var_export($argv[1], true);' "$dir");
\$composer = json_decode((string) file_get_contents("\$root/composer.json"), true);
\$map = [...(\$composer['autoload']['psr-4'] ?? []), ...(\$composer['autoload-dev']['psr-4'] ?? [])];
uksort(\$map, fn (string \$a, string \$b): int => strlen(\$b) <=> strlen(\$a));
spl_autoload_register(static function (string \$class) use (\$map, \$root): void {
    foreach (\$map as \$prefix => \$path) {
        if (str_starts_with(\$class, \$prefix)) {
            \$file = "\$root/" . rtrim((string) \$path, '/') . '/' . str_replace('\\\\', '/', substr(\$class, strlen(\$prefix))) . '.php';
            if (is_file(\$file)) {
                require \$file;
            }
            return;
        }
    }
});
// A library Composer would install that Debian packages (php-json-schema): justinrainbow/json-schema, with which
// the app's tests check every answer against its OpenAPI document.
if (is_file('/usr/share/php/JsonSchema/autoload.php')) {
    require_once '/usr/share/php/JsonSchema/autoload.php';
}
PHP

# ---- 4. the app's PHPUnit tests -------------------------------------------------------------------------
if ! php -r 'exit(extension_loaded("mbstring") ? 0 : 1);'; then
  echo "FAIL: PHP's mbstring extension is missing (apt-get install -y php-mbstring); the app needs it"
  failures=$((failures + 1))
elif command -v phpunit >/dev/null 2>&1; then
  echo "PHPUnit ($(phpunit --version | head -n 1)), with a PSR-4 autoloader in place of Composer's:"
  if [[ -n "${DATABASE_URL:-}" ]]; then
    echo "(DATABASE_URL is set: the database test runs against it and empties its tables)"
  fi
  if (cd "$dir" && TMPDIR="$work" phpunit --bootstrap "$work/autoload.php" --configuration phpunit.xml --do-not-cache-result); then
    echo "PHPUnit: passed"
  else
    echo "FAIL: PHPUnit"
    failures=$((failures + 1))
  fi
elif [[ "${CHECK_REQUIRE_TESTS:-}" == "1" ]]; then
  echo "FAIL: phpunit is not installed (apt-get install -y phpunit) and CHECK_REQUIRE_TESTS=1"
  failures=$((failures + 1))
else
  echo "PHPUnit: skipped (phpunit is not installed: apt-get install -y phpunit)"
fi

# shellcheck source=scripts/lib/seed-check.sh
source "$(dirname "$0")/lib/seed-check.sh"

# ---- 5. smoke run of the front controller ------------------------------------------------------------------
if command -v curl >/dev/null 2>&1 && php -r 'exit(extension_loaded("mbstring") ? 0 : 1);'; then
  # A copy whose vendor/autoload.php is the stand-in autoloader (it points at the real sources).
  mkdir -p "$work/app/vendor" "$work/tmp"
  cp -r "$dir/public" "$work/app/public"
  cp "$work/autoload.php" "$work/app/vendor/autoload.php"
  # A port the system says is free (a random one was sometimes taken: "Address already in use").
  port=$(php -r '$s = stream_socket_server("tcp://127.0.0.1:0"); $n = stream_socket_get_name($s, false); fclose($s); echo substr($n, strrpos($n, ":") + 1);')
  # One process (no PHP_CLI_SERVER_WORKERS), so killing it leaves no workers behind.
  env -u DATABASE_URL -u PHP_CLI_SERVER_WORKERS TMPDIR="$work/tmp" AUTH_SECRET=smoke-test php -S "127.0.0.1:$port" -t "$work/app/public" "$work/app/public/index.php" >"$work/server.log" 2>&1 &
  server_pid=$!
  up=0
  if wait_for_api "http://127.0.0.1:$port" 50; then up=1; fi
  smoke() { # method path expected-status
    local status
    status="$(curl -s -o "$work/body" -w '%{http_code}' -X "$1" "http://127.0.0.1:$port$2")"
    if [[ "$status" == "$3" ]]; then
      echo "smoke: $1 $2 -> $status $(head -c 120 "$work/body")"
    else
      echo "FAIL: smoke $1 $2 answered $status, expected $3: $(head -c 300 "$work/body")"
      failures=$((failures + 1))
    fi
  }
  if [[ $up -eq 1 ]]; then
    smoke GET /api/health 200
    smoke GET /api/no-such-route "$(grep -q "'/api/auth/login'" "$dir/src/Features/Auth/AuthRoutes.php" 2>/dev/null && echo 401 || echo 404)"
    seed_records "http://127.0.0.1:$port" "$dir/../scripts/seed.mjs" || failures=$((failures + 1))
  else
    echo "FAIL: php -S did not answer on port $port"
    sed 's/^/    /' "$work/server.log"
    failures=$((failures + 1))
  fi
  kill "$server_pid" 2>/dev/null || true
  wait "$server_pid" 2>/dev/null || true
  server_pid=""
else
  echo "smoke run: skipped (needs curl and PHP's mbstring)"
fi

if [[ $failures -gt 0 ]]; then
  echo "check-php: $failures check(s) failed"
  exit 1
fi
echo "check-php: all checks passed"
