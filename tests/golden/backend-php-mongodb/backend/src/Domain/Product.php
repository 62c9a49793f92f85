<?php

declare(strict_types=1);

namespace App\Domain;

use App\Http\Validator;
use App\Repositories\FieldSpec;
use App\Repositories\RecordSpec;

/** A product: how it is stored and what a client may send. */
final class Product
{
    public static function spec(): RecordSpec
    {
        return new RecordSpec('products', 'Product', [
            new FieldSpec('name', 'name', 'string', true, unique: true),
            new FieldSpec('description', 'description', 'string', false),
            new FieldSpec('price', 'price', 'number', true),
            new FieldSpec('stock', 'stock', 'number', true),
            new FieldSpec('active', 'active', 'boolean', true),
        ]);
    }

    /**
     * Checks what a client sends to create or replace a product.
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
            'price' => $check->number('price'),
            'stock' => $check->number('stock'),
            'active' => $check->boolean('active'),
        ];
        // RULE-2 (BIZ-2): stock is at least 0
        $check->check('stock', $input['stock'] === null || $input['stock'] >= 0, 'Must be at least 0');
        // RULE-3 (BIZ-3): name is unique
        $check->done();
        return $input;
    }
}
