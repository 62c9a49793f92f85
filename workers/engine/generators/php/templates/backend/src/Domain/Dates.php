<?php

declare(strict_types=1);

namespace App\Domain;

/** Dates travel as ISO strings in UTC with milliseconds: "2030-01-15T10:00:00.000Z". */
final class Dates
{
    public static function parse(string $value): ?\DateTimeImmutable
    {
        if (preg_match('/\d/', $value) !== 1) {
            return null;
        }
        try {
            return new \DateTimeImmutable($value, new \DateTimeZone('UTC'));
        } catch (\Exception) {
            return null;
        }
    }

    public static function iso(\DateTimeInterface $date): string
    {
        return \DateTimeImmutable::createFromInterface($date)
            ->setTimezone(new \DateTimeZone('UTC'))
            ->format('Y-m-d\TH:i:s.v\Z');
    }

    public static function now(): string
    {
        return self::iso(new \DateTimeImmutable('now'));
    }
}
