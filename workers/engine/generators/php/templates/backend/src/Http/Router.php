<?php

declare(strict_types=1);

namespace App\Http;

/** Routes by method and path; ":name" segments become parameters. */
final class Router
{
    /** @var list<array{method: string, pattern: string, names: list<string>, handler: \Closure}> */
    private array $routes = [];

    /** @param \Closure(Request, array<string, string>): Response $handler */
    public function add(string $method, string $path, \Closure $handler): void
    {
        $names = [];
        $segments = [];
        foreach (explode('/', trim($path, '/')) as $segment) {
            if (str_starts_with($segment, ':')) {
                $names[] = substr($segment, 1);
                $segments[] = '([^/]+)';
            } else {
                $segments[] = preg_quote($segment, '#');
            }
        }
        $pattern = '#^/' . implode('/', $segments) . '/?$#';
        $this->routes[] = ['method' => $method, 'pattern' => $pattern, 'names' => $names, 'handler' => $handler];
    }

    /** @param \Closure(Request, array<string, string>): Response $handler */
    public function get(string $path, \Closure $handler): void
    {
        $this->add('GET', $path, $handler);
    }

    /** @param \Closure(Request, array<string, string>): Response $handler */
    public function post(string $path, \Closure $handler): void
    {
        $this->add('POST', $path, $handler);
    }

    /** @param \Closure(Request, array<string, string>): Response $handler */
    public function put(string $path, \Closure $handler): void
    {
        $this->add('PUT', $path, $handler);
    }

    /** @param \Closure(Request, array<string, string>): Response $handler */
    public function delete(string $path, \Closure $handler): void
    {
        $this->add('DELETE', $path, $handler);
    }

    /** The handler of the first matching route, bound to its parameters, or null. */
    public function match(string $method, string $path): ?\Closure
    {
        foreach ($this->routes as $route) {
            if ($route['method'] !== $method || preg_match($route['pattern'], $path, $found) !== 1) {
                continue;
            }
            $params = [];
            foreach ($route['names'] as $index => $name) {
                $params[$name] = rawurldecode($found[$index + 1]);
            }
            $handler = $route['handler'];
            return static fn (Request $request): Response => $handler($request, $params);
        }
        return null;
    }
}
