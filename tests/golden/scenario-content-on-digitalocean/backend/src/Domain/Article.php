<?php

declare(strict_types=1);

namespace App\Domain;

use App\Http\Validator;
use App\Repositories\FieldSpec;
use App\Repositories\RecordSpec;

/** An article: how it is stored and what a client may send. */
final class Article
{
    public static function spec(): RecordSpec
    {
        return new RecordSpec('articles', 'Article', [
            new FieldSpec('title', 'title', 'string', true),
            new FieldSpec('body', 'body', 'string', false),
            new FieldSpec('published', 'published', 'boolean', true),
            new FieldSpec('publishedAt', 'published_at', 'date', false),
            new FieldSpec('categoryId', 'category_id', 'reference', false, target: 'categories'),
            new FieldSpec('authorId', 'author_id', 'reference', true, target: 'authors'),
        ]);
    }

    /**
     * Checks what a client sends to create or replace an article.
     *
     * @return array<string, mixed> the cleaned fields
     * @throws \App\Http\ValidationError
     */
    public static function input(mixed $body): array
    {
        $check = new Validator($body);
        $input = [
            'title' => $check->text('title', 200),
            'body' => $check->text('body', 10000, required: false),
            'published' => $check->boolean('published'),
            'publishedAt' => $check->dateTime('publishedAt', required: false),
            'categoryId' => $check->reference('categoryId', required: false),
            'authorId' => $check->reference('authorId'),
        ];
        $check->done();
        return $input;
    }
}
