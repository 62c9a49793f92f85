<?php

declare(strict_types=1);

namespace App\Repositories;

/** One stored field: its name in the API, its column, its kind, and what it points at (references). */
final class FieldSpec
{
    public function __construct(
        public readonly string $name,
        public readonly string $column,
        /** string, number, boolean, date or reference */
        public readonly string $kind,
        public readonly bool $required,
        /** For references: the table of the record pointed at. */
        public readonly ?string $target = null,
        public readonly bool $unique = false,
    ) {
    }
}
