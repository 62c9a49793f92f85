import { code } from "../files";
import type { GeneratedFile } from "../types";
import { php } from "./names";

const request = php`
<?php

declare(strict_types=1);

namespace App\Http;

/** One HTTP request: read from PHP's globals by the front controller, or built directly by the tests. */
final class Request
{
    /** @var array<string, string> header names in lower case */
    public readonly array $headers;

    public readonly string $path;

    /** @var array<string, mixed> */
    public readonly array $query;

    /** @var array<string, mixed> values the app adds on the way: the parsed body, the signed-in user */
    private array $attributes = [];

    /** @param array<string, string> $headers */
    public function __construct(
        public readonly string $method,
        public readonly string $uri,
        array $headers = [],
        public readonly string $body = '',
    ) {
        $normalized = [];
        foreach ($headers as $name => $value) {
            $normalized[strtolower($name)] = $value;
        }
        $this->headers = $normalized;
        $path = parse_url($uri, PHP_URL_PATH);
        $this->path = is_string($path) && $path !== '' ? $path : '/';
        $query = [];
        parse_str((string) parse_url($uri, PHP_URL_QUERY), $query);
        $this->query = $query;
    }

    public static function fromGlobals(): self
    {
        $headers = [];
        foreach ($_SERVER as $key => $value) {
            if (is_string($value) && str_starts_with($key, 'HTTP_')) {
                $headers[str_replace('_', '-', substr($key, 5))] = $value;
            }
        }
        foreach (['CONTENT_TYPE' => 'content-type', 'CONTENT_LENGTH' => 'content-length'] as $key => $name) {
            if (isset($_SERVER[$key]) && is_string($_SERVER[$key])) {
                $headers[$name] = $_SERVER[$key];
            }
        }
        $body = file_get_contents('php://input');
        $method = is_string($_SERVER['REQUEST_METHOD'] ?? null) ? strtoupper($_SERVER['REQUEST_METHOD']) : 'GET';
        $uri = is_string($_SERVER['REQUEST_URI'] ?? null) ? $_SERVER['REQUEST_URI'] : '/';
        return new self($method, $uri, $headers, $body === false ? '' : $body);
    }

    public function header(string $name): ?string
    {
        return $this->headers[strtolower($name)] ?? null;
    }

    /** The media type of the body, without parameters: "application/json". */
    public function contentType(): string
    {
        return strtolower(trim(explode(';', $this->header('content-type') ?? '')[0]));
    }

    public function with(string $name, mixed $value): self
    {
        $copy = clone $this;
        $copy->attributes[$name] = $value;
        return $copy;
    }

    public function attribute(string $name): mixed
    {
        return $this->attributes[$name] ?? null;
    }

    /** The parsed JSON body; an empty object when none was sent. */
    public function input(): mixed
    {
        return $this->attributes['input'] ?? [];
    }
}
`;

const response = php`
<?php

declare(strict_types=1);

namespace App\Http;

/** One HTTP response: a status, headers and either a body or a stream (the live event stream). */
final class Response
{
    /**
     * @param array<string, string> $headers
     * @param (\Closure(\Closure(string): void, \Closure(): bool): void)|null $stream writes chunks while the wait closure says to go on
     */
    public function __construct(
        public readonly int $status = 200,
        public readonly array $headers = [],
        public readonly string $body = '',
        public readonly ?\Closure $stream = null,
    ) {
    }

    public static function json(mixed $data, int $status = 200): self
    {
        $body = json_encode($data, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR);
        return new self($status, ['Content-Type' => 'application/json; charset=utf-8'], $body);
    }

    public static function noContent(): self
    {
        return new self(204);
    }

    /** @param array<string, string> $headers */
    public function withHeaders(array $headers): self
    {
        return new self($this->status, [...$this->headers, ...$headers], $this->body, $this->stream);
    }

    /** Sends it with PHP's own functions: what the front controller does. */
    public function send(): void
    {
        http_response_code($this->status);
        header_remove('X-Powered-By');
        foreach ($this->headers as $name => $value) {
            header($name . ': ' . $value);
        }
        if ($this->stream === null) {
            echo $this->body;
            return;
        }
        set_time_limit(0);
        while (ob_get_level() > 0) {
            ob_end_flush();
        }
        ($this->stream)(
            static function (string $chunk): void {
                echo $chunk;
                flush();
            },
            static function (): bool {
                usleep(500_000);
                return connection_aborted() === 0;
            },
        );
    }
}
`;

const router = php`
<?php

declare(strict_types=1);

namespace App\Http;

/** Routes by method and path; ":name" segments become parameters. */
final class Router
{
    /** @var list<array{method: string, pattern: string, names: list<string>, handler: \Closure}> */
    private array $routes = [];

    /** @param \Closure(Request, array<string, string>): Response $handler */
    public function add(string $method, string $path, \Closure $handler): void
    {
        $names = [];
        $segments = [];
        foreach (explode('/', trim($path, '/')) as $segment) {
            if (str_starts_with($segment, ':')) {
                $names[] = substr($segment, 1);
                $segments[] = '([^/]+)';
            } else {
                $segments[] = preg_quote($segment, '#');
            }
        }
        $pattern = '#^/' . implode('/', $segments) . '/?$#';
        $this->routes[] = ['method' => $method, 'pattern' => $pattern, 'names' => $names, 'handler' => $handler];
    }

    /** @param \Closure(Request, array<string, string>): Response $handler */
    public function get(string $path, \Closure $handler): void
    {
        $this->add('GET', $path, $handler);
    }

    /** @param \Closure(Request, array<string, string>): Response $handler */
    public function post(string $path, \Closure $handler): void
    {
        $this->add('POST', $path, $handler);
    }

    /** @param \Closure(Request, array<string, string>): Response $handler */
    public function put(string $path, \Closure $handler): void
    {
        $this->add('PUT', $path, $handler);
    }

    /** @param \Closure(Request, array<string, string>): Response $handler */
    public function delete(string $path, \Closure $handler): void
    {
        $this->add('DELETE', $path, $handler);
    }

    /** The handler of the first matching route, bound to its parameters, or null. */
    public function match(string $method, string $path): ?\Closure
    {
        foreach ($this->routes as $route) {
            if ($route['method'] !== $method || preg_match($route['pattern'], $path, $found) !== 1) {
                continue;
            }
            $params = [];
            foreach ($route['names'] as $index => $name) {
                $params[$name] = rawurldecode($found[$index + 1]);
            }
            $handler = $route['handler'];
            return static fn (Request $request): Response => $handler($request, $params);
        }
        return null;
    }
}
`;

const httpError = php`
<?php

declare(strict_types=1);

namespace App\Http;

/** An error with the HTTP status it is answered with. */
final class HttpError extends \RuntimeException
{
    public function __construct(public readonly int $status, string $message)
    {
        parent::__construct($message);
    }
}
`;

const validationError = php`
<?php

declare(strict_types=1);

namespace App\Http;

/** Input that breaks the rules: answered with 400 and one issue per field. */
final class ValidationError extends \RuntimeException
{
    /** @param list<array{path: string, message: string}> $issues */
    public function __construct(public readonly array $issues)
    {
        parent::__construct('Invalid input');
    }
}
`;

const errors = php`
<?php

declare(strict_types=1);

namespace App\Http;

use App\Repositories\DuplicateValueError;
use App\Repositories\RecordInUseError;

/** One error shape for every failure: { error, issues? }. Unknown errors are logged and answered with 500. */
final class Errors
{
    public static function respond(\Throwable $error): Response
    {
        if ($error instanceof ValidationError) {
            return Response::json(['error' => $error->getMessage(), 'issues' => $error->issues], 400);
        }
        if ($error instanceof HttpError) {
            return Response::json(['error' => $error->getMessage()], $error->status);
        }
        if ($error instanceof RecordInUseError || $error instanceof DuplicateValueError) {
            return Response::json(['error' => $error->getMessage()], 409);
        }
        error_log((string) $error);
        return Response::json(['error' => 'Something went wrong'], 500);
    }
}
`;

const validator = php`
<?php

declare(strict_types=1);

namespace App\Http;

use App\Domain\Dates;

/**
 * Checks a request body field by field and collects every problem, so a client learns all of them at once.
 * Each method returns the cleaned value (trimmed text, an ISO date) or null; done() throws when anything failed.
 */
final class Validator
{
    /** @var array<string, mixed> */
    private array $data = [];

    /** @var list<array{path: string, message: string}> */
    private array $issues = [];

    public function __construct(mixed $body)
    {
        if (is_array($body) && ($body === [] || !array_is_list($body))) {
            $this->data = $body;
        } else {
            $this->issues[] = ['path' => '', 'message' => 'Expected a JSON object'];
        }
    }

    public function text(
        string $name,
        ?int $max = 200,
        bool $required = true,
        bool $trim = true,
        ?int $min = null,
        string $tooShort = 'Must not be empty',
    ): ?string {
        $value = $this->data[$name] ?? null;
        if ($value === null) {
            return $this->missing($name, $required);
        }
        if (!is_string($value)) {
            return $this->fail($name, 'Must be text');
        }
        $text = $trim ? trim($value) : $value;
        $length = mb_strlen($text);
        if ($length < ($min ?? ($required ? 1 : 0))) {
            return $this->fail($name, $tooShort);
        }
        if ($max !== null && $length > $max) {
            return $this->fail($name, "Must be at most $max characters");
        }
        return $text;
    }

    public function email(string $name, bool $required = true): ?string
    {
        $value = $this->data[$name] ?? null;
        if ($value === null) {
            return $this->missing($name, $required);
        }
        if (!is_string($value) || filter_var($value, FILTER_VALIDATE_EMAIL) === false) {
            return $this->fail($name, 'Must be an email address');
        }
        return $value;
    }

    public function url(string $name, bool $required = true): ?string
    {
        $value = $this->data[$name] ?? null;
        if ($value === null) {
            return $this->missing($name, $required);
        }
        if (!is_string($value) || filter_var($value, FILTER_VALIDATE_URL) === false) {
            return $this->fail($name, 'Must be a URL');
        }
        return $value;
    }

    public function number(string $name, bool $required = true): int|float|null
    {
        $value = $this->data[$name] ?? null;
        if ($value === null) {
            return $this->missing($name, $required);
        }
        if (!is_int($value) && !is_float($value)) {
            return $this->fail($name, 'Must be a number');
        }
        return $value;
    }

    /** A yes/no value; false when it is left out. */
    public function boolean(string $name): bool
    {
        if (!array_key_exists($name, $this->data)) {
            return false;
        }
        $value = $this->data[$name];
        if (!is_bool($value)) {
            $this->fail($name, 'Must be true or false');
            return false;
        }
        return $value;
    }

    /** A date and time in any form PHP reads with a date in it, returned as an ISO string in UTC. */
    public function dateTime(string $name, bool $required = true): ?string
    {
        $value = $this->data[$name] ?? null;
        if ($value === null) {
            return $this->missing($name, $required);
        }
        $date = is_string($value) ? Dates::parse($value) : null;
        if ($date === null) {
            return $this->fail($name, 'Must be a date');
        }
        return Dates::iso($date);
    }

    /** The id of another record (whether it exists is checked by the routes). */
    public function reference(string $name, bool $required = true): ?string
    {
        $value = $this->data[$name] ?? null;
        if ($value === null) {
            return $this->missing($name, $required);
        }
        if (!is_string($value) || $value === '') {
            return $this->fail($name, 'Must be the id of a record');
        }
        return $value;
    }

    /** Adds an issue when a rule of its own does not hold. */
    public function check(string $name, bool $holds, string $message): void
    {
        if (!$holds) {
            $this->fail($name, $message);
        }
    }

    public function failed(string $name): bool
    {
        foreach ($this->issues as $issue) {
            if ($issue['path'] === $name) {
                return true;
            }
        }
        return false;
    }

    /** @throws ValidationError when any field broke a rule */
    public function done(): void
    {
        if ($this->issues !== []) {
            throw new ValidationError($this->issues);
        }
    }

    private function missing(string $name, bool $required): null
    {
        if ($required) {
            $this->fail($name, 'Required');
        }
        return null;
    }

    private function fail(string $name, string $message): null
    {
        $this->issues[] = ['path' => $name, 'message' => $message];
        return null;
    }
}
`;

const dates = php`
<?php

declare(strict_types=1);

namespace App\Domain;

/** Dates travel as ISO strings in UTC with milliseconds: "2030-01-15T10:00:00.000Z". */
final class Dates
{
    public static function parse(string $value): ?\DateTimeImmutable
    {
        if (preg_match('/\d/', $value) !== 1) {
            return null;
        }
        try {
            return new \DateTimeImmutable($value, new \DateTimeZone('UTC'));
        } catch (\Exception) {
            return null;
        }
    }

    public static function iso(\DateTimeInterface $date): string
    {
        return \DateTimeImmutable::createFromInterface($date)
            ->setTimezone(new \DateTimeZone('UTC'))
            ->format('Y-m-d\TH:i:s.v\Z');
    }

    public static function now(): string
    {
        return self::iso(new \DateTimeImmutable('now'));
    }
}
`;

const changeFeed = php`
<?php

declare(strict_types=1);

namespace App\Events;

/**
 * Changes to records (created, updated, deleted): what the live stream sends to open screens.
 * Readers keep a cursor and ask for what came after it.
 */
interface ChangeFeed
{
    public function publish(string $topic, string $action, string $id): void;

    /** Where the feed ends now: a reader starting here sees only later changes. */
    public function cursor(): int;

    /** @return array{0: int, 1: list<array{topic: string, action: string, id: string}>} the new cursor and the changes */
    public function since(int $cursor): array;
}
`;

const memoryFeed = php`
<?php

declare(strict_types=1);

namespace App\Events;

/** Changes kept in this process: what the tests use. */
final class MemoryChangeFeed implements ChangeFeed
{
    /** @var list<array{topic: string, action: string, id: string}> */
    private array $changes = [];

    public function publish(string $topic, string $action, string $id): void
    {
        $this->changes[] = ['topic' => $topic, 'action' => $action, 'id' => $id];
    }

    public function cursor(): int
    {
        return count($this->changes);
    }

    public function since(int $cursor): array
    {
        return [count($this->changes), array_slice($this->changes, $cursor)];
    }
}
`;

const fileFeed = php`
<?php

declare(strict_types=1);

namespace App\Events;

/**
 * Changes appended to a file, one JSON line each, so every PHP worker of this server sees them. Each
 * server instance has its own file: behind a load balancer, run one instance or put a message broker here.
 */
final class FileChangeFeed implements ChangeFeed
{
    private const MAX_BYTES = 1_000_000;

    public function __construct(private readonly string $file)
    {
    }

    public function publish(string $topic, string $action, string $id): void
    {
        $handle = fopen($this->file, 'c');
        if ($handle === false) {
            return;
        }
        flock($handle, LOCK_EX);
        fseek($handle, 0, SEEK_END);
        if ((int) ftell($handle) > self::MAX_BYTES) {
            ftruncate($handle, 0);
            rewind($handle);
        }
        fwrite($handle, json_encode(['topic' => $topic, 'action' => $action, 'id' => $id], JSON_THROW_ON_ERROR) . "\n");
        fflush($handle);
        flock($handle, LOCK_UN);
        fclose($handle);
    }

    public function cursor(): int
    {
        clearstatcache(true, $this->file);
        return is_file($this->file) ? (int) filesize($this->file) : 0;
    }

    public function since(int $cursor): array
    {
        $end = $this->cursor();
        if ($end < $cursor) {
            $cursor = 0;
        }
        if ($end === $cursor) {
            return [$cursor, []];
        }
        $text = (string) file_get_contents($this->file, false, null, $cursor, $end - $cursor);
        $complete = strrpos($text, "\n");
        if ($complete === false) {
            return [$cursor, []];
        }
        $changes = [];
        foreach (explode("\n", substr($text, 0, $complete)) as $line) {
            $change = json_decode($line, true);
            if (is_array($change) && is_string($change['topic'] ?? null) && is_string($change['action'] ?? null) && is_string($change['id'] ?? null)) {
                $changes[] = ['topic' => $change['topic'], 'action' => $change['action'], 'id' => $change['id']];
            }
        }
        return [$cursor + $complete + 1, $changes];
    }
}
`;

const crud = php`
<?php

declare(strict_types=1);

namespace App\Http;

use App\Events\ChangeFeed;
use App\Repositories\Repository;

/** GET, POST, GET /:id, PUT /:id and DELETE /:id for one record type, validated and announced. */
final class Crud
{
    /**
     * @param \Closure(mixed): array<string, mixed> $input validates a request body
     * @param array<string, array{label: string, repository: Repository}> $references by field: what it points at
     */
    public static function register(
        Router $router,
        string $base,
        string $label,
        string $topic,
        Repository $repository,
        \Closure $input,
        array $references,
        ChangeFeed $events,
    ): void {
        $notFound = static fn (): HttpError => new HttpError(404, "$label not found");
        $parse = static function (Request $request) use ($input, $references): array {
            $data = $input($request->input());
            foreach ($references as $field => $reference) {
                $id = $data[$field] ?? null;
                if (is_string($id) && $reference['repository']->get($id) === null) {
                    throw new HttpError(400, "{$reference['label']} $id does not exist");
                }
            }
            return $data;
        };

        $router->get($base, static fn (): Response => Response::json($repository->list()));
        $router->post($base, static function (Request $request) use ($repository, $parse, $events, $topic): Response {
            $created = $repository->create($parse($request));
            $events->publish($topic, 'created', (string) $created['id']);
            return Response::json($created, 201);
        });
        $router->get("$base/:id", static function (Request $request, array $params) use ($repository, $notFound): Response {
            return Response::json($repository->get($params['id']) ?? throw $notFound());
        });
        $router->put("$base/:id", static function (Request $request, array $params) use ($repository, $parse, $events, $topic, $notFound): Response {
            $id = $params['id'];
            if ($repository->get($id) === null) {
                throw $notFound();
            }
            $updated = $repository->update($id, $parse($request)) ?? throw $notFound();
            $events->publish($topic, 'updated', $id);
            return Response::json($updated);
        });
        $router->delete("$base/:id", static function (Request $request, array $params) use ($repository, $events, $topic, $notFound): Response {
            $id = $params['id'];
            if (!$repository->remove($id)) {
                throw $notFound();
            }
            $events->publish($topic, 'deleted', $id);
            return Response::noContent();
        });
    }
}
`;

/** The HTTP layer every route uses: request, response, router, errors, validation, change feed. */
export const httpFiles = (): GeneratedFile[] => [
  code("backend/src/Http/Request.php", "backend", request),
  code("backend/src/Http/Response.php", "backend", response),
  code("backend/src/Http/Router.php", "backend", router),
  code("backend/src/Http/HttpError.php", "backend", httpError),
  code("backend/src/Http/ValidationError.php", "backend", validationError),
  code("backend/src/Http/Errors.php", "backend", errors),
  code("backend/src/Http/Validator.php", "backend", validator),
  code("backend/src/Http/Crud.php", "backend", crud),
  code("backend/src/Events/ChangeFeed.php", "backend", changeFeed),
  code("backend/src/Events/MemoryChangeFeed.php", "backend", memoryFeed),
  code("backend/src/Events/FileChangeFeed.php", "backend", fileFeed),
];

/** Dates belong to the records (the data model emitter writes it with them). */
export const datesFile = (): GeneratedFile => code("backend/src/Domain/Dates.php", "backend", dates);
