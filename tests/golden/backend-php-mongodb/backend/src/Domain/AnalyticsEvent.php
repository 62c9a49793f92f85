<?php

declare(strict_types=1);

namespace App\Domain;

use App\Http\Validator;
use App\Repositories\FieldSpec;
use App\Repositories\RecordSpec;

/** An analytics event: how it is stored and what a client may send. */
final class AnalyticsEvent
{
    public static function spec(): RecordSpec
    {
        return new RecordSpec('analytics_events', 'Analytics event', [
            new FieldSpec('name', 'name', 'string', true),
            new FieldSpec('path', 'path', 'string', false),
            new FieldSpec('occurredAt', 'occurred_at', 'date', true),
        ]);
    }

    /**
     * Checks what a client sends to create or replace an analytics event.
     *
     * @return array<string, mixed> the cleaned fields
     * @throws \App\Http\ValidationError
     */
    public static function input(mixed $body): array
    {
        $check = new Validator($body);
        $input = [
            'name' => $check->text('name', 200),
            'path' => $check->text('path', 200, required: false),
            'occurredAt' => $check->dateTime('occurredAt'),
        ];
        $check->done();
        return $input;
    }
}
