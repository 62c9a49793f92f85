<?php

declare(strict_types=1);

namespace App\Tests\Features;

use App\Features\Payments\LocalPaymentProvider;
use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

final class PaymentsTest extends TestCase
{
    public function testTakesAPaymentAndKeepsItsRecord(): void
    {
        $client = TestClient::create();
        $response = $client->post('/api/payments/checkout', [
            'amount' => 2500,
            'currency' => 'EUR',
            'description' => 'First order',
            'paymentMethod' => 'pm_card_visa',
        ])->assertStatus(201);
        self::assertSame(2500, $response->json['amount']);
        self::assertSame('eur', $response->json['currency']);
        self::assertSame('succeeded', $response->json['status']);
        self::assertNull($response->json['failureReason']);
        self::assertCount(1, $client->get('/api/payments')->assertStatus(200)->json);
        $client->get('/api/payments/' . $response->json['id'])->assertStatus(200);
    }

    public function testRecordsADeclinedCardAsAFailedPayment(): void
    {
        $client = TestClient::create();
        $response = $client->post('/api/payments/checkout', ['amount' => 100, 'paymentMethod' => LocalPaymentProvider::DECLINED_METHOD])->assertStatus(402);
        self::assertSame('failed', $response->json['status']);
        self::assertSame('The card was declined', $response->json['failureReason']);
        self::assertSame('usd', $response->json['currency']);
    }

    public function testRejectsAnAmountThatIsNotAPositiveWholeNumberOfCents(): void
    {
        $client = TestClient::create();
        $client->post('/api/payments/checkout', ['amount' => -5, 'paymentMethod' => 'pm_card_visa'])->assertStatus(400);
        $client->post('/api/payments/checkout', ['amount' => 1.5, 'paymentMethod' => 'pm_card_visa'])->assertStatus(400);
        $client->get('/api/payments/missing')->assertStatus(404);
    }
}
