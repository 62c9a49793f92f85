<?php

declare(strict_types=1);

namespace App\Domain;

use App\Http\Validator;
use App\Repositories\FieldSpec;
use App\Repositories\RecordSpec;

/** An author: how it is stored and what a client may send. */
final class Author
{
    public static function spec(): RecordSpec
    {
        return new RecordSpec('authors', 'Author', [
            new FieldSpec('name', 'name', 'string', true),
            new FieldSpec('email', 'email', 'string', true),
            new FieldSpec('bio', 'bio', 'string', false),
        ]);
    }

    /**
     * Checks what a client sends to create or replace an author.
     *
     * @return array<string, mixed> the cleaned fields
     * @throws \App\Http\ValidationError
     */
    public static function input(mixed $body): array
    {
        $check = new Validator($body);
        $input = [
            'name' => $check->text('name', 200),
            'email' => $check->email('email'),
            'bio' => $check->text('bio', 10000, required: false),
        ];
        $check->done();
        return $input;
    }
}
