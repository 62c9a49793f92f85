<?php

declare(strict_types=1);

namespace App\Tests\Support;

use PHPUnit\Framework\Assert;

/** What every record type must do through the API, against any store. */
final class EntityChecks
{
    /** @return list<\Closure(TestClient): void> */
    public static function entityChecks(): array
    {
        return [self::articleLifecycle(...), self::categoryLifecycle(...), self::authorLifecycle(...), self::issueLifecycle(...), self::editorLifecycle(...), self::photoLifecycle(...), self::readerLifecycle(...)];
    }

    /** @return list<\Closure(TestClient): void> */
    public static function referenceChecks(): array
    {
        return [self::articleKeepsReferences(...)];
    }

    public static function articleLifecycle(TestClient $client): void
    {
        $input = Fixtures::articleInput($client);
        $created = $client->post('/api/articles', $input)->assertStatus(201);
        $id = (string) $created->json['id'];
        self::assertFields($input, $created->json);
        $list = $client->get('/api/articles')->assertStatus(200);
        Assert::assertContains($id, array_column($list->json, 'id'));
        $client->get('/api/articles/' . $id)->assertStatus(200);
        $change = ['title' => 'Updated title'];
        $updated = $client->put('/api/articles/' . $id, [...$input, ...$change])->assertStatus(200);
        self::assertFields($change, $updated->json);
        $client->delete('/api/articles/' . $id)->assertStatus(204);
        $client->get('/api/articles/' . $id)->assertStatus(404);
    }

    public static function categoryLifecycle(TestClient $client): void
    {
        $input = Fixtures::categoryInput($client);
        $created = $client->post('/api/categories', $input)->assertStatus(201);
        $id = (string) $created->json['id'];
        self::assertFields($input, $created->json);
        $list = $client->get('/api/categories')->assertStatus(200);
        Assert::assertContains($id, array_column($list->json, 'id'));
        $client->get('/api/categories/' . $id)->assertStatus(200);
        $change = ['name' => 'Updated name'];
        $updated = $client->put('/api/categories/' . $id, [...$input, ...$change])->assertStatus(200);
        self::assertFields($change, $updated->json);
        $client->delete('/api/categories/' . $id)->assertStatus(204);
        $client->get('/api/categories/' . $id)->assertStatus(404);
    }

    public static function authorLifecycle(TestClient $client): void
    {
        $input = Fixtures::authorInput($client);
        $created = $client->post('/api/authors', $input)->assertStatus(201);
        $id = (string) $created->json['id'];
        self::assertFields($input, $created->json);
        $list = $client->get('/api/authors')->assertStatus(200);
        Assert::assertContains($id, array_column($list->json, 'id'));
        $client->get('/api/authors/' . $id)->assertStatus(200);
        $change = ['name' => 'Updated name'];
        $updated = $client->put('/api/authors/' . $id, [...$input, ...$change])->assertStatus(200);
        self::assertFields($change, $updated->json);
        $client->delete('/api/authors/' . $id)->assertStatus(204);
        $client->get('/api/authors/' . $id)->assertStatus(404);
    }

    public static function issueLifecycle(TestClient $client): void
    {
        $input = Fixtures::issueInput($client);
        $created = $client->post('/api/issues', $input)->assertStatus(201);
        $id = (string) $created->json['id'];
        self::assertFields($input, $created->json);
        $list = $client->get('/api/issues')->assertStatus(200);
        Assert::assertContains($id, array_column($list->json, 'id'));
        $client->get('/api/issues/' . $id)->assertStatus(200);
        $change = ['title' => 'Updated title'];
        $updated = $client->put('/api/issues/' . $id, [...$input, ...$change])->assertStatus(200);
        self::assertFields($change, $updated->json);
        $client->delete('/api/issues/' . $id)->assertStatus(204);
        $client->get('/api/issues/' . $id)->assertStatus(404);
    }

    public static function editorLifecycle(TestClient $client): void
    {
        $input = Fixtures::editorInput($client);
        $created = $client->post('/api/editors', $input)->assertStatus(201);
        $id = (string) $created->json['id'];
        self::assertFields($input, $created->json);
        $list = $client->get('/api/editors')->assertStatus(200);
        Assert::assertContains($id, array_column($list->json, 'id'));
        $client->get('/api/editors/' . $id)->assertStatus(200);
        $change = ['name' => 'Updated name'];
        $updated = $client->put('/api/editors/' . $id, [...$input, ...$change])->assertStatus(200);
        self::assertFields($change, $updated->json);
        $client->delete('/api/editors/' . $id)->assertStatus(204);
        $client->get('/api/editors/' . $id)->assertStatus(404);
    }

    public static function photoLifecycle(TestClient $client): void
    {
        $input = Fixtures::photoInput($client);
        $created = $client->post('/api/photos', $input)->assertStatus(201);
        $id = (string) $created->json['id'];
        self::assertFields($input, $created->json);
        $list = $client->get('/api/photos')->assertStatus(200);
        Assert::assertContains($id, array_column($list->json, 'id'));
        $client->get('/api/photos/' . $id)->assertStatus(200);
        $change = ['title' => 'Updated title'];
        $updated = $client->put('/api/photos/' . $id, [...$input, ...$change])->assertStatus(200);
        self::assertFields($change, $updated->json);
        $client->delete('/api/photos/' . $id)->assertStatus(204);
        $client->get('/api/photos/' . $id)->assertStatus(404);
    }

    public static function readerLifecycle(TestClient $client): void
    {
        $input = Fixtures::readerInput($client);
        $created = $client->post('/api/readers', $input)->assertStatus(201);
        $id = (string) $created->json['id'];
        self::assertFields($input, $created->json);
        $list = $client->get('/api/readers')->assertStatus(200);
        Assert::assertContains($id, array_column($list->json, 'id'));
        $client->get('/api/readers/' . $id)->assertStatus(200);
        $change = ['name' => 'Updated name'];
        $updated = $client->put('/api/readers/' . $id, [...$input, ...$change])->assertStatus(200);
        self::assertFields($change, $updated->json);
        $client->delete('/api/readers/' . $id)->assertStatus(204);
        $client->get('/api/readers/' . $id)->assertStatus(404);
    }

    /** The author an article refers to cannot be deleted while it does. */
    public static function articleKeepsReferences(TestClient $client): void
    {
        $input = Fixtures::articleInput($client);
        $client->post('/api/articles', $input)->assertStatus(201);
        $client->delete('/api/authors/' . $input['authorId'])->assertStatus(409);
    }

    /**
     * Every expected field has the expected value (numbers compare by value: 1 and 1.0 are the same).
     *
     * @param array<string, mixed> $expected
     */
    private static function assertFields(array $expected, mixed $actual): void
    {
        Assert::assertIsArray($actual);
        foreach ($expected as $name => $value) {
            Assert::assertArrayHasKey($name, $actual);
            Assert::assertEquals($value, $actual[$name], "Field $name");
        }
    }
}
