<?php

declare(strict_types=1);

namespace App\Rules;

use App\Http\ValidationError;

/**
 * The business rules the typed rules cannot say (docs/ARCHITECTURE.md, "Needs a person"), checked on every
 * create and change of any record (src/Http/Crud.php), after the typed rules. Each rule's code goes in its
 * slot in check(), and its test cases in tests/Records/CustomRulesTest.php.
 */
final class CustomRules
{
    /**
     * Checks one record: $topic is its type as its route names it ('products' for /api/products), $data the
     * values sent, $current the stored record a change replaces (null for a new one).
     *
     * @param array<string, mixed> $data
     * @param array<string, mixed>|null $current
     */
    public static function check(string $topic, array $data, ?array $current): void
    {
        // rule BIZ-9: Refunds need the owner's approval
        // TODO(BIZ-9): not written yet. A person or the configured model writes this rule's code here.
        // end of rule BIZ-9
    }

    /** Refuses the change with a 400 on one field, the answer the typed rules give. */
    public static function refuse(string $field, string $message): never
    {
        throw new ValidationError([['path' => $field, 'message' => $message]]);
    }
}
