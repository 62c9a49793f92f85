<?php

declare(strict_types=1);

namespace App\Domain;

/**
 * Dates travel as RFC 3339 dates and times: taken with a time zone (2030-01-15T10:00:00Z, or +02:00), answered
 * in UTC with milliseconds ("2030-01-15T10:00:00.000Z"). Nothing looser: PHP's own parser would take "1 Jan 2030"
 * or roll February 30th over into March, and a client must learn that its date was not understood.
 */
final class Dates
{
    private const RFC_3339 = '/^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/D';

    /** The moment an RFC 3339 date and time names, or null when it is not one, or names no real day or time. */
    public static function parse(string $value): ?\DateTimeImmutable
    {
        if (preg_match(self::RFC_3339, $value, $parts) !== 1) {
            return null;
        }
        [, $year, $month, $day, $hour, $minute, $second] = $parts;
        $fraction = $parts[7] ?? '';
        $sign = $parts[8] ?? '';
        $offset = $sign === '' ? '+00:00' : "$sign{$parts[9]}:{$parts[10]}";
        // The calendar day must exist (no February 30th), the time of day too (no 24:00, no leap second).
        // checkdate() knows no year 0, a leap year like 2000 in RFC 3339's calendar.
        if (!checkdate((int) $month, (int) $day, (int) $year === 0 ? 2000 : (int) $year) || (int) $hour > 23 || (int) $minute > 59 || (int) $second > 59) {
            return null;
        }
        if ($sign !== '' && ((int) $parts[9] > 23 || (int) $parts[10] > 59)) {
            return null;
        }
        // PHP keeps microseconds: a longer fraction is cut, not rounded.
        $micro = str_pad(substr(ltrim($fraction, '.'), 0, 6), 6, '0');
        $date = \DateTimeImmutable::createFromFormat('!Y-m-d H:i:s.u P', "$year-$month-$day $hour:$minute:$second.$micro $offset");
        if ($date === false) {
            return null;
        }
        $utc = $date->setTimezone(new \DateTimeZone('UTC'));
        // In UTC it must still have a four-digit year, or it could not be answered as RFC 3339.
        $utcYear = (int) $utc->format('Y');
        return $utcYear >= 0 && $utcYear <= 9999 ? $utc : null;
    }

    /** A moment as the API answers it: RFC 3339 in UTC, with milliseconds. */
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
