<?php

declare(strict_types=1);

// The front controller: every request comes here (php -S 127.0.0.1:3000 -t public public/index.php, or a web server
// that sends unknown paths to this file).

$autoload = __DIR__ . '/../vendor/autoload.php';
if (!is_file($autoload)) {
    http_response_code(500);
    header('Content-Type: application/json');
    echo json_encode(['error' => 'Run composer install first']);
    return;
}
require $autoload;

App\Server::run();
