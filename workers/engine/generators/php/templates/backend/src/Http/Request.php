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
