<?php

declare(strict_types=1);

namespace App\Domain;

use App\Http\Validator;
use App\Repositories\FieldSpec;
use App\Repositories\RecordSpec;

/** A production list: how it is stored and what a client may send. */
final class ProductionList
{
    public static function spec(): RecordSpec
    {
        return new RecordSpec('production_lists', 'Production list', [
            new FieldSpec('title', 'title', 'string', true),
            new FieldSpec('date', 'date', 'date', true),
            new FieldSpec('notes', 'notes', 'string', false),
        ]);
    }

    /**
     * Checks what a client sends to create or replace a production list.
     *
     * @return array<string, mixed> the cleaned fields
     * @throws \App\Http\ValidationError
     */
    public static function input(mixed $body): array
    {
        $check = new Validator($body);
        $input = [
            'title' => $check->text('title', 200),
            'date' => $check->dateTime('date'),
            'notes' => $check->text('notes', 10000, required: false),
        ];
        // RULE-8 (BIZ-8): title is one of Morning bake or Afternoon bake
        $check->check('title', $input['title'] === null || in_array($input['title'], ['Morning bake', 'Afternoon bake'], true), 'Must be one of Morning bake, Afternoon bake');
        $check->done();
        return $input;
    }
}
