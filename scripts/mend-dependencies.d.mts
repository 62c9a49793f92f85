export function applyMends(): void;
export function assertMended(): void;
