<?php

declare(strict_types=1);

namespace App\Routes;

use App\Domain\PickupSlot;
use App\Http\Crud;
use App\Http\Router;
use App\Services;

/** /api/pickup-slots: list, create, read, replace and delete pickup slots. */
final class PickupSlotRoutes
{
    public static function register(Router $router, Services $services): void
    {
        Crud::register(
            router: $router,
            base: '/api/pickup-slots',
            label: 'Pickup slot',
            topic: 'pickup-slots',
            repository: $services->repositories->pickupSlots,
            input: PickupSlot::input(...),
            references: [],
            events: $services->events,
            ownership: $services->ownership,
        );
    }
}
