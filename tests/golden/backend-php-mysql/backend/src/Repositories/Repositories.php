<?php

declare(strict_types=1);

namespace App\Repositories;

use App\Domain\AnalyticsEvent;
use App\Domain\Customer;
use App\Domain\Notification;
use App\Domain\Order;
use App\Domain\Payment;
use App\Domain\PickupSlot;
use App\Domain\Product;
use App\Domain\ProductionList;
use App\Domain\RecordOwner;
use App\Domain\Upload;
use App\Domain\User;

/** The repositories of every stored record: in memory, or in the database. */
final class Repositories
{
    public function __construct(
        public readonly Repository $products,
        public readonly Repository $customers,
        public readonly Repository $pickupSlots,
        public readonly Repository $orders,
        public readonly Repository $productionLists,
        public readonly Repository $users,
        public readonly Repository $payments,
        public readonly Repository $notifications,
        public readonly Repository $analyticsEvents,
        public readonly Repository $uploads,
        public readonly Repository $recordOwners,
    ) {
    }

    /** @return list<RecordSpec> every table, referenced ones first (the order they are created in) */
    public static function specs(): array
    {
        return [
            Product::spec(),
            Customer::spec(),
            PickupSlot::spec(),
            Order::spec(),
            ProductionList::spec(),
            User::spec(),
            Payment::spec(),
            Notification::spec(),
            AnalyticsEvent::spec(),
            Upload::spec(),
            RecordOwner::spec(),
        ];
    }

    /** @param \Closure(RecordSpec): Repository $make the memory store's factory or the database's */
    public static function from(\Closure $make): self
    {
        return new self(
            $make(Product::spec()),
            $make(Customer::spec()),
            $make(PickupSlot::spec()),
            $make(Order::spec()),
            $make(ProductionList::spec()),
            $make(User::spec()),
            $make(Payment::spec()),
            $make(Notification::spec()),
            $make(AnalyticsEvent::spec()),
            $make(Upload::spec()),
            $make(RecordOwner::spec()),
        );
    }

    public static function inMemory(?MemoryStore $store = null): self
    {
        $memory = $store ?? new MemoryStore(self::specs());
        return self::from(static fn (RecordSpec $spec): Repository => $memory->repository($spec));
    }
}
