<?php

declare(strict_types=1);

namespace App\Domain;

use App\Http\Validator;
use App\Repositories\FieldSpec;
use App\Repositories\RecordSpec;

/** A category: how it is stored and what a client may send. */
final class Category
{
    public static function spec(): RecordSpec
    {
        return new RecordSpec('categories', 'Category', [
            new FieldSpec('name', 'name', 'string', true),
            new FieldSpec('description', 'description', 'string', false),
        ]);
    }

    /**
     * Checks what a client sends to create or replace a category.
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
        ];
        $check->done();
        return $input;
    }
}
