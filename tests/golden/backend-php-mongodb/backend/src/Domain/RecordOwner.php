<?php

declare(strict_types=1);

namespace App\Domain;

use App\Http\Validator;
use App\Repositories\FieldSpec;
use App\Repositories\RecordSpec;

/** A record owner: how it is stored and what a client may send. */
final class RecordOwner
{
    public static function spec(): RecordSpec
    {
        return new RecordSpec('record_owners', 'Record owner', [
            new FieldSpec('recordType', 'record_type', 'string', true),
            new FieldSpec('recordId', 'record_id', 'string', true),
            new FieldSpec('accountId', 'account_id', 'string', true),
        ]);
    }

    /**
     * Checks what a client sends to create or replace a record owner.
     *
     * @return array<string, mixed> the cleaned fields
     * @throws \App\Http\ValidationError
     */
    public static function input(mixed $body): array
    {
        $check = new Validator($body);
        $input = [
            'recordType' => $check->text('recordType', 200),
            'recordId' => $check->text('recordId', 200),
            'accountId' => $check->text('accountId', 200),
        ];
        $check->done();
        return $input;
    }
}
