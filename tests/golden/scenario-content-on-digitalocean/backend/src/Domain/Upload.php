<?php

declare(strict_types=1);

namespace App\Domain;

use App\Http\Validator;
use App\Repositories\FieldSpec;
use App\Repositories\RecordSpec;

/** An upload: how it is stored and what a client may send. */
final class Upload
{
    public static function spec(): RecordSpec
    {
        return new RecordSpec('uploads', 'Upload', [
            new FieldSpec('fileName', 'file_name', 'string', true),
            new FieldSpec('contentType', 'content_type', 'string', true),
            new FieldSpec('size', 'size', 'number', true),
        ]);
    }

    /**
     * Checks what a client sends to create or replace an upload.
     *
     * @return array<string, mixed> the cleaned fields
     * @throws \App\Http\ValidationError
     */
    public static function input(mixed $body): array
    {
        $check = new Validator($body);
        $input = [
            'fileName' => $check->text('fileName', 200),
            'contentType' => $check->text('contentType', 200),
            'size' => $check->number('size'),
        ];
        $check->done();
        return $input;
    }
}
