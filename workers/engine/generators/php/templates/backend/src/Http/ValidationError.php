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
