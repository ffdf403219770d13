// Fixture: a shared piece of the web kit, which any feature may import.
export const statusBadge = (status: string) => `[${status}]`;
