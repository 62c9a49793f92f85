<?php

declare(strict_types=1);

namespace App\Routes;

use App\Domain\Order;
use App\Http\Crud;
use App\Http\Router;
use App\Services;

/** /api/orders: list, create, read, replace and delete orders. */
final class OrderRoutes
{
    public static function register(Router $router, Services $services): void
    {
        Crud::register(
            router: $router,
            base: '/api/orders',
            label: 'Order',
            topic: 'orders',
            repository: $services->repositories->orders,
            input: Order::input(...),
            references: [
                'customerId' => ['label' => 'Customer', 'repository' => $services->repositories->customers, 'route' => 'customers'],
                'pickupSlotId' => ['label' => 'Pickup slot', 'repository' => $services->repositories->pickupSlots, 'route' => 'pickup-slots'],
            ],
            events: $services->events,
            ownership: $services->ownership,
            states: [
                // RULE-5 (BIZ-5): status starts as pending and moves pending → paid, paid → collected
                'status' => ['states' => ['pending', 'paid', 'collected'], 'moves' => ['pending' => ['paid'], 'paid' => ['collected'], 'collected' => []]],
            ],
        );
    }
}
