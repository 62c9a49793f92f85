<?php

declare(strict_types=1);

namespace App\Domain;

use App\Http\Validator;
use App\Repositories\FieldSpec;
use App\Repositories\RecordSpec;

/** An issue: how it is stored and what a client may send. */
final class Issue
{
    public static function spec(): RecordSpec
    {
        return new RecordSpec('issues', 'Issue', [
            new FieldSpec('title', 'title', 'string', true),
            new FieldSpec('status', 'status', 'string', true),
            new FieldSpec('dueAt', 'due_at', 'date', false),
            new FieldSpec('done', 'done', 'boolean', true),
        ]);
    }

    /**
     * Checks what a client sends to create or replace an issue.
     *
     * @return array<string, mixed> the cleaned fields
     * @throws \App\Http\ValidationError
     */
    public static function input(mixed $body): array
    {
        $check = new Validator($body);
        $input = [
            'title' => $check->text('title', 200),
            'status' => $check->text('status', 200),
            'dueAt' => $check->dateTime('dueAt', required: false),
            'done' => $check->boolean('done'),
        ];
        $check->done();
        return $input;
    }
}
