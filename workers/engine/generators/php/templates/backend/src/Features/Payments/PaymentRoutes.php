<?php

declare(strict_types=1);

namespace App\Features\Payments;

use App\Http\HttpError;
use App\Http\Request;
use App\Http\Response;
use App\Http\Router;
use App\Http\Validator;
use App\Services;

/** /api/payments: take a payment through the configured provider and keep its record. */
final class PaymentRoutes
{
    public static function register(Router $router, Services $services): void
    {
        $payments = $services->repositories->payments;
        $provider = $services->payments;
        $events = $services->events;

        $router->post('/api/payments/checkout', static function (Request $request) use ($payments, $provider, $events): Response {
            $charge = self::checkout($request->input());
            $result = $provider->charge($charge);
            $payment = $payments->create([
                'amount' => $charge->amount,
                'currency' => $charge->currency,
                'description' => $charge->description,
                'status' => $result->status,
                'providerReference' => $result->providerReference,
                'failureReason' => $result->failureReason,
            ]);
            $events->publish('payments', 'created', (string) $payment['id']);
            if ($result->succeeded()) {
                return Response::json($payment, 201);
            }
            // A declined payment is kept (GET /api/payments lists it) and answered as every failure is.
            return Response::json(['error' => $result->failureReason ?? 'The payment was declined'], 402);
        });
        $router->get('/api/payments', static fn (): Response => Response::json($payments->list()));
        $router->get('/api/payments/:id', static function (Request $request, array $params) use ($payments): Response {
            return Response::json($payments->get($params['id']) ?? throw new HttpError(404, 'Payment not found'));
        });
    }

    private static function checkout(mixed $body): ChargeRequest
    {
        $check = new Validator($body);
        $amount = $check->number('amount');
        if ($amount !== null) {
            $check->check('amount', floor((float) $amount) === (float) $amount && $amount > 0, 'Must be a positive whole number of cents');
        }
        $currency = is_array($body) && array_key_exists('currency', $body) ? $check->text('currency', 3) : 'usd';
        if ($currency !== null && !$check->failed('currency')) {
            $check->check('currency', preg_match('/^[A-Za-z]{3}$/', $currency) === 1, 'Use a three-letter currency code');
        }
        $description = $check->text('description', 200, required: false);
        $paymentMethod = $check->text('paymentMethod', null);
        $check->done();
        return new ChargeRequest((int) $amount, strtolower((string) $currency), $description, (string) $paymentMethod);
    }
}
