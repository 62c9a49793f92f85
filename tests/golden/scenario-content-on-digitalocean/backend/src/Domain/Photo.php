<?php

declare(strict_types=1);

namespace App\Domain;

use App\Http\Validator;
use App\Repositories\FieldSpec;
use App\Repositories\RecordSpec;

/** A photo: how it is stored and what a client may send. */
final class Photo
{
    public static function spec(): RecordSpec
    {
        return new RecordSpec('photos', 'Photo', [
            new FieldSpec('title', 'title', 'string', true),
            new FieldSpec('url', 'url', 'string', true),
            new FieldSpec('notes', 'notes', 'string', false),
        ]);
    }

    /**
     * Checks what a client sends to create or replace a photo.
     *
     * @return array<string, mixed> the cleaned fields
     * @throws \App\Http\ValidationError
     */
    public static function input(mixed $body): array
    {
        $check = new Validator($body);
        $input = [
            'title' => $check->text('title', 200),
            'url' => $check->url('url'),
            'notes' => $check->text('notes', 10000, required: false),
        ];
        $check->done();
        return $input;
    }
}
