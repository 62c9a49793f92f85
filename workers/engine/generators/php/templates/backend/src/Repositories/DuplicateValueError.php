<?php

declare(strict_types=1);

namespace App\Repositories;

/** A value that must be unique (an email address) is already taken. */
final class DuplicateValueError extends \RuntimeException
{
    public function __construct(string $field)
    {
        parent::__construct("That $field is already taken");
    }
}
