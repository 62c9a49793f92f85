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
