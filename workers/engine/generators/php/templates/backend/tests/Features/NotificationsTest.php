<?php

declare(strict_types=1);

namespace App\Tests\Features;

use App\Features\Notifications\Email;
use App\Features\Notifications\OutboxMailer;
use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

final class NotificationsTest extends TestCase
{
    public function testStoresANotificationEmailsAnAddressAndMarksItRead(): void
    {
        $client = TestClient::create();
        $created = $client->post('/api/notifications', [
            'recipient' => 'sam@example.com',
            'title' => 'Your order is ready',
            'body' => 'Come and pick it up',
        ])->assertStatus(201);
        self::assertFalse($created->json['read']);
        self::assertSame('Your order is ready', $created->json['title']);
        $outbox = $client->services->mailer;
        self::assertInstanceOf(OutboxMailer::class, $outbox);
        self::assertEquals([new Email('sam@example.com', 'Your order is ready', 'Come and pick it up')], $outbox->sent);
        $read = $client->post('/api/notifications/' . $created->json['id'] . '/read')->assertStatus(200);
        self::assertTrue($read->json['read']);
        self::assertCount(1, $client->get('/api/notifications')->assertStatus(200)->json);
    }

    public function testKeepsAnInAppNotificationWithoutSendingEmail(): void
    {
        $client = TestClient::create();
        $client->post('/api/notifications', ['recipient' => 'kitchen', 'title' => 'New order'])->assertStatus(201);
        $outbox = $client->services->mailer;
        self::assertInstanceOf(OutboxMailer::class, $outbox);
        self::assertSame([], $outbox->sent);
        $client->post('/api/notifications/missing/read')->assertStatus(404);
    }
}
