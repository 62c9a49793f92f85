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
