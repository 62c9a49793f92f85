<?php

declare(strict_types=1);

namespace App\Domain;

use App\Http\Validator;
use App\Repositories\FieldSpec;
use App\Repositories\RecordSpec;

/** A notification: how it is stored and what a client may send. */
final class Notification
{
    public static function spec(): RecordSpec
    {
        return new RecordSpec('notifications', 'Notification', [
            new FieldSpec('recipient', 'recipient', 'string', true),
            new FieldSpec('title', 'title', 'string', true),
            new FieldSpec('body', 'body', 'string', false),
            new FieldSpec('read', 'read', 'boolean', true),
        ]);
    }

    /**
     * Checks what a client sends to create or replace a notification.
     *
     * @return array<string, mixed> the cleaned fields
     * @throws \App\Http\ValidationError
     */
    public static function input(mixed $body): array
    {
        $check = new Validator($body);
        $input = [
            'recipient' => $check->text('recipient', 200),
            'title' => $check->text('title', 200),
            'body' => $check->text('body', 10000, required: false),
            'read' => $check->boolean('read'),
        ];
        $check->done();
        return $input;
    }
}
