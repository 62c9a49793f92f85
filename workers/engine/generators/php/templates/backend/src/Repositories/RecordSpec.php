<?php

declare(strict_types=1);

namespace App\Repositories;

/** How a record is described to the storage layers: one spec per table, shared by memory and database. */
final class RecordSpec
{
    /** @param list<FieldSpec> $fields */
    public function __construct(
        public readonly string $table,
        public readonly string $label,
        public readonly array $fields,
    ) {
    }

    public function field(string $name): FieldSpec
    {
        foreach ($this->fields as $field) {
            if ($field->name === $name) {
                return $field;
            }
        }
        throw new \InvalidArgumentException("{$this->table} has no field $name");
    }
}
