<?php

declare(strict_types=1);

namespace App\Tests\Support;

/** Valid inputs, the same on every run; a record another one needs is created first. */
final class Fixtures
{
    /** @return array<string, mixed> a category a client may send */
    public static function categoryInput(TestClient $client): array
    {
        return [
            'name' => 'Sample name',
            'description' => 'Sample description',
        ];
    }

    /** @return array<string, mixed> an author a client may send */
    public static function authorInput(TestClient $client): array
    {
        return [
            'name' => 'Sample name',
            'email' => 'author@example.com',
            'bio' => 'Sample bio',
        ];
    }

    /** @return array<string, mixed> an article a client may send */
    public static function articleInput(TestClient $client): array
    {
        $authorCreated = $client->post('/api/authors', self::authorInput($client))->assertStatus(201);
        return [
            'title' => 'Sample title',
            'body' => 'Sample body',
            'published' => true,
            'publishedAt' => '2030-01-15T10:00:00.000Z',
            'categoryId' => null,
            'authorId' => $authorCreated->json['id'],
        ];
    }

    /** @return array<string, mixed> an issue a client may send */
    public static function issueInput(TestClient $client): array
    {
        return [
            'title' => 'Sample title',
            'status' => 'Sample status',
            'dueAt' => '2030-01-15T10:00:00.000Z',
            'done' => true,
        ];
    }

    /** @return array<string, mixed> an editor a client may send */
    public static function editorInput(TestClient $client): array
    {
        return [
            'name' => 'Sample name',
            'description' => 'Sample description',
            'active' => true,
            'issueId' => null,
        ];
    }

    /** @return array<string, mixed> a photo a client may send */
    public static function photoInput(TestClient $client): array
    {
        return [
            'title' => 'Sample title',
            'url' => 'https://example.com/photos',
            'notes' => 'Sample notes',
        ];
    }

    /** @return array<string, mixed> a reader a client may send */
    public static function readerInput(TestClient $client): array
    {
        return [
            'name' => 'Sample name',
            'description' => 'Sample description',
            'active' => true,
        ];
    }
}
