<?php

declare(strict_types=1);

namespace App\Repositories;

/** A record other records still refer to cannot be deleted. */
final class RecordInUseError extends \RuntimeException
{
    public function __construct(string $label)
    {
        parent::__construct('This ' . strtolower($label) . ' is still referred to by other records');
    }
}
