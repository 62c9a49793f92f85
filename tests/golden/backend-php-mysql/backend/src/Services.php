<?php

declare(strict_types=1);

namespace App;

use App\Events\ChangeFeed;
use App\Events\MemoryChangeFeed;
use App\Features\Auth\Ownership;
use App\Features\Notifications\Mailer;
use App\Features\Notifications\OutboxMailer;
use App\Features\Payments\LocalPaymentProvider;
use App\Features\Payments\PaymentProvider;
use App\Features\Uploads\DiskFileStorage;
use App\Features\Uploads\FileStorage;
use App\Features\Uploads\MemoryFileStorage;
use App\Repositories\Repositories;

/** Everything a route needs, created once per app; tests build it with in-memory repositories. */
final class Services
{
    public function __construct(
        public readonly Config $config,
        public readonly Repositories $repositories,
        public readonly ChangeFeed $events,
        public readonly Ownership $ownership,
        public readonly PaymentProvider $payments,
        public readonly Mailer $mailer,
        public readonly FileStorage $files,
    ) {
    }

    public static function create(Repositories $repositories, Config $config, ?ChangeFeed $events = null): self
    {
        return new self(
            config: $config,
            repositories: $repositories,
            events: $events ?? new MemoryChangeFeed(),
            ownership: new Ownership($repositories->users, $repositories->recordOwners),
            payments: new LocalPaymentProvider(),
            mailer: new OutboxMailer(),
            files: $config->uploadDir !== null ? new DiskFileStorage($config->uploadDir) : new MemoryFileStorage(),
        );
    }
}
