export function assertMended(): void;
