<?php

declare(strict_types=1);

namespace App\Tests\Support;

use PHPUnit\Framework\Assert;

/** What the app answered, with the JSON body decoded (null when it is not JSON). */
final class TestResponse
{
    public readonly mixed $json;

    /** @param array<string, string> $headers */
    public function __construct(
        public readonly int $status,
        public readonly array $headers,
        public readonly string $body,
        public readonly ?\Closure $stream,
    ) {
        $this->json = $body === '' ? null : json_decode($body, true);
    }

    /** Fails the test, showing the body, unless the status is the expected one. */
    public function assertStatus(int $expected): self
    {
        Assert::assertSame($expected, $this->status, "Expected $expected, got {$this->status}: {$this->body}");
        return $this;
    }
}
