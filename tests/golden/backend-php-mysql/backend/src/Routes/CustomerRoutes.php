<?php

declare(strict_types=1);

namespace App\Routes;

use App\Domain\Customer;
use App\Http\Crud;
use App\Http\Router;
use App\Services;

/** /api/customers: list, create, read, replace and delete customers. */
final class CustomerRoutes
{
    public static function register(Router $router, Services $services): void
    {
        Crud::register(
            router: $router,
            base: '/api/customers',
            label: 'Customer',
            topic: 'customers',
            repository: $services->repositories->customers,
            input: Customer::input(...),
            references: [],
            events: $services->events,
            ownership: $services->ownership,
        );
    }
}
