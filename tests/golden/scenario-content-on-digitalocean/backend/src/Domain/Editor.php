<?php

declare(strict_types=1);

namespace App\Domain;

use App\Http\Validator;
use App\Repositories\FieldSpec;
use App\Repositories\RecordSpec;

/** An editor: how it is stored and what a client may send. */
final class Editor
{
    public static function spec(): RecordSpec
    {
        return new RecordSpec('editors', 'Editor', [
            new FieldSpec('name', 'name', 'string', true),
            new FieldSpec('description', 'description', 'string', false),
            new FieldSpec('active', 'active', 'boolean', true),
            new FieldSpec('issueId', 'issue_id', 'reference', false, target: 'issues'),
        ]);
    }

    /**
     * Checks what a client sends to create or replace an editor.
     *
     * @return array<string, mixed> the cleaned fields
     * @throws \App\Http\ValidationError
     */
    public static function input(mixed $body): array
    {
        $check = new Validator($body);
        $input = [
            'name' => $check->text('name', 200),
            'description' => $check->text('description', 10000, required: false),
            'active' => $check->boolean('active'),
            'issueId' => $check->reference('issueId', required: false),
        ];
        $check->done();
        return $input;
    }
}
