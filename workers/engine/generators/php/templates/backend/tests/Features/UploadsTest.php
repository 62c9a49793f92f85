<?php

declare(strict_types=1);

namespace App\Tests\Features;

use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

final class UploadsTest extends TestCase
{
    public function testStoresAFileAndGivesItBack(): void
    {
        $client = TestClient::create();
        $created = $client->send('POST', '/api/uploads', 'hello', [
            'Content-Type' => 'application/octet-stream',
            'X-File-Name' => rawurlencode('menu (final).txt'),
            'X-File-Type' => 'text/plain',
        ])->assertStatus(201);
        self::assertSame('menu (final).txt', $created->json['fileName']);
        self::assertSame('text/plain', $created->json['contentType']);
        self::assertSame(5, $created->json['size']);
        self::assertCount(1, $client->get('/api/uploads')->assertStatus(200)->json);
        $content = $client->get('/api/uploads/' . $created->json['id'] . '/content')->assertStatus(200);
        self::assertSame('hello', $content->body);
    }

    public function testRejectsAnUploadWithoutANameOrWithoutContent(): void
    {
        $client = TestClient::create();
        $client->send('POST', '/api/uploads', 'x', ['Content-Type' => 'application/octet-stream'])->assertStatus(400);
        $client->send('POST', '/api/uploads', '', ['X-File-Name' => 'empty.txt'])->assertStatus(400);
        $client->get('/api/uploads/missing/content')->assertStatus(404);
    }
}
